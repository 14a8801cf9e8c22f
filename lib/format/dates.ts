// Dates arrive in the upstream's several forms (ISO dates, date-times, dd/mm/yyyy, epoch milliseconds); they are
// read once here and shown one way: "31 Mar 2024". The screens, the PDF and the workbook all call these. Arithmetic
// on dates is date-fns's, in UTC (a calendar day must not move with the time zone of the server or the browser);
// the wording is the platform's Intl, since date-fns's `format` would bring every pattern's code to each page.
import { differenceInYears } from "date-fns";
import { inUtc } from "./in-utc";
import { calendarDay } from "./calendar-day";
import { MISSING } from "./money";

const DMY = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})/;
const YMD = /^(\d{4})-(\d{2})-(\d{2})/;

/** Reads a date as a UTC calendar day; null when it is missing or unreadable. */
export function parseDate(value: string | number | null | undefined): Date | null {
  if (value == null || value === "") return null;
  if (typeof value === "number" || /^\d{10,13}$/.test(value)) {
    const ms = Number(value);
    const date = new Date(ms < 1e11 ? ms * 1000 : ms);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  const text = value.trim();
  const ymd = YMD.exec(text);
  // Calendar days are UTC days, shown in UTC, whatever the server's time zone.
  if (ymd) return calendarDay(Number(ymd[1]), Number(ymd[2]), Number(ymd[3]));
  const dmy = DMY.exec(text);
  if (dmy) return calendarDay(Number(dmy[3]), Number(dmy[2]), Number(dmy[1]));
  const parsed = new Date(text);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

/**
 * English month abbreviations as en-US spells them ("Sep"; en-GB's ICU data now writes "Sept"), asked of Intl once:
 * a format call per date cost more than the rest of a filing's wording.
 */
const MONTHS: readonly string[] = (() => {
  const month = new Intl.DateTimeFormat("en-US", { month: "short", timeZone: "UTC" });
  return Array.from({ length: 12 }, (_, index) => month.format(Date.UTC(2000, index, 1)));
})();

/** "31 Mar 2024", or an em dash when there is no date. Unreadable text is shown as it came. */
export function formatDate(value: string | number | null | undefined): string {
  const date = parseDate(value);
  if (!date) return value == null || value === "" ? MISSING : String(value);
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** "Mar 2024": the short form for chart axes of year-end dates. */
export function formatMonthYear(value: string | number | null | undefined): string {
  const date = parseDate(value);
  return date ? `${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}` : MISSING;
}

/** Whole years between a date and `now` (an age), or null. */
export function yearsSince(value: string | number | null | undefined, now: Date = new Date()): number | null {
  const date = parseDate(value);
  if (!date) return null;
  return fullYearsBetween(date, now);
}

/** "12 years", "1 year", "under a year". */
export function formatAge(years: number | null | undefined): string {
  if (years == null || !Number.isFinite(years) || years < 0) return MISSING;
  if (years < 1) return "under a year";
  const whole = Math.floor(years);
  return `${whole} ${whole === 1 ? "year" : "years"}`;
}

/** Whether a date lies before `now` (false when there is no date). */
export function isPast(value: string | number | null | undefined, now: Date = new Date()): boolean {
  const date = parseDate(value);
  return date !== null && date.getTime() < now.getTime();
}

/** Milliseconds since the epoch for sorting; missing dates sort as -Infinity (last when newest first). */
export function dateSortKey(value: string | number | null | undefined): number {
  return parseDate(value)?.getTime() ?? Number.NEGATIVE_INFINITY;
}

/** Whole calendar years from `from` to `to` in UTC (an anniversary not yet reached this year does not count). */
function fullYearsBetween(from: Date, to: Date): number | null {
  const years = differenceInYears(to, from, { in: inUtc });
  return to.getTime() >= from.getTime() ? years : null;
}
