// A recorded decision's override, four-eyes approval and frozen evidence in words, for the PDF and the workbook
// alike: what the analyst decided on, as it was when recorded (never recomputed from today's data or policy).
import { RISK_BAND_LABELS } from "@/lib/assessment/risk-band";
import { formatDate } from "@/lib/format/dates";
import { formatSterlingFull } from "@/lib/format/money";
import type { ReportDecision } from "./model";

/** The four-eyes state; null for a decision recorded before approvals were kept. */
export function approvalWords(decision: ReportDecision): string | null {
  const approval = decision.approval;
  if (!approval) return null;
  const when = approval.at ? ` on ${formatDate(approval.at.slice(0, 10))}` : "";
  const comment = approval.comment ? `: ${approval.comment}` : "";
  switch (approval.status) {
    case "not-required": return "No second approval needed";
    case "awaiting": return "Awaiting a second approver: not in force";
    case "approved": return `Approved by ${approval.by ?? "a second approver"}${when}${comment}`;
    case "rejected": return `Rejected by ${approval.by ?? "a second approver"}${when}${comment}: not in force`;
  }
}

/** Why it departs from the policy's limit, when it does. */
export function overrideWords(decision: ReportDecision): string | null {
  if (!decision.override) return null;
  return `Override of the credit policy: ${decision.overrideReason ?? "no reason kept"}`;
}

/** The evidence frozen with the decision, one clause a line; a decision from before evidence was kept says so. */
export function evidenceLines(decision: ReportDecision): string[] {
  const evidence = decision.evidence;
  if (evidence === undefined) return [];
  if (evidence === null) return ["No evidence kept: recorded before decisions froze their evidence."];
  const scores = evidence.models.map((model) => `${model.name} ${model.score == null ? "not scored" : model.score.toFixed(2)}${model.band ? ` (${model.band})` : ""}`).join("; ");
  return [
    `Verdict then: ${evidence.sentence || `${evidence.band ? RISK_BAND_LABELS[evidence.band] : "Not rated"} under credit policy v${evidence.policyVersion}`}`,
    `Suggested limit then: ${evidence.suggestedLimit == null ? evidence.limitWithheld ?? "none" : `${formatSterlingFull(evidence.suggestedLimit)} (credit policy v${evidence.policyVersion})`}`,
    `Models' band: ${evidence.modelBand ? RISK_BAND_LABELS[evidence.modelBand] : "not rated"}; ${scores || "no scores"}`,
    `Accounts: ${evidence.accountsYear ? `year ended ${formatDate(evidence.accountsYear)}` : "none scored"}`,
    ...evidence.overrides.map((override) => `Policy override then: ${override.words}`),
    `Risk flags then: ${evidence.riskFlags.length ? evidence.riskFlags.map((flag) => flag.title).join("; ") : "none"}`,
    `Data as of: ${evidence.upstreamAnsweredAt ? `${evidence.upstreamAnsweredAt.slice(0, 16).replace("T", " ")} UTC` : "unknown"}`,
  ];
}
