// Date inputs speak yyyy-mm-dd; the BFF and the upstream speak dd/mm/yyyy. Search URLs keep the input's form
// (unambiguous and sortable) and convert only when calling the BFF.
import { UTCDate } from "@date-fns/utc";
import { format, isValid, parse } from "date-fns";

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MONTH_YEAR = /^\d{2}\/\d{2}\/\d{4}$/;
// Parsed and written in UTC, so that no time zone's midnight (or daylight-saving gap) can move the day.
const REFERENCE = new UTCDate(2000, 0, 1);

/** The same calendar day in the other form; null unless the text has the exact shape and is a real day. */
function convert(value: string, shape: RegExp, from: string, to: string): string | null {
  const text = value.trim();
  if (!shape.test(text)) return null;
  const date = parse(text, from, REFERENCE);
  return isValid(date) ? format(date, to) : null;
}

/** "2024-04-05" → "05/04/2024"; null when the text is not a real calendar date in yyyy-mm-dd. */
export function inputDateToDayMonthYear(value: string): string | null {
  return convert(value, ISO_DATE, "yyyy-MM-dd", "dd/MM/yyyy");
}

/** "05/04/2024" → "2024-04-05"; null when the text is not a real calendar date in dd/mm/yyyy. */
export function dayMonthYearToInputDate(value: string): string | null {
  return convert(value, DAY_MONTH_YEAR, "dd/MM/yyyy", "yyyy-MM-dd");
}

/**
 * The value to send the BFF for a date taken from the URL. Text that is not an input date goes through unchanged,
 * so that a hand-edited link is refused by the BFF with its own explanation rather than silently dropped.
 */
export function dateForApi(value: string): string {
  return inputDateToDayMonthYear(value) ?? value;
}

/** The value to put in an input type=date: accepts either form, and "" for anything else. */
export function dateForInput(value: string): string {
  if (inputDateToDayMonthYear(value)) return value.trim();
  return dayMonthYearToInputDate(value) ?? "";
}
