// THE rule for a percentage change on the year, read by every screen, the report's PDF and workbook, the comparison
// and the written summary. A percent of a base that is zero, negative, or of the other sign says nothing an analyst
// can use: £1m profit after a £10k loss is not "+10,100%", and a loss after a profit is not "−104%". Such a change is
// "n/m" with its reason, never a number. Points and plain differences (./changes) have no base, so no such rule.

export type ChangeReading = { value: number } | { notMeaningful: string };

export const CHANGE_NOT_MEANINGFUL_WHEN = "the previous year is zero or negative, or the figure changed sign";

/** The change from `previous` to `current` as a fraction of `previous`, why it is n/m, or null across a gap. */
export function percentChange(current: number | null | undefined, previous: number | null | undefined): ChangeReading | null {
  if (current == null || previous == null || !Number.isFinite(current) || !Number.isFinite(previous)) return null;
  if (previous > 0 && current < 0) return { notMeaningful: "Changed sign: positive to negative" };
  if (previous < 0 && current > 0) return { notMeaningful: "Changed sign: negative to positive" };
  if (previous < 0) return { notMeaningful: "Previous year is negative" };
  if (previous === 0) return { notMeaningful: "Previous year is zero" };
  return { value: (current - previous) / previous };
}

export function changeValue(reading: ChangeReading | null): number | null {
  return reading && "value" in reading ? reading.value : null;
}

export function changeNotMeaningful(reading: ChangeReading | null): string | null {
  return reading && "notMeaningful" in reading ? reading.notMeaningful : null;
}
