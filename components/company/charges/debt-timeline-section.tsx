"use client";
// The Charges tab's "Debt over time": live charges (outstanding or partially satisfied) and outstanding judgments at
// each year end on one axis, the judgments' unpaid amount, and every dated event (charges created, partially and
// fully satisfied, judgments and payments, insolvency and administration) in one list, which is also the chart's
// table alternative.
import { TrendChartWhenNear } from "@/components/charts/lazy-trend-chart";
import { useMemo } from "react";
import { SeriesTable } from "@/components/charts/series-table";
import { DataTable, type Column } from "@/components/ui/data-table";
import { Section } from "@/components/ui/section";
import type { ChartSeries } from "@/lib/charts/chart-types";
import type { ChargeRow } from "@/lib/company/charge-rows";
import { debtTimeline, type DebtEvent } from "@/lib/company/debt-timeline";
import { formatDate } from "@/lib/format/dates";
import { MISSING, formatSterling } from "@/lib/format/money";
import { formatInteger } from "@/lib/format/numbers";
import type { CompanyProfile } from "@/lib/upstream/schemas/company";

const COUNTS: ChartSeries[] = [
  { key: "liveCharges", name: "Charges live (outstanding or partially satisfied)", color: "chart-1" },
  { key: "partSatisfiedCharges", name: "Of which partially satisfied", color: "chart-3" },
  { key: "unsatisfiedCcjs", name: "Judgments outstanding (unsatisfied)", color: "chart-5" },
];
const AMOUNT: ChartSeries[] = [{ key: "unsatisfiedCcjAmount", name: "Outstanding judgments (£)", color: "chart-2" }];

const KIND_WORDS: Record<DebtEvent["kind"], string> = {
  "charge-created": "Charge created", "charge-part-satisfied": "Charge partially satisfied", "charge-satisfied": "Charge satisfied", ccj: "Judgment", "ccj-paid": "Judgment paid", insolvency: "Insolvency or administration",
};

const COLUMNS: readonly Column<DebtEvent>[] = [
  { id: "date", header: "Date", cell: (event) => formatDate(event.date) },
  { id: "kind", header: "Event", cell: (event) => KIND_WORDS[event.kind] },
  { id: "title", header: "What", cell: (event) => <>{event.title}{event.detail ? <div className="text-sm text-ink-muted">{event.detail}</div> : null}</> },
  { id: "amount", header: "Amount", numeric: true, cell: (event) => (event.amount === null ? MISSING : formatSterling(event.amount)) },
];

export function DebtTimelineSection({ charges, profile }: { charges: readonly ChargeRow[]; profile: CompanyProfile }) {
  const timeline = useMemo(() => debtTimeline(charges, profile.ccjDetails ?? [], profile.companyEvents ?? []), [charges, profile]);
  const rows = timeline.years.map((year) => ({ ...year }));
  return (
    <Section title="Debt over time" id="debt-timeline">
      {rows.length ? (
        <>
          <TrendChartWhenNear data={rows} series={COUNTS} format={formatInteger} integer label="Live charges (outstanding or partially satisfied) and outstanding judgments at each year end; the figures are in the table below" />
          {rows.some((row) => row.unsatisfiedCcjAmount > 0) ? (
            <TrendChartWhenNear data={rows} series={AMOUNT} format={formatSterling} kind="bar" label="Outstanding judgments' amount at each year end; the figures are in the table below" />
          ) : <p className="text-sm text-ink-muted">No judgment was outstanding at any year end.</p>}
          <details className="mt-2" data-print="hide">
            <summary className="cursor-pointer text-sm font-medium text-brand">Table of figures</summary>
            <div className="mt-2"><SeriesTable data={rows} series={[...COUNTS, ...AMOUNT]} format={formatInteger} caption="Debt at each year end" change={null} /></div>
          </details>
        </>
      ) : <p className="text-ink-muted">No dated charge or judgment to place in time.</p>}
      <p className="my-2 text-sm text-ink-muted">
        Charges carry no amount on the register, so they are counted; a partially satisfied charge stays live until it is fully satisfied. Outstanding judgments are counted and summed; satisfied and set-aside ones are not. Earlier years are read at 31 December, this year as at today.
        {timeline.undated ? ` ${timeline.undated} charge${timeline.undated === 1 ? "" : "s"} or judgment${timeline.undated === 1 ? "" : "s"} without a readable date are listed in their tables but not placed here.` : ""}
      </p>
      <DataTable caption="Debt events in date order" columns={COLUMNS} rows={timeline.events} rowKey={(event, index) => `${event.kind}-${event.date}-${index}`} rowTestId="debt-event" empty="No dated debt events." />
    </Section>
  );
}
