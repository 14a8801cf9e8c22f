"use client";
// The team's credit decision in force (the newest not awaiting a second approver nor rejected), on every tab, from the same query the
// Assessment tab's decision panel reads, so recording one there updates the header too. Links to that panel.
import { Link } from "@/components/ui/link";
import { useQuery } from "@tanstack/react-query";
import { Badge } from "@/components/ui/badge";
import { OUTCOME_LABELS, todayUtc } from "@/lib/decisions/decision-terms";
import { formatDate } from "@/lib/format/dates";
import { formatSterlingFull } from "@/lib/format/money";
import { companyDecisionsQuery } from "@/lib/queries/assessment-queries";
import { companyHref } from "../company-tabs";

export function DecisionInForce({ crn }: { crn: string }) {
  const { data, isError } = useQuery(companyDecisionsQuery(crn));
  if (isError) return <span data-testid="decision-in-force" className="text-ink-muted">Could not be read just now</span>;
  if (!data) return <span className="text-ink-muted">…</span>;
  const decision = data.current;
  if (!decision) return <span data-testid="decision-in-force" className="text-ink-muted">None in force</span>;
  // Due on its review day, as the home page's "Reviews due" counts it (review date on or before today).
  const reviewDue = decision.reviewDate <= todayUtc();
  return (
    <span data-testid="decision-in-force">
      <Link href={`${companyHref(crn, "assessment")}#decision`} className="text-brand underline">
        {OUTCOME_LABELS[decision.outcome]}{decision.limitGranted != null ? `, limit ${formatSterlingFull(decision.limitGranted)}` : ""}
      </Link>
      <span className="text-ink-muted"> on {formatDate(decision.at)}; review by {formatDate(decision.reviewDate)}</span>
      {decision.override ? <> <Badge tone="warning">policy override</Badge></> : null}
      {reviewDue ? <> <Badge tone="warning">review due</Badge></> : null}
    </span>
  );
}
