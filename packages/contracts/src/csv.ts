/**
 * CSV as a spreadsheet must read it (RFC 4180), the one writer of every export (stream stats on
 * the server, giveaway entries in the browser). A cell is quoted when it holds a comma, quote or
 * line break; a text that a spreadsheet would run as a formula (a leading `=`, `+`, `-`, `@`, tab
 * or return) gets a leading apostrophe: names and titles come from Kick and are data, never
 * formulas (OWASP's CSV injection).
 */
export type CsvValue = string | number | boolean | null;

export function csvCell(value: CsvValue): string {
  if (value === null) return '';
  if (typeof value !== 'string') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A header line and one line per row, each ending in CRLF. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly CsvValue[]>): string {
  const line = (cells: readonly CsvValue[]) => cells.map(csvCell).join(',');
  return [line(header), ...rows.map(line)].join('\r\n') + '\r\n';
}
