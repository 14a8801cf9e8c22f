// Dates as whole days since 1970-01-01 (UTC), formatted as the ISO text the responses carry.
// The register's "today" is fixed so that the same seed always gives the same dataset. Calendar arithmetic is
// date-fns's, on UTC dates, so the dataset is the same in every time zone.
import { UTCDate } from "@date-fns/utc";
import { addMonths as addMonthsToDate, addYears as addYearsToDate, differenceInYears, endOfMonth } from "date-fns";

const DAY_MS = 86_400_000;

/** The date the generated register is "as of". */
export const AS_OF = toDay("2026-11-01");

export function toDay(iso: string): number {
  return Math.floor(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);
}

/** Formatting dominated generation time, so each day's text is made once (days from 1900 to 2100 are cached). */
const CACHE_FROM = -25_567;
const isoCache: string[] = [];

export function isoDate(day: number): string {
  const slot = day - CACHE_FROM;
  const cached = isoCache[slot];
  if (cached !== undefined) return cached;
  const text = new Date(day * DAY_MS).toISOString().slice(0, 10);
  if (slot >= 0 && slot < 73_000) isoCache[slot] = text;
  return text;
}

export function isoDateTime(day: number): string {
  return `${isoDate(day)}T00:00:00Z`;
}

/** The calendar day as a UTC date, for date-fns's arithmetic (a day number is a UTC midnight). */
function utcDay(day: number): UTCDate {
  return new UTCDate(day * DAY_MS);
}

function dayNumber(date: Date): number {
  return Math.floor(date.getTime() / DAY_MS);
}

export function yearOf(day: number): number {
  return utcDay(day).getFullYear();
}

export function monthOf(day: number): number {
  return utcDay(day).getMonth() + 1;
}

/** The same calendar day `years` later (clamped to the month's end: 29 February becomes 28 February). */
export function addYears(day: number, years: number): number {
  return dayNumber(addYearsToDate(utcDay(day), years));
}

export function addMonths(day: number, months: number): number {
  return dayNumber(addMonthsToDate(utcDay(day), months));
}

/** The last day of the day's month. */
export function lastDayOfMonth(day: number): number {
  return dayNumber(endOfMonth(utcDay(day)));
}

/** Whole years from `from` to `to`. */
export function yearsBetween(from: number, to: number): number {
  return differenceInYears(utcDay(to), utcDay(from));
}

const MONTH_NAMES = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** ISO date text in the words of an upstream's sentences: "2023-03-31" → "31 March 2023". */
export function wordedDate(iso: string): string {
  const [year, month, day] = iso.slice(0, 10).split("-").map(Number);
  const name = MONTH_NAMES[(month ?? 0) - 1];
  if (!year || !name || !day) throw new Error(`Not an ISO date: ${iso}`);
  return `${day} ${name} ${year}`;
}
