"use client";
// One model: its latest score and band, its trend over every year (chart and table of the same figures), and each
// input of a chosen year with the accounts it came from. Missing years are gaps with the reason, never zeros.
import { TrendChart } from "@/components/charts/lazy-trend-chart";
import { useId, useState } from "react";
import { SeriesTable } from "@/components/charts/series-table";
import { controlClassName } from "@/components/ui/form-field";
import { Section } from "@/components/ui/section";
import { Table, TableScroll, Td, Th } from "@/components/ui/table";
import type { AssessedModel, AssessedYear } from "@/lib/assessment/assessed-model";
import type { AccountsSource } from "@/lib/financials/accounts-source";
import type { ChartRow } from "@/lib/charts/chart-types";
import { filingDocumentHref } from "@/lib/company/filing-document";
import { formatDate, formatMonthYear } from "@/lib/format/dates";
import { formatSterlingFull } from "@/lib/format/money";
import { formatRatio } from "@/lib/format/numbers";
import { BandBadge } from "./band-badge";

const scoreFormat = (value: number | null) => formatRatio(value);

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
              <TrendChart data={rows} series={series} format={scoreFormat} label={`${model.name} by year end; the scores are in the table below`} />
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
            {year && <InputsTable crn={crn} model={model} year={year} filing={filingOf(year)} />}
          </div>
          <p className="text-xs break-words text-ink-muted">{model.formula}</p>
        </div>
      )}
    </Section>
  );
}

function InputsTable({ crn, model, year, filing }: { crn: string; model: AssessedModel; year: AssessedYear; filing: AccountsSource }) {
  const accounts = `Statutory accounts ${year.source.yearStartDate ? `${formatDate(year.source.yearStartDate)} to ` : "to "}${formatDate(year.yearEnded)}${year.source.accountType ? ` (${year.source.accountType})` : ""}`;
  const href = filingDocumentHref(crn, filing.document);
  // Each figure names the accounts it was read from and the filing they were filed as, linked to its document.
  const source = (
    <>
      {accounts}. {filing.sentence}
      {href && <>{". "}<a className="text-brand underline" href={href} target="_blank" rel="noreferrer">Open the filed accounts<span className="sr-only"> for the year ended {formatDate(year.yearEnded)}</span></a></>}
    </>
  );
  const fields = [...new Set([...Object.keys(year.inputs), ...(year.missing ?? []).map((item) => item.field)])];
  return (
    <TableScroll label={`${model.name} inputs, year ended ${formatDate(year.yearEnded)}`}>
      <Table caption={`${model.name}: inputs for the year ended ${formatDate(year.yearEnded)}`}>
        <thead>
          <tr><Th>Figure</Th><Th numeric>Value</Th><Th>From</Th></tr>
        </thead>
        <tbody>
          {fields.map((field) => {
            const gap = year.missing?.find((item) => item.field === field);
            return (
              <tr key={field}>
                <th scope="row" className="border-b border-line px-3 py-2 text-left font-mono text-xs font-normal">{field}</th>
                <Td numeric>{field in year.inputs ? formatSterlingFull(year.inputs[field]) : <span className="text-danger">{gap?.reason ?? "missing"}</span>}</Td>
                <Td className="text-ink-muted" data-testid="assessment-input-source">{source}</Td>
              </tr>
            );
          })}
          {Object.entries(year.terms).map(([term, value]) => (
            <tr key={term}>
              <th scope="row" className="border-b border-line px-3 py-2 text-left font-normal">{term}</th>
              <Td numeric>{formatRatio(value, 4)}</Td>
              <Td className="text-ink-muted">Computed from the figures above</Td>
            </tr>
          ))}
          <tr>
            <th scope="row" className="px-3 py-2 text-left font-semibold">Score</th>
            <Td numeric className="font-semibold">{year.score == null ? "no score" : formatRatio(year.score, 4)}</Td>
            <Td>{year.band ? <BandBadge band={year.band} /> : <span className="text-ink-muted">{year.notMeaningful ? `Not scored: ${year.notMeaningful}` : year.missing?.map((item) => `${item.field} ${item.reason}`).join("; ")}</span>}</Td>
          </tr>
        </tbody>
      </Table>
    </TableScroll>
  );
}
