// Dates as whole days since 1970-01-01 (UTC), formatted as the ISO text the responses carry.
// The register's "today" is fixed so that the same seed always gives the same dataset.

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

export function yearOf(day: number): number {
  return new Date(day * DAY_MS).getUTCFullYear();
}

export function monthOf(day: number): number {
  return new Date(day * DAY_MS).getUTCMonth() + 1;
}

/** The same calendar day `years` later (clamped to the month's end). */
export function addYears(day: number, years: number): number {
  const date = new Date(day * DAY_MS);
  const target = new Date(Date.UTC(date.getUTCFullYear() + years, date.getUTCMonth(), 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return Math.floor(target.getTime() / DAY_MS);
}

export function addMonths(day: number, months: number): number {
  const date = new Date(day * DAY_MS);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return Math.floor(target.getTime() / DAY_MS);
}

/** Whole years from `from` to `to`. */
export function yearsBetween(from: number, to: number): number {
  const a = new Date(from * DAY_MS);
  const b = new Date(to * DAY_MS);
  let years = b.getUTCFullYear() - a.getUTCFullYear();
  if (b.getUTCMonth() < a.getUTCMonth() || (b.getUTCMonth() === a.getUTCMonth() && b.getUTCDate() < a.getUTCDate())) years -= 1;
  return years;
}
