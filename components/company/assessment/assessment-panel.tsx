"use client";
// The Assessment tab: the written summary (each clause with what it rests on), the suggested limit and its rule,
// both models over every year, the risk flags with their evidence, what the models cannot tell, and the team's
// decision and notes.
import { useQuery } from "@tanstack/react-query";
import { lazy, type ComponentProps } from "react";
import { QueryState } from "@/components/ui/query-state";
import { Section } from "@/components/ui/section";
import { AfterFirstPaint } from "@/components/ui/after-first-paint";
import { BrowserOnly } from "@/components/ui/browser-only";
import { SkeletonRows } from "@/components/ui/skeleton";
import type { Assessment } from "@/lib/assessment/assessment";
import { formatDate } from "@/lib/format/dates";
import { accountsSource, type AccountsSource } from "@/lib/financials/accounts-source";
import { assessmentQuery } from "@/lib/queries/assessment-queries";
import { useAccountsFilings } from "../use-accounts-filings";
import { BandBadge } from "./band-badge";
import { CreditLimitCard } from "./credit-limit-card";
import { ModelCard } from "./model-card";

// The decision and notes forms sit below the models and fetch their own records: their code loads beside those
// lookups rather than in the tab's first load.
const LazyDecisionPanel = lazy(() => import("./decision-panel").then((module) => ({ default: module.DecisionPanel })));
const LazyNotesPanel = lazy(() => import("./notes-panel").then((module) => ({ default: module.NotesPanel })));
// The flags' evidence and the models' limits follow the model cards, below the fold.
const LazyRiskFlags = lazy(() => import("./assessment-evidence").then((module) => ({ default: module.RiskFlags })));
const LazyAboutModels = lazy(() => import("./assessment-evidence").then((module) => ({ default: module.AboutModels })));
// Why the verdict changed is its own lookup (previous year, last decision, last check), drawn once it answers.
const LazyWhyChanged = lazy(() => import("./why-changed").then((module) => ({ default: module.WhyChanged })));
// The what-if form (figures of every field the models read) is below the models, and costs nothing until there.
const LazyWhatIfPanel = lazy(() => import("./what-if-panel").then((module) => ({ default: module.WhatIfPanel })));

function RiskFlags(props: ComponentProps<typeof LazyRiskFlags>) {
  return <BrowserOnly fallback={null}><LazyRiskFlags {...props} /></BrowserOnly>;
}

function AboutModels(props: ComponentProps<typeof LazyAboutModels>) {
  return <BrowserOnly fallback={null}><LazyAboutModels {...props} /></BrowserOnly>;
}

function DecisionPanel(props: ComponentProps<typeof LazyDecisionPanel>) {
  return <BrowserOnly fallback={<SkeletonRows rows={4} />}><LazyDecisionPanel {...props} /></BrowserOnly>;
}

function NotesPanel(props: ComponentProps<typeof LazyNotesPanel>) {
  return <BrowserOnly fallback={<SkeletonRows rows={4} />}><LazyNotesPanel {...props} /></BrowserOnly>;
}

export function AssessmentPanel({ crn }: { crn: string }) {
  const assessment = useQuery(assessmentQuery(crn));
  // The API matched each year's filing in the profile's recent filings; the whole history, once read, may find more.
  const { filings, whole } = useAccountsFilings(crn);
  const filingOf = (year: { yearEnded: string; filing: AccountsSource }) => (whole ? accountsSource(year.yearEnded, filings) : year.filing);
  return (
    <div className="space-y-4">
      <QueryState query={assessment} label="assessment">
        {(data) => (
          <>
            <SummarySection assessment={data} />
            <CreditLimitCard crn={crn} assessment={data} filingOf={filingOf} />
            {/* The verdict and limit paint first; the models' charts, the forms and the evidence right after. */}
            <AfterFirstPaint fallback={<SkeletonRows rows={8} />}>
              <BrowserOnly fallback={<SkeletonRows rows={3} />}><LazyWhyChanged crn={crn} /></BrowserOnly>
              <div className="grid min-w-0 gap-4 xl:grid-cols-2">
                {data.models.map((model) => <ModelCard key={model.id} crn={crn} model={model} filingOf={filingOf} />)}
              </div>
              <BrowserOnly fallback={<SkeletonRows rows={4} />}><LazyWhatIfPanel crn={crn} assessment={data} /></BrowserOnly>
              <RiskFlags assessment={data} crn={crn} />
              <AboutModels assessment={data} />
            </AfterFirstPaint>
          </>
        )}
      </QueryState>
      <AfterFirstPaint fallback={<SkeletonRows rows={4} />}>
        <DecisionPanel crn={crn} suggestedLimit={assessment.data?.creditLimit?.amount ?? null} />
        <NotesPanel crn={crn} />
      </AfterFirstPaint>
    </div>
  );
}

function SummarySection({ assessment }: { assessment: Assessment }) {
  return (
    <Section title="Assessment summary" id="assessment-summary">
      {assessment.overall && (
        <p className="mb-2 flex flex-wrap items-center gap-2 text-sm">
          Overall, on the accounts to {formatDate(assessment.overall.yearEnded)}: <BandBadge band={assessment.overall.band} />
          <span className="text-ink-muted">(the worse of the two models&apos; bands)</span>
        </p>
      )}
      <p data-testid="assessment-basis" className="mb-2 text-sm text-ink-muted">{assessment.basis}</p>
      <p data-testid="assessment-summary">{assessment.summary}</p>
      {assessment.summaryClauses.length > 0 && (
        <details className="mt-2">
          <summary className="cursor-pointer text-sm font-medium text-brand">What each part rests on</summary>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
            {assessment.summaryClauses.map((clause) => (
              <li key={clause.text}><span className="font-medium">{clause.text}</span>: <span className="text-ink-muted">{clause.source}</span></li>
            ))}
          </ul>
        </details>
      )}
    </Section>
  );
}
