"use client";
// Two to ten companies side by side: one column per company with its header facts, band, limit, risk flags and
// latest figures with their change, then one chart per figure with every company on it, absolute or indexed, each
// drawn as the reader scrolls near it.
import { useQuery } from "@tanstack/react-query";
import { parseAsStringLiteral } from "nuqs";
import { TrendChartWhenNear } from "@/components/charts/lazy-trend-chart";
import { Link } from "@/components/ui/link";
import { SeriesTable } from "@/components/charts/series-table";
import { companyHref } from "@/components/company/company-tabs";
import { useUrlState } from "@/lib/url-state/use-url-state";
import { QueryState } from "@/components/ui/query-state";
import { Section } from "@/components/ui/section";
import { Table, TableScroll, Td, Th } from "@/components/ui/table";
import { FilterBar, SelectFilter } from "@/components/ui/table-filters";
import type { ChartSeries } from "@/lib/charts/chart-types";
import { COMPARE_COLUMNS } from "@/lib/compare/compare-columns";
import { formatCompareValue } from "@/lib/compare/compare-format";
import type { CompareRow } from "@/lib/compare/compare-row";
import { compareChart, type CompareMode } from "@/lib/compare/compare-series";
import { formatSterling } from "@/lib/format/money";
import { formatInteger } from "@/lib/format/numbers";
import { compareQuery } from "@/lib/queries/compare-queries";
import { CompareExports } from "./compare-exports";

const CHARTS = [
  { field: "turnover", title: "Turnover", format: formatSterling },
  { field: "profitBeforeTax", title: "Pre-tax profit", format: formatSterling },
  { field: "netWorth", title: "Net worth", format: formatSterling },
  { field: "totalAssets", title: "Total assets", format: formatSterling },
  { field: "numberOfEmployees", title: "Employees", format: formatInteger },
] as const;
const COLORS = ["chart-1", "chart-2", "chart-3", "chart-4", "chart-5"] as const;
const indexFormat = (value: number | null) => (value === null ? "—" : value.toFixed(1));

export function CompareSideBySide({ numbers }: { numbers: string[] }) {
  const query = useQuery(compareQuery(numbers));
  return (
    <QueryState query={query} label="comparison">
      {({ companies }) => <SideBySide rows={companies} numbers={numbers} />}
    </QueryState>
  );
}

const COMPARE_MODES: readonly CompareMode[] = ["absolute", "indexed"];
const URL_STATE = { view: parseAsStringLiteral(COMPARE_MODES).withDefault("absolute") };

function SideBySide({ rows, numbers }: { rows: CompareRow[]; numbers: string[] }) {
  const { values, set } = useUrlState(URL_STATE);
  const mode: CompareMode = values.view;
  const series: ChartSeries[] = rows.filter((row) => !row.missing).map((row, index) => ({ key: row.crn, name: row.name ?? row.crn, color: COLORS[index % COLORS.length] }));
  const facts = COMPARE_COLUMNS.filter((column) => column.id !== "crn" && column.id !== "name");
  return (
    <div className="space-y-4">
      <CompareExports numbers={numbers} />
      <TableScroll label="Companies side by side">
        <Table caption="Companies side by side">
          <thead>
            <tr>
              <Th>Company</Th>
              {rows.map((row) => <Th key={row.crn}>{row.missing ? row.crn : <Link className="normal-case text-brand underline" href={companyHref(row.crn)}>{row.name ?? row.crn}</Link>}</Th>)}
            </tr>
          </thead>
          <tbody>
            {facts.map((column) => (
              <tr key={column.id} data-testid={`compare-fact-${column.id}`}>
                <th scope="row" className="border-b border-line px-3 py-2 text-left font-medium">{column.heading}</th>
                {rows.map((row) => <Td key={row.crn} numeric={column.format !== "text" && column.format !== "date"}>{row.missing && column.id === "status" ? row.missing : formatCompareValue(column.value(row), column.format)}</Td>)}
              </tr>
            ))}
            <tr data-testid="compare-fact-flags">
              <th scope="row" className="border-b border-line px-3 py-2 text-left font-medium">Risk flags</th>
              {rows.map((row) => <Td key={row.crn}>{row.flags.titles.length ? row.flags.titles.join("; ") : row.missing ? "—" : "None raised"}</Td>)}
            </tr>
          </tbody>
        </Table>
      </TableScroll>
      <FilterBar>
        <SelectFilter id="compare-view" label="Charts show" value={mode} onChange={(value) => set({ view: value as CompareMode })}
          options={[{ value: "absolute", label: "Figures as filed" }, { value: "indexed", label: "Indexed (first shared year = 100)" }]} />
      </FilterBar>
      <p className="text-sm text-ink-muted">Years are calendar years of the year end; a year a company did not file is a gap. With more than five companies, colours repeat: the table under each chart names every figure.</p>
      <div className="grid gap-4 lg:grid-cols-2">
        {CHARTS.map((chart) => {
          const data = compareChart(rows, chart.field, mode);
          const format = mode === "indexed" ? indexFormat : chart.format;
          const title = mode === "indexed" && data.baseYear ? `${chart.title} (${data.baseYear} = 100)` : chart.title;
          return (
            <Section key={chart.field} title={title} id={`compare-${chart.field}`} className="min-w-0">
              {data.note ? <p>{data.note}</p> : data.rows.length === 0 ? <p className="text-ink-muted">No figures filed.</p> : (
                <>
                  <TrendChartWhenNear data={data.rows} series={series} format={format} label={`${title} for each company by year; the figures are in the table below`} />
                  <details className="mt-2">
                    <summary className="cursor-pointer text-sm font-medium text-brand">Table of figures</summary>
                    <div className="mt-2"><SeriesTable data={data.rows} series={series} format={format} caption={title} change={null} /></div>
                  </details>
                </>
              )}
            </Section>
          );
        })}
      </div>
    </div>
  );
}
