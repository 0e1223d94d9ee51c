/** A fresh id for a money-moving request: a retry with the same id moves nothing twice (DESIGN.md §4). */
export function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
