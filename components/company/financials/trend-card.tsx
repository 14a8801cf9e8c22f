"use client";
import { lazy, type ComponentProps } from "react";
import { TrendChart } from "@/components/charts/lazy-trend-chart";
import { notMeaningfulReason, type ChartRow } from "@/lib/charts/chart-types";
import { NotMeaningful } from "@/components/charts/not-meaningful";
import { BrowserOnly } from "@/components/ui/browser-only";
import { Section } from "@/components/ui/section";
import { cagr } from "@/lib/financials/growth";
import { formatMonthYear } from "@/lib/format/dates";
import { formatChange } from "@/lib/format/numbers";
import type { ChartDefinition } from "@/lib/company/financial-charts";

// The figures' table sits in a closed disclosure under each chart: its code comes after the tab's first paint.
const LazySeriesTable = lazy(() => import("@/components/charts/series-table").then((module) => ({ default: module.SeriesTable })));

function SeriesTable(props: ComponentProps<typeof LazySeriesTable>) {
  return <BrowserOnly fallback={null}><LazySeriesTable {...props} /></BrowserOnly>;
}

export function TrendCard({ chart, rows, dates }: { chart: ChartDefinition; rows: ChartRow[]; dates: Date[] }) {
  const hasAny = rows.some((row) => chart.series.some((item) => typeof row[item.key] === "number"));
  return (
    <Section title={chart.title} id={`chart-${chart.id}`}>
      {hasAny ? (
        <>
          {chart.growth && <GrowthLine chart={chart} rows={rows} dates={dates} />}
          <TrendChart data={rows} series={chart.series} format={chart.format} kind={chart.kind} integer={chart.integer} label={`${chart.title}, by year end; the figures are in the table below`} />
          <NotMeaningfulNote chart={chart} rows={rows} />
          <details className="mt-2" data-print="hide">
            <summary className="cursor-pointer text-sm font-medium text-brand">Table of figures</summary>
            <div className="mt-2">
              <SeriesTable data={rows} series={chart.series} format={chart.format} caption={chart.title} change={chart.change} />
            </div>
          </details>
        </>
      ) : (
        <p className="text-ink-muted">No figures reported for these years.</p>
      )}
    </Section>
  );
}

function GrowthLine({ chart, rows, dates }: { chart: ChartDefinition; rows: ChartRow[]; dates: Date[] }) {
  const parts = chart.series.flatMap((item) => {
    const points = rows.map((row, index) => ({ date: dates[index], value: typeof row[item.key] === "number" ? (row[item.key] as number) : null }));
    const result = cagr(points);
    return result ? [`${item.name}: CAGR ${formatChange(result.rate)} (${formatMonthYear(result.from.toISOString())} to ${formatMonthYear(result.to.toISOString())})`] : [];
  });
  if (!parts.length) return null;
  return <p className="mb-2 text-sm text-ink-muted tabular-nums">{parts.join(" · ")}</p>;
}

/** The years a ratio is withheld, said under the chart: the chart itself only shows a gap there. */
function NotMeaningfulNote({ chart, rows }: { chart: ChartDefinition; rows: ChartRow[] }) {
  const items = chart.series.flatMap((item) => rows.flatMap((row) => {
    const reason = notMeaningfulReason(row, item.key);
    return reason ? [{ key: `${item.key}-${row.label}`, text: `${item.name}, ${row.label}`, reason }] : [];
  }));
  if (!items.length) return null;
  return (
    <div className="mt-2 text-sm" data-testid="not-meaningful-note">
      <p className="text-ink-muted">Not meaningful (n/m), left as gaps in the chart:</p>
      <ul className="mt-1 space-y-1">
        {items.map((item) => (
          <li key={item.key}>
            {item.text}: <NotMeaningful reason={item.reason} inline />
          </li>
        ))}
      </ul>
    </div>
  );
}
