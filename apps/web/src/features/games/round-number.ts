/**
 * A round number from an address or a field (UTC date and slot, e.g. 2026120200031), or undefined
 * when the text can be no round number: not digits, 0, or past what the API takes (a safe integer;
 * asked, the server would refuse it as a malformed parameter rather than say there is no such round).
 */
export function roundNumberOf(text: string | null | undefined): number | undefined {
  if (!text || !/^\d{1,16}$/.test(text)) return undefined;
  const value = Number(text);
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}
