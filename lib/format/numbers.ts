// Counts, percentages, ratios and changes. Null means unknown and is shown as an em dash, never as zero.
import { MISSING } from "./money";

export function formatInteger(value: number | null | undefined): string {
  if (value == null || !Number.isFinite(value)) return MISSING;
  return Math.round(value).toLocaleString("en-GB");
}

/** A count that may arrive as numeric text ("2500" → "2,500"); text that is not a number is shown as it came. */
export function formatCount(value: number | string | null | undefined): string {
  if (value == null || value === "") return MISSING;
  const number = toNumber(value);
  return number == null ? String(value) : number.toLocaleString("en-GB");
}

/** A percentage already expressed in percent (12.5 → "12.5%"). */
export function formatPercent(value: number | null | undefined, digits = 1): string {
  if (value == null || !Number.isFinite(value)) return MISSING;
  return `${value < 0 ? "−" : ""}${Math.abs(value).toFixed(digits)}%`;
}

/** A plain ratio (1.53 → "1.53"). */
export function formatRatio(value: number | null | undefined, digits = 2): string {
  if (value == null || !Number.isFinite(value)) return MISSING;
  return `${value < 0 ? "−" : ""}${Math.abs(value).toFixed(digits)}`;
}

/** A change given as a fraction (0.123 → "+12.3%", −0.05 → "−5.0%"). */
export function formatChange(fraction: number | null | undefined): string {
  if (fraction == null || !Number.isFinite(fraction)) return MISSING;
  const sign = fraction > 0 ? "+" : fraction < 0 ? "−" : "";
  return `${sign}${Math.abs(fraction * 100).toFixed(1)}%`;
}

/** Reads the upstream's numeric text ("12.5", "1,234", "") as a number, or null. */
export function toNumber(value: string | number | null | undefined): number | null {
  if (value == null) return null;
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  const cleaned = value.trim().replace(/,/g, "").replace(/%$/, "");
  if (cleaned === "") return null;
  const parsed = Number(cleaned);
  return Number.isFinite(parsed) ? parsed : null;
}
