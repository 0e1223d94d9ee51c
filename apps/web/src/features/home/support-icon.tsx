/**
 * A headset, drawn like antd-mobile's outline icons (48-unit box, 3-unit lines, 1em, currentColor):
 * the support button's icon. antd-mobile-icons has none for support; its TeamOutline, used before,
 * was 2.2 KB of home's first load (a 170 KB budget) where this is a few hundred bytes.
 */
export function SupportIcon({ fontSize }: { fontSize: number }) {
  return (
    <svg
      className="antd-mobile-icon"
      width="1em"
      height="1em"
      viewBox="0 0 48 48"
      fill="none"
      stroke="currentColor"
      strokeWidth={3}
      strokeLinecap="round"
      strokeLinejoin="round"
      style={{ fontSize, verticalAlign: '-0.125em' }}
      aria-hidden="true"
    >
      <path d="M6 28v-4a18 18 0 0 1 36 0v4" />
      <rect x="4.5" y="26.5" width="8" height="13" rx="3" />
      <rect x="35.5" y="26.5" width="8" height="13" rx="3" />
      <path d="M39.5 39.5c0 3-3 5-8 5h-4" />
    </svg>
  );
}
