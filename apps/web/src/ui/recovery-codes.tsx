/** The ten recovery codes of a second factor, shown once after setting it up, one per line to copy. */
export function RecoveryCodes({ codes, className }: { codes: readonly string[]; className: string }) {
  return (
    <ul className={className} data-testid="recovery-codes">
      {codes.map((c) => (
        <li key={c}>
          <code>{c}</code>
        </li>
      ))}
    </ul>
  );
}
