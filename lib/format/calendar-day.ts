// A calendar day from its three numbers, as a UTC midnight. date-fns's `parse` does the same for any pattern, but it
// brings every pattern's parser into each page that shows a date, for the two fixed shapes the
// upstream and the date inputs use.

/** The UTC midnight of year-month-day, or null for a day not on the calendar (31/02, month 13). */
export function calendarDay(year: number, month: number, day: number): Date | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC maps years 0–99 to 1900–1999; four-digit years are what the shapes allow.
  if (year < 100) date.setUTCFullYear(year);
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? date : null;
}
