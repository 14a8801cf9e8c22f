"use client";
// The latest band with what it rests on (or why there is none) and the suggested limit, on every tab, from the same assessment the Assessment tab shows (one
// query, shared through its key). Links to the tab that explains both.
import Link from "next/link";
import { useQuery } from "@tanstack/react-query";
import { BandBadge } from "@/components/company/assessment/band-badge";
import { formatSterlingFull } from "@/lib/format/money";
import { assessmentQuery } from "@/lib/queries/assessment-queries";
import { companyHref } from "../company-tabs";

export function AssessmentBadge({ crn }: { crn: string }) {
  const { data } = useQuery(assessmentQuery(crn));
  if (!data) return null;
  return (
    <Link href={companyHref(crn, "assessment")} data-testid="header-assessment" className="inline-flex flex-wrap items-center gap-2 rounded-md border border-line px-2 py-1 text-sm hover:underline">
      {data.overall && <BandBadge band={data.overall.band} />}
      {/* What the band rests on, or why there is none ("Not scored: dormant accounts to 30 Apr 2025"). */}
      <span data-testid="header-assessment-basis" className={data.overall ? "text-xs text-ink-muted" : "text-ink-muted"}>{data.basis}</span>
      <span>
        {data.creditLimit ? <>Suggested limit <span className="font-semibold tabular-nums">{formatSterlingFull(data.creditLimit.amount)}</span></> : "No suggested limit"}
      </span>
    </Link>
  );
}
