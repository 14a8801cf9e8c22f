// How a table cell of each kind reads, in one place: the screens, the PDF and the workbook's text all format a
// column's value through here, so a date or an amount reads the same wherever it is shown.
import { formatDate } from "./dates";
import { formatSterlingFull, MISSING } from "./money";
import { formatInteger, formatPercent } from "./numbers";

/**
 * What a column holds. money: pounds; percent: a value in percent (12.5); date: a calendar day in any of the
 * upstream's forms; count: a whole number; link: text that the screen links (the href is the column's own);
 * list: several short texts (one per line on paper, a list on screen).
 */
export const CELL_KINDS = ["text", "date", "money", "percent", "count", "link", "list"] as const;
export type CellKind = (typeof CELL_KINDS)[number];

export type CellValue = string | number | boolean | null | undefined | readonly string[];

/** Figures line up on the right with tabular digits; words read from the left. */
export function isNumericKind(kind: CellKind): boolean {
  return kind === "date" || kind === "money" || kind === "percent" || kind === "count";
}

/** The value as text, the unknown as an em dash (never as zero or an empty cell). */
export function formatCell(kind: CellKind, value: CellValue, separator = "; "): string {
  if (Array.isArray(value)) return value.length ? value.join(separator) : MISSING;
  const single = value as string | number | boolean | null | undefined;
  switch (kind) {
    case "date":
      return typeof single === "boolean" ? MISSING : formatDate(single);
    case "money":
      return typeof single === "number" ? formatSterlingFull(single) : textOf(single);
    case "percent":
      return typeof single === "number" ? formatPercent(single) : textOf(single);
    case "count":
      return typeof single === "number" ? formatInteger(single) : textOf(single);
    default:
      return textOf(single);
  }
}

function textOf(value: string | number | boolean | null | undefined): string {
  if (value == null) return MISSING;
  const text = String(value);
  return text.trim() ? text : MISSING;
}
