// The one CSV writer of every export (audit trail, comparison, watchlist, every table on screen): UTF-8 with a
// byte-order mark, so that Excel reads the pound sign and accented names as UTF-8 rather than the machine's code page;
// RFC 4180 (a cell holding a quote, comma, CR or LF is quoted, quotes doubled; lines end CRLF, the last one too); and
// one guard against formula injection: a text cell starting with = + - @ TAB or CR is prefixed with ' so a
// spreadsheet shows it rather than runs it. Numbers stay raw (a negative number is a number, not a formula), and
// null is an empty cell.
//
// Identifiers (company numbers, PNRs, title numbers) are text that looks like a number: a spreadsheet would read
// 01234567 as 1234567, and 1E5 as 100000. An identifier cell is written ="01234567", a formula whose value is the
// text itself, which Excel, LibreOffice and Google Sheets all show as 01234567. It is the writer's own formula, not
// the cell's text: it is written only for values of letters, digits, spaces and . / - (no quote can close the
// string, nothing in it runs), and any other value is an ordinary text cell, guarded as above. A script reading the
// CSV strips the = and the quotes.

export interface CsvIdentifier {
  identifier: string;
}

export type CsvValue = string | number | null | undefined | CsvIdentifier;

/** The byte-order mark every CSV document starts with. */
export const CSV_BOM = "\uFEFF";

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;
const SAFE_IDENTIFIER = /^[A-Za-z0-9][A-Za-z0-9 ./-]*$/;

/** A cell a spreadsheet keeps as written: leading zeros and all. */
export function csvIdentifier(value: string): CsvIdentifier {
  return { identifier: value };
}

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return String(value);
  if (typeof value === "object") {
    return SAFE_IDENTIFIER.test(value.identifier) ? `"=""${value.identifier}"""` : csvCell(value.identifier);
  }
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The file: the byte-order mark, a header line and one line per row, each cell through csvCell. */
export function csvDocument(header: readonly CsvValue[], rows: Iterable<readonly CsvValue[]>): string {
  const lines = [header.map(csvCell).join(",")];
  for (const row of rows) lines.push(row.map(csvCell).join(","));
  return `${CSV_BOM}${lines.join("\r\n")}\r\n`;
}
