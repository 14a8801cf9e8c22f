// Display formats for the search tables. Minimal stand-in until lib/format (owned by the company page) lands.
// Dates are formatted in UTC so that server and browser render the same text.

const sterling = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP", maximumFractionDigits: 0 });
const count = new Intl.NumberFormat("en-GB");
const longDate = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

const ISO_PREFIX = /^(\d{4})-(\d{2})-(\d{2})/;
const DAY_MONTH_YEAR = /^(\d{2})\/(\d{2})\/(\d{4})$/;

export const EMPTY = "—";

export function formatSterling(value: number | null | undefined): string {
  return value == null || !Number.isFinite(value) ? EMPTY : sterling.format(value);
}

export function formatCount(value: number | string | null | undefined): string {
  if (value == null || value === "") return EMPTY;
  const number = typeof value === "number" ? value : Number(value);
  return Number.isFinite(number) ? count.format(number) : String(value);
}

/** The upstream does not fix its date format: ISO and dd/mm/yyyy become "5 Apr 2024", anything else shows as sent. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return EMPTY;
  const iso = ISO_PREFIX.exec(value);
  const dmy = DAY_MONTH_YEAR.exec(value);
  const parts = iso ? [iso[1], iso[2], iso[3]] : dmy ? [dmy[3], dmy[2], dmy[1]] : null;
  if (!parts) return value;
  const date = new Date(Date.UTC(Number(parts[0]), Number(parts[1]) - 1, Number(parts[2])));
  return Number.isNaN(date.getTime()) ? value : longDate.format(date);
}
