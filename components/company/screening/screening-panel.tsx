"use client";
// The Screening tab: the company, its former names, officers, PSCs and owners against the lists in force. Subjects
// with matches first, each match strongest first with its explanation and review; then everyone screened without a
// match, so the reader sees who was screened as well as what was found. No list loaded is said in words, never shown
// as "no matches".
import { useQuery } from "@tanstack/react-query";
import { EmptyState, QueryState } from "@/components/ui/query-state";
import { Section } from "@/components/ui/section";
import { formatDate } from "@/lib/format/dates";
import { ApiError } from "@/lib/queries/api-fetch";
import { companyScreeningQuery } from "@/lib/queries/screening-queries";
import type { ReviewedScreening } from "@/lib/screening/reviewed-screening";
import { MatchCard } from "./match-card";

export function ScreeningPanel({ crn }: { crn: string }) {
  const query = useQuery(companyScreeningQuery(crn));
  if (query.error instanceof ApiError && query.error.code === "screening-unavailable") {
    return <EmptyState hint={query.error.detail}>No screening list is loaded: this company has not been screened.</EmptyState>;
  }
  return (
    <QueryState query={query} label="screening">
      {(data) => <Screening crn={crn} screening={data} />}
    </QueryState>
  );
}

function Screening({ crn, screening }: { crn: string; screening: ReviewedScreening }) {
  const matched = screening.subjects.filter((subject) => subject.matches.length > 0);
  const clear = screening.subjects.filter((subject) => subject.matches.length === 0);
  const matches = matched.reduce((sum, subject) => sum + subject.matches.length, 0);
  const awaiting = matched.flatMap((subject) => subject.matches).filter((match) => !match.review).length;
  return (
    <div className="space-y-4" data-testid="screening">
      <Section title="Screening" id="screening-summary">
        <p data-testid="screening-summary">
          {screening.subjects.length} screened against {screening.listVersion}, {formatDate(screening.screenedAt)}; a result is a match at a score of {screening.threshold.toFixed(2)} or more.{" "}
          {matches === 0 ? "No matches." : `${matches} match${matches === 1 ? "" : "es"}, ${awaiting} awaiting review.`}
        </p>
      </Section>
      {matched.map((subject, index) => (
        <Section key={`${subject.kind}-${subject.role}-${subject.name}`} title={`${subject.role}: ${subject.name}`} id={`screening-subject-${index}`}>
          <ol className="space-y-3" data-testid="screening-subject" data-subject={subject.name}>
            {subject.matches.map((match) => (
              <li key={match.entity.id}><MatchCard crn={crn} subject={{ kind: subject.kind, role: subject.role, name: subject.name }} match={match} /></li>
            ))}
          </ol>
        </Section>
      ))}
      {clear.length > 0 ? (
        <Section title={matched.length ? "Screened with no match" : "No matches"} id="screening-clear">
          <ul className="grid gap-1 text-sm sm:grid-cols-2" data-testid="screening-clear">
            {clear.map((subject) => <li key={`${subject.kind}-${subject.role}-${subject.name}`}>{subject.role}: {subject.name}</li>)}
          </ul>
        </Section>
      ) : null}
    </div>
  );
}
