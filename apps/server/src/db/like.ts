/** Text for an ILIKE pattern: `%`, `_` and the backslash in it match themselves. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
