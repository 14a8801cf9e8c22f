// Date inputs speak yyyy-mm-dd; the BFF and the upstream speak dd/mm/yyyy. Search URLs keep the input's form
// (unambiguous and sortable) and convert only when calling the BFF.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MONTH_YEAR = /^(\d{2})\/(\d{2})\/(\d{4})$/;

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** "2024-04-05" → "05/04/2024"; null when the text is not a real calendar date in yyyy-mm-dd. */
export function inputDateToDayMonthYear(value: string): string | null {
  const match = ISO_DATE.exec(value.trim());
  if (!match) return null;
  const [, year, month, day] = match;
  return isRealDate(Number(year), Number(month), Number(day)) ? `${day}/${month}/${year}` : null;
}

/** "05/04/2024" → "2024-04-05"; null when the text is not a real calendar date in dd/mm/yyyy. */
export function dayMonthYearToInputDate(value: string): string | null {
  const match = DAY_MONTH_YEAR.exec(value.trim());
  if (!match) return null;
  const [, day, month, year] = match;
  return isRealDate(Number(year), Number(month), Number(day)) ? `${year}-${month}-${day}` : null;
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
