"use client";
// "Why it changed": how far the scores, band and limit moved since the previous accounts year, the last recorded
// decision and the monitor's last check, and why, term by term. The server works each comparison out
// (lib/policy/why-changed); this only draws them, one block per comparison there is something to compare with.
import { useQuery } from "@tanstack/react-query";
import { QueryState } from "@/components/ui/query-state";
import { Section } from "@/components/ui/section";
import { RISK_BAND_LABELS, type RiskBand } from "@/lib/assessment/risk-band";
import { formatDate } from "@/lib/format/dates";
import { formatSterlingFull } from "@/lib/format/money";
import type { ChangeReason } from "@/lib/policy/change-reason";
import type { AssessmentChanges, ChangeComparison } from "@/lib/policy/why-changed";
import { companyDecisionsQuery } from "@/lib/queries/assessment-queries";
import { assessmentChangesQuery } from "@/lib/queries/assessment-changes";

export function WhyChanged({ crn }: { crn: string }) {
  // The decision comparison rests on the decision in force: a newly recorded one refetches it.
  const decisions = useQuery(companyDecisionsQuery(crn));
  const changes = useQuery({ ...assessmentChangesQuery(crn, decisions.data?.current?.id ?? null), enabled: !decisions.isPending });
  return (
    <Section title="Why it changed" id="why-changed">
      <QueryState query={changes} label="changes" isEmpty={(data) => !data.previousYear && !data.decision && !data.lastCheck}
        empty="Nothing to compare with yet: one scored year of accounts, no decision recorded with its evidence, and no monitoring check.">
        {(data) => <Comparisons data={data} />}
      </QueryState>
    </Section>
  );
}

function Comparisons({ data }: { data: AssessmentChanges }) {
  return (
    <div className="space-y-4">
      {data.previousYear && (
        <Comparison testId="changes-previous-year" comparison={data.previousYear}
          heading={`Since the previous accounts year (to ${formatDate(data.previousYear.earlier.accountsYear)})`} />
      )}
      {data.decision && (
        <Comparison testId="changes-decision" comparison={data.decision}
          heading={`Since the decision of ${formatDate(data.decision.at)} (${data.decision.author})`} />
      )}
      {data.lastCheck && (
        <Comparison testId="changes-last-check" comparison={data.lastCheck}
          heading={`Since the last monitoring check${data.lastCheck.takenAt ? ` (${formatDate(data.lastCheck.takenAt)})` : ""}`} />
      )}
    </div>
  );
}

const band = (value: RiskBand | null) => (value ? RISK_BAND_LABELS[value] : "not rated");
const TERM_KINDS = new Set<ChangeReason["kind"]>(["term"]);

function Comparison({ heading, comparison, testId }: { heading: string; comparison: ChangeComparison; testId: string }) {
  const { changed, earlier } = comparison;
  const nothing = !changed.score && !changed.band && !changed.limit && comparison.reasons.length === 0;
  return (
    <div data-testid={testId} className="min-w-0">
      <h3 className="text-sm font-semibold">{heading}</h3>
      {nothing ? (
        <p className="text-sm text-ink-muted">No change in the scores, the band or the limit.</p>
      ) : (
        <>
          <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label="By how much">
            {comparison.scores.filter((score) => score.change != null).map((score) => (
              <li key={score.id} className="tabular-nums">{score.name}: {score.from!.toFixed(2)} → {score.to!.toFixed(2)} ({signed(score.change!)})</li>
            ))}
            <li>Band: {band(earlier.band)}{changed.band ? ` → ${band(comparison.later.band)}` : " (unchanged)"}</li>
            <li className="tabular-nums">Limit: {limitWords(comparison)}</li>
          </ul>
          <ul className="mt-2 space-y-1 break-words text-sm" aria-label="Why">
            {comparison.reasons.map((reason) => (
              <li key={`${reason.kind}-${reason.subject}`} data-kind={reason.kind} className={TERM_KINDS.has(reason.kind) ? "pl-5 text-ink-muted" : "list-inside list-disc"}>
                {reason.text}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

function signed(value: number): string {
  return `${value > 0 ? "+" : value < 0 ? "−" : "±"}${Math.abs(value).toFixed(2)}`;
}

function limitWords({ earlier, later, changed, limitChange }: ChangeComparison): string {
  const amount = (value: number | null) => (value == null ? "none" : formatSterlingFull(value));
  if (!changed.limit) return `${amount(earlier.limit)} (unchanged)`;
  const change = limitChange == null ? "" : ` (${limitChange > 0 ? "+" : "−"}${formatSterlingFull(Math.abs(limitChange))})`;
  return `${amount(earlier.limit)} → ${amount(later.limit)}${change}`;
}
