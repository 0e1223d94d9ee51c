/** A value as one short line: text as it is, anything else as JSON. */
function shown(value: unknown): string {
  if (value === null || value === undefined) return '∅';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The fields an audit row changed: each once, before → after (a creation or a removal shows one side). */
export function auditChanges(before: unknown, after: unknown): { field: string; before: string; after: string }[] {
  const isRecord = (v: unknown): v is Record<string, unknown> =>
    typeof v === 'object' && v !== null && !Array.isArray(v);
  if (!isRecord(before) && !isRecord(after)) return [{ field: '', before: shown(before), after: shown(after) }];
  const b = isRecord(before) ? before : {};
  const a = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return fields
    .filter((field) => JSON.stringify(b[field]) !== JSON.stringify(a[field]))
    .map((field) => ({ field, before: shown(b[field]), after: shown(a[field]) }));
}

/** An audit row's change, field by field (issue 29: not raw JSON). */
export function AuditDiff({ before, after }: { before: unknown; after: unknown }) {
  const changes = auditChanges(before, after);
  return (
    // What was recorded, as recorded: field names and stored values are data, not words to translate.
    <ul className="admin-diff" data-testid="audit-diff" translate="no">
      {changes.map((c) => (
        <li key={c.field}>
          {c.field ? <span className="admin-diff-field">{c.field}</span> : null}{' '}
          {c.before !== '∅' ? <del>{c.before}</del> : null}
          {c.before !== '∅' && c.after !== '∅' ? ' → ' : null}
          {c.after !== '∅' ? <ins>{c.after}</ins> : null}
        </li>
      ))}
    </ul>
  );
}
