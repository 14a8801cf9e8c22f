"use client";
// The accessible, copyable alternative to a chart: the same rows and series as a table, with each series'
// change on the year. Draws only; the numbers arrive as props.
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Table, TableScroll, Td, Th } from "@/components/ui/table";
import { formatChange } from "@/lib/format/numbers";
import { yoySeries } from "@/lib/financials/growth";
import type { ChartRow, ChartSeries, ValueFormat } from "@/lib/charts/chart-types";

export function SeriesTable({ data, series, format, caption, showChange = true }: { data: ChartRow[]; series: ChartSeries[]; format: ValueFormat; caption: string; showChange?: boolean }) {
  const [copied, setCopied] = useState(false);
  const changes = Object.fromEntries(series.map((item) => [item.key, yoySeries(data.map((row) => numberOf(row[item.key])))]));

  async function copy() {
    const header = ["Year end", ...series.map((item) => item.name)].join("\t");
    const lines = data.map((row) => [row.label, ...series.map((item) => numberOf(row[item.key]) ?? "")].join("\t"));
    await navigator.clipboard?.writeText([header, ...lines].join("\n")).catch(() => undefined);
    setCopied(true);
  }

  return (
    <div className="space-y-2">
      <div className="flex justify-end">
        <Button variant="ghost" onClick={() => void copy()}>{copied ? "Copied" : "Copy figures"}</Button>
      </div>
      <TableScroll label={`${caption} (table)`}>
        <Table caption={caption}>
          <thead>
            <tr>
              <Th>Year end</Th>
              {series.map((item) => (
                <Th key={item.key} numeric colSpan={showChange ? 2 : 1}>{item.name}</Th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.map((row, index) => (
              <tr key={row.label} data-testid="series-row">
                <th scope="row" className="border-b border-line px-3 py-2 text-left font-normal whitespace-nowrap">{row.label}</th>
                {series.map((item) => (
                  <SeriesCells key={item.key} value={format(numberOf(row[item.key]))} change={showChange ? formatChange(changes[item.key][index]) : null} />
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      </TableScroll>
    </div>
  );
}

function SeriesCells({ value, change }: { value: string; change: string | null }) {
  return (
    <>
      <Td numeric>{value}</Td>
      {change !== null && <Td numeric className="text-ink-muted">{change}</Td>}
    </>
  );
}

function numberOf(value: number | string | null | undefined): number | null {
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}
