// Sterling as people read it in due diligence: £1.2m, −£350k, £2.1bn. Null means unknown, shown as an em dash.

const UNITS = [
  { limit: 1e9, suffix: "bn" },
  { limit: 1e6, suffix: "m" },
  { limit: 1e3, suffix: "k" },
] as const;

export const MISSING = "—";

/** Compact sterling: £950, £12.3k, £1.2m, £2.1bn; negatives with a leading minus sign (−£1.2m). */
export function formatSterling(value: number | null | undefined): string {
  if (value == null || !Number.isFinite(value)) return MISSING;
  const sign = value < 0 ? "−" : "";
  const abs = Math.abs(value);
  for (const { limit, suffix } of UNITS) {
    // Rounding 999,950 to one decimal would print "1000.0k": promote it to the next unit instead.
    if (abs >= limit * 0.99995) return `${sign}£${trim((abs / limit).toFixed(abs / limit >= 100 ? 0 : 1))}${suffix}`;
  }
  return `${sign}£${Math.round(abs).toLocaleString("en-GB")}`;
}

/** Full sterling with thousands separators, for tables people copy from: £1,234,567. */
export function formatSterlingFull(value: number | null | undefined): string {
  if (value == null || !Number.isFinite(value)) return MISSING;
  const sign = value < 0 ? "−" : "";
  return `${sign}£${Math.round(Math.abs(value)).toLocaleString("en-GB")}`;
}

function trim(text: string): string {
  return text.endsWith(".0") ? text.slice(0, -2) : text;
}
