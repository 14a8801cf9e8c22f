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
/** Why the analyst departs from the policy (approving with no suggested limit, or granting more than it). */
export const OVERRIDE_REASON_MAX = 2000;
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

/** Whether a decision grants credit: only those can override the policy's limit or need a second approver. */
export function isApproval(outcome: DecisionOutcome): boolean {
  return outcome === "approve" || outcome === "approve-with-conditions";
}

/**
 * An override of the policy: approving a company the policy gives no limit, or granting more than its suggested
 * limit. Such a decision must give a reason. `suggestedLimit` null: the policy gave none.
 */
export function needsOverride(outcome: DecisionOutcome, limitGranted: number | null, suggestedLimit: number | null): boolean {
  if (!isApproval(outcome)) return false;
  return suggestedLimit == null || (limitGranted ?? 0) > suggestedLimit;
}

/** Four-eyes: an approval granting more than the policy's threshold (null: never) waits for a second approver. */
export function needsSecondApprover(outcome: DecisionOutcome, limitGranted: number | null, fourEyesAbove: number | null): boolean {
  return isApproval(outcome) && fourEyesAbove != null && (limitGranted ?? 0) > fourEyesAbove;
}
