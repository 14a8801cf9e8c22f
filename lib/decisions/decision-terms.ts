// The terms of a decision that both the server's schemas and the browser's form use: the outcomes and their words,
// the length and amount limits, and what a review day is. Free of zod, so the form ships none of it.

export const DECISION_OUTCOMES = ["approve", "approve-with-conditions", "refer", "decline"] as const;
export type DecisionOutcome = (typeof DECISION_OUTCOMES)[number];

export const OUTCOME_LABELS: Record<DecisionOutcome, string> = {
  approve: "Approve",
  "approve-with-conditions": "Approve with conditions",
  refer: "Refer",
  decline: "Decline",
};

export const NOTE_MAX = 5000;
export const RATIONALE_MAX = 5000;
export const CONDITIONS_MAX = 2000;
/** £1bn: beyond any limit an analyst grants on this screen; a typo with extra zeros is refused. */
export const LIMIT_MAX = 1_000_000_000;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written yyyy-mm-dd. */
export function isRealDay(value: string): boolean {
  if (!ISO_DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}
