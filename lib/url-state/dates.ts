// Date inputs speak yyyy-mm-dd; the BFF and the upstream speak dd/mm/yyyy. Search URLs keep the input's form
// (unambiguous and sortable) and convert only when calling the BFF.
import { calendarDay } from "@/lib/format/calendar-day";

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MONTH_YEAR = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** The day's three parts, two-digit padded, when the numbers name a real calendar day. */
function realDay(year: string, month: string, day: string): { year: string; month: string; day: string } | null {
  // Checked in UTC, so that no time zone's midnight (or daylight-saving gap) can move the day.
  return calendarDay(Number(year), Number(month), Number(day)) ? { year, month, day } : null;
}

/** "2024-04-05" → "05/04/2024"; null when the text is not a real calendar date in yyyy-mm-dd. */
export function inputDateToDayMonthYear(value: string): string | null {
  const parts = ISO_DATE.exec(value.trim());
  const day = parts && realDay(parts[1]!, parts[2]!, parts[3]!);
  return day ? `${day.day}/${day.month}/${day.year}` : null;
}

/** "05/04/2024" → "2024-04-05"; null when the text is not a real calendar date in dd/mm/yyyy. */
export function dayMonthYearToInputDate(value: string): string | null {
  const parts = DAY_MONTH_YEAR.exec(value.trim());
  const day = parts && realDay(parts[3]!, parts[2]!, parts[1]!);
  return day ? `${day.year}-${day.month}-${day.day}` : null;
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
