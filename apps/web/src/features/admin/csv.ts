/**
 * RFC 4180 CSV for the console's exports: every field quoted, quotes doubled, lines joined by CRLF.
 * A cell that a spreadsheet would read as a formula — starting with = + - @, a tab or a carriage
 * return (OWASP's CSV injection list) — gets a leading apostrophe, so it is shown as text.
 */
export function csvCell(value: unknown): string {
  let text = typeof value === 'string' ? value : value === null || value === undefined ? '' : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** A header line of `columns` and one line per row, each cell through csvCell. */
export function toCsv<T>(columns: readonly (keyof T & string)[], rows: readonly T[]): string {
  return [columns.join(','), ...rows.map((row) => columns.map((column) => csvCell(row[column])).join(','))].join(
    '\r\n',
  );
}
