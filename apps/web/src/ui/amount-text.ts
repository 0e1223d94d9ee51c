/**
 * A USD amount as typed, cleaned: digits and at most two decimals, as the API accepts it; thousands
 * separators ("100,000", as the placeholders write amounts) and other characters go. Null for a
 * keystroke that would make it no amount (a third decimal, a second point): the field keeps its text.
 */
export function usdText(typed: string): string | null {
  const cleaned = typed.replace(/[^\d.]/g, '');
  return /^\d{0,13}(\.\d{0,2})?$/.test(cleaned) ? cleaned : null;
}
