// The one CSV writer of every export (audit trail, comparison, watchlist): RFC 4180 (a cell holding a quote, comma,
// CR or LF is quoted, quotes doubled; lines end CRLF, the last one too), and one guard against formula injection: a
// text cell starting with = + - @ TAB or CR is prefixed with ' so a spreadsheet shows it rather than runs it.
// Numbers stay raw (a negative number is a number, not a formula), and null is an empty cell.

export type CsvValue = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A header line and one line per row, each cell through csvCell. */
export function csvDocument(header: readonly CsvValue[], rows: Iterable<readonly CsvValue[]>): string {
  const lines = [header.map(csvCell).join(",")];
  for (const row of rows) lines.push(row.map(csvCell).join(","));
  return `${lines.join("\r\n")}\r\n`;
}
