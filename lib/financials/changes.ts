// The change from one year to the next, written in the unit that means something for the figure: money and counts
// as a percent of the year before; a percentage as percentage points ("+3.2 pp"), never a percent of a percent; a
// plain ratio or a number of days as the plain difference. A relative change over a zero or negative base, or across
// a sign change, is n/m with its reason (./change-rule).
import { MISSING } from "@/lib/format/money";
import { formatChange } from "@/lib/format/numbers";
import { percentChange, type ChangeReading } from "./change-rule";
import type { RatioUnit } from "./ratio-rules";

export type ChangeKind = "relative" | "points" | "difference" | "days";

/** How a ratio of this unit changes. */
export function ratioChangeKind(unit: RatioUnit): ChangeKind {
  return unit === "percent" ? "points" : unit === "days" ? "days" : "difference";
}

/**
 * A relative change as a fraction (or why it is n/m); points, differences and days as the plain difference. Null
 * across a gap.
 */
export function change(current: number | null | undefined, previous: number | null | undefined, kind: ChangeKind): ChangeReading | null {
  if (kind === "relative") return percentChange(current, previous);
  if (current == null || previous == null || !Number.isFinite(current) || !Number.isFinite(previous)) return null;
  return { value: current - previous };
}

/** Each point's change on the one before it (which may itself be a gap). */
export function changeSeries(values: readonly (number | null)[], kind: ChangeKind): (ChangeReading | null)[] {
  return values.map((value, index) => (index === 0 ? null : change(value, values[index - 1], kind)));
}

function signed(value: number, digits: number): string {
  const sign = value > 0 ? "+" : value < 0 ? "−" : "";
  return `${sign}${Math.abs(value).toFixed(digits)}`;
}

export function formatChangeOf(value: number | null | undefined, kind: ChangeKind): string {
  if (value == null || !Number.isFinite(value)) return MISSING;
  // A change that rounds to nothing is written without a sign ("0.0 pp", not "−0.0 pp").
  const rounded = (digits: number) => (Math.abs(value) < 0.5 * 10 ** -digits ? 0 : value);
  switch (kind) {
    case "relative": return formatChange(value);
    case "points": return `${signed(rounded(1), 1)} pp`;
    case "difference": return signed(rounded(2), 2);
    case "days": return `${signed(rounded(0), 0)} days`;
  }
}
