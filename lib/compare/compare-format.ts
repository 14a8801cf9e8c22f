// How a comparison cell reads on screen: the same formatting as the company pages (pounds, counts, changes, dates).
import { formatDate } from "@/lib/format/dates";
import { MISSING, formatSterling } from "@/lib/format/money";
import { formatChange, formatInteger } from "@/lib/format/numbers";
import type { CompareFormat, CompareValue } from "./compare-columns";

export function formatCompareValue(value: CompareValue, format: CompareFormat): string {
  if (value === null || value === "") return MISSING;
  if (typeof value === "string") return format === "date" ? formatDate(value) : value;
  if (format === "money") return formatSterling(value);
  if (format === "change") return formatChange(value);
  return formatInteger(value);
}

/** The comparison's URL: numbers joined by raw commas, so 200 of them stay within the query's length bound. */
export function compareHref(numbers: readonly string[], format?: "csv" | "xlsx", base = "/compare"): string {
  return `${base}?companies=${numbers.join(",")}${format ? `&format=${format}` : ""}`;
}
