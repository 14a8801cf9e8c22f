"use client";
// One model: its latest score and band, its trend over every year (chart and table of the same figures; the chart
// drawn as the reader scrolls near it), and each input of a chosen year with the accounts it came from. Missing years
// are gaps with the reason, never zeros.
import { TrendChartWhenNear } from "@/components/charts/lazy-trend-chart";
import { lazy, useId, useState } from "react";
import { BrowserOnly } from "@/components/ui/browser-only";
import { SkeletonRows } from "@/components/ui/skeleton";
import { SeriesTable } from "@/components/charts/series-table";
import { controlClassName } from "@/components/ui/form-field";
import { Section } from "@/components/ui/section";
import type { AssessedModel, AssessedYear } from "@/lib/assessment/assessed-model";
import type { AccountsSource } from "@/lib/financials/accounts-source";
import type { ChartRow } from "@/lib/charts/chart-types";
import { formatDate, formatMonthYear } from "@/lib/format/dates";
import { formatRatio } from "@/lib/format/numbers";
import { BandBadge } from "./band-badge";

const scoreFormat = (value: number | null) => formatRatio(value);
// The chosen year's inputs table sits below the chart: its code loads on demand, keeping the tab's first load small.
const LazyInputsTable = lazy(() => import("./model-inputs-table").then((module) => ({ default: module.InputsTable })));

/** `filingOf`: the filing a year's accounts were filed as (the assessment's own, or matched in the whole history). */
export type FilingOf = (year: AssessedYear) => AccountsSource;

export function ModelCard({ crn, model, filingOf }: { crn: string; model: AssessedModel; filingOf: FilingOf }) {
  const scored = model.years.filter((year) => year.score != null);
  const latest = model.years.at(-1);
  const [chosen, setChosen] = useState(latest?.yearEnded ?? "");
  const selectId = useId();
  const year = model.years.find((item) => item.yearEnded === chosen) ?? latest;
  const rows: ChartRow[] = model.years.map((item) => ({ label: formatMonthYear(item.yearEnded), score: item.score }));
  const series = [{ key: "score", name: "Score", color: "chart-1" as const }];

  return (
    <Section title={model.name} id={`model-${model.id}`} className="min-w-0">
      <p className="text-xs text-ink-muted">{model.citation}. Bands: {model.bands}.</p>
      {!latest ? (
        <p className="mt-2 text-ink-muted">No statutory accounts, so there is no score.</p>
      ) : (
        <div className="mt-3 space-y-4">
          <p data-testid={`latest-${model.id}`} className="flex flex-wrap items-center gap-2">
            <span className="text-sm text-ink-muted">Year ended {formatDate(latest.yearEnded)}:</span>
            {latest.score != null && latest.band ? (
              <>
                <span className="text-2xl font-semibold tabular-nums">{formatRatio(latest.score)}</span>
                <BandBadge band={latest.band} />
              </>
            ) : (
              <span className="text-ink-muted">no score ({latest.notMeaningful ? `not scored: ${latest.notMeaningful}` : latest.missing?.map((item) => `${item.field} ${item.reason}`).join("; ")})</span>
            )}
          </p>
          {scored.length > 0 && (
            <>
              <TrendChartWhenNear data={rows} series={series} format={scoreFormat} label={`${model.name} by year end; the scores are in the table below`} />
              <details>
                <summary className="cursor-pointer text-sm font-medium text-brand">Table of scores</summary>
                <div className="mt-2">
                  <SeriesTable data={rows} series={series} format={scoreFormat} caption={`${model.name} by year end`} change={null} />
                </div>
              </details>
            </>
          )}
          <div className="space-y-2">
            <label htmlFor={selectId} className="text-sm font-medium">Inputs for the year ended</label>
            <select id={selectId} className={`${controlClassName} max-w-xs`} value={year?.yearEnded} onChange={(event) => setChosen(event.target.value)}>
              {[...model.years].reverse().map((item) => <option key={item.yearEnded} value={item.yearEnded}>{formatDate(item.yearEnded)}</option>)}
            </select>
            {year && <BrowserOnly fallback={<SkeletonRows rows={6} />}><LazyInputsTable crn={crn} model={model} year={year} filing={filingOf(year)} /></BrowserOnly>}
          </div>
          <p className="text-xs break-words text-ink-muted">{model.formula}</p>
        </div>
      )}
    </Section>
  );
}
