"use client";
// The analyst's decision: the one in force, the form that records a new one (superseding it), and the history,
// newest first, each with the evidence it froze and its second approval. The server is the one judge of the form.
import { useQuery } from "@tanstack/react-query";
import { QueryState } from "@/components/ui/query-state";
import { Section } from "@/components/ui/section";
import type { CompanyDecision } from "@/lib/decisions/decision-input";
import { OUTCOME_LABELS } from "@/lib/decisions/decision-terms";
import { formatDate } from "@/lib/format/dates";
import { formatSterlingFull } from "@/lib/format/money";
import { assessmentQuery, companyDecisionsQuery } from "@/lib/queries/assessment-queries";
import { ApprovalControl, approvalWords } from "./decision-approval";
import { DecisionEvidenceList } from "./decision-evidence";
import { DecisionForm } from "./decision-form";

export function DecisionPanel({ crn, suggestedLimit }: { crn: string; suggestedLimit: number | null }) {
  const decisions = useQuery(companyDecisionsQuery(crn));
  // The same query as the tab's: answered from the cache, for the policy version the suggestion comes from.
  const assessment = useQuery(assessmentQuery(crn));
  const policyVersion = assessment.data?.verdict.policyVersion ?? null;
  return (
    <Section title="Decision" id="decision">
      <QueryState query={decisions} label="decisions">
        {(data) => (
          <div className="space-y-4">
            {data.current ? <CurrentDecision decision={data.current} /> : <p className="text-ink-muted">No decision in force.</p>}
            <DecisionForm crn={crn} suggestedLimit={suggestedLimit} policyVersion={policyVersion} assessed={assessment.isSuccess} />
            <DecisionHistory crn={crn} items={data.items} current={data.current} viewer={data.viewer} />
          </div>
        )}
      </QueryState>
    </Section>
  );
}

function CurrentDecision({ decision }: { decision: CompanyDecision }) {
  return (
    <div data-testid="current-decision" className="rounded-md border-l-4 border-brand bg-surface-raised p-3">
      <p className="font-semibold">
        In force: {OUTCOME_LABELS[decision.outcome]}{decision.limitGranted != null ? `, limit ${formatSterlingFull(decision.limitGranted)}` : ""}
        {decision.override ? " (override of the policy)" : ""}
      </p>
      <p className="text-sm">Review by {formatDate(decision.reviewDate)}. Recorded by {decision.author} on {formatDate(decision.at)}.</p>
      {decision.conditions && <p className="text-sm">Conditions: {decision.conditions}</p>}
      <p className="mt-1 text-sm whitespace-pre-wrap">{decision.rationale}</p>
    </div>
  );
}

function stateOf(decision: CompanyDecision, current: CompanyDecision | null): string {
  if (decision.id === current?.id) return " (in force)";
  if (decision.approval.status === "awaiting" || decision.approval.status === "rejected") return "";
  return current && decision.id < current.id ? " (superseded)" : "";
}

function DecisionHistory({ crn, items, current, viewer }: { crn: string; items: CompanyDecision[]; current: CompanyDecision | null; viewer: string }) {
  if (items.length === 0) return null;
  return (
    <div>
      <h3 className="mb-2 font-semibold">History</h3>
      <ol data-testid="decision-history" className="space-y-2">
        {items.map((decision) => (
          <li key={decision.id} className="rounded-md border border-line p-2 text-sm">
            <p>
              <span className="font-medium">{OUTCOME_LABELS[decision.outcome]}</span>
              {decision.limitGranted != null ? `, ${formatSterlingFull(decision.limitGranted)}` : ""}; review by {formatDate(decision.reviewDate)}
              {decision.override ? <span className="font-medium text-warning"> — override</span> : null}
              <span className="text-ink-muted"> — {decision.author}, {new Date(decision.at).toLocaleString("en-GB", { timeZone: "UTC" })} UTC{stateOf(decision, current)}</span>
            </p>
            {decision.conditions && <p>Conditions: {decision.conditions}</p>}
            <p className="whitespace-pre-wrap">{decision.rationale}</p>
            {decision.approval.required && <p data-testid="approval-state">{approvalWords(decision)}</p>}
            <details className="mt-1">
              <summary className="cursor-pointer">Evidence when decided</summary>
              <DecisionEvidenceList decision={decision} />
            </details>
            <ApprovalControl crn={crn} decision={decision} viewer={viewer} />
          </li>
        ))}
      </ol>
    </div>
  );
}
