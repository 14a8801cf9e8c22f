"use client";
// The credit policy's band (the models' band made worse by any override) with what the models' band rests on (or why
// there is none), the policy version that gave it and the suggested limit, on every tab, from the same assessment
// the Assessment tab shows (one query, shared through its key). Links to the tab that explains them; the policy's
// action for the band is the link's description.
import { Link } from "@/components/ui/link";
import { useId } from "react";
import { useQuery } from "@tanstack/react-query";
import { BandBadge } from "@/components/company/assessment/band-badge";
import { formatSterlingFull } from "@/lib/format/money";
import { assessmentQuery } from "@/lib/queries/assessment-queries";
import { companyHref } from "../company-tabs";

export function AssessmentBadge({ crn }: { crn: string }) {
  const { data } = useQuery(assessmentQuery(crn));
  const actionId = useId();
  if (!data) return null;
  const { verdict } = data;
  return (
    <Link href={companyHref(crn, "assessment")} data-testid="header-assessment" title={verdict.action} aria-describedby={actionId}
      className="inline-flex flex-wrap items-center gap-2 rounded-md border border-line px-2 py-1 text-sm hover:underline">
      {verdict.band ? <BandBadge band={verdict.band} /> : <span data-testid="header-assessment-unrated" className="font-medium">Not rated</span>}
      <span data-testid="header-policy-version" className="text-xs text-ink-muted">policy v{verdict.policyVersion}</span>
      {/* What the models' band rests on, or why there is none ("Not scored: dormant accounts to 30 Apr 2025"). */}
      <span data-testid="header-assessment-basis" className={data.overall ? "text-xs text-ink-muted" : "text-ink-muted"}>{data.basis}</span>
      <span>
        {data.creditLimit ? <>Suggested limit <span className="font-semibold tabular-nums">{formatSterlingFull(data.creditLimit.amount)}</span></> : "No suggested limit"}
      </span>
      <span id={actionId} hidden>{verdict.action}</span>
    </Link>
  );
}
