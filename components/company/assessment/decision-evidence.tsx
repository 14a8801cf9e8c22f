// The evidence a decision froze when it was recorded, drawn beside it in the history: the policy's band and version,
// both models' scores, the suggested limit (or why none), the accounts year, the risk flags and when the data
// service answered. Never recomputed: this is what the analyst decided on, even after the data or policy changed.
import type { CompanyDecision } from "@/lib/decisions/decision-input";
import { formatDate } from "@/lib/format/dates";
import { formatSterlingFull } from "@/lib/format/money";

export function DecisionEvidenceList({ decision }: { decision: CompanyDecision }) {
  const evidence = decision.evidence;
  if (!evidence) return <p className="text-ink-muted">No evidence kept: recorded before decisions froze their evidence.</p>;
  return (
    <dl data-testid="decision-evidence" className="grid gap-x-3 gap-y-1 sm:grid-cols-[auto_1fr]">
      <dt className="text-ink-muted">Band</dt>
      <dd>{evidence.band ?? "Not rated"} (credit policy v{evidence.policyVersion}; models: {evidence.modelBand ?? "not rated"})</dd>
      <dt className="text-ink-muted">Scores</dt>
      <dd>{evidence.models.map((model) => `${model.name} ${model.score == null ? "not scored" : model.score.toFixed(2)}`).join("; ")}</dd>
      <dt className="text-ink-muted">Suggested limit</dt>
      <dd>{evidence.suggestedLimit == null ? `None (${evidence.limitWithheld ?? "withheld"})` : formatSterlingFull(evidence.suggestedLimit)}</dd>
      <dt className="text-ink-muted">Accounts year</dt>
      <dd>{evidence.accountsYear ? `Year ended ${formatDate(evidence.accountsYear)}` : "No accounts scored"}</dd>
      <dt className="text-ink-muted">Risk flags</dt>
      <dd>{evidence.riskFlags.length ? evidence.riskFlags.map((flag) => flag.title).join("; ") : "None"}</dd>
      <dt className="text-ink-muted">Data as of</dt>
      <dd>{evidence.upstreamAnsweredAt ? `${new Date(evidence.upstreamAnsweredAt).toLocaleString("en-GB", { timeZone: "UTC" })} UTC` : "Unknown"}</dd>
      {decision.override && (
        <>
          <dt className="text-ink-muted">Override</dt>
          <dd>{decision.overrideReason ?? "No reason kept"}</dd>
        </>
      )}
    </dl>
  );
}
