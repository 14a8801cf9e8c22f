"use client";
// The accessible, copyable alternative to a chart: the same rows and series as a table, with each series'
// change on the year in the unit that fits it (percent, percentage points, a difference). A figure that is not
// meaningful reads "n/m" with its reason. Draws only; the numbers arrive as props.
import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Table, TableScroll, Td, Th } from "@/components/ui/table";
import { changeNotMeaningful, changeValue, type ChangeReading } from "@/lib/financials/change-rule";
import { changeSeries, formatChangeOf, type ChangeKind } from "@/lib/financials/changes";
import { notMeaningfulReason, seriesValue, type ChartRow, type ChartSeries, type ValueFormat } from "@/lib/charts/chart-types";
import { chartScale, isOutlier } from "@/lib/charts/outliers";
import { NotMeaningful } from "./not-meaningful";

interface SeriesTableProps {
  data: ChartRow[];
  series: ChartSeries[];
  format: ValueFormat;
  caption: string;
  /** How a change on the year is written; null: no change columns. */
  change?: ChangeKind | null;
}

export function SeriesTable({ data, series, format, caption, change = "relative" }: SeriesTableProps) {
  const [copied, setCopied] = useState(false);
  // The chart beside this table leaves these points outside its scale: the table gives them, and says so.
  const scale = chartScale(data, series.map((item) => item.key));
  const changes = change
    ? Object.fromEntries(series.map((item) => [item.key, changeSeries(data.map((row) => seriesValue(row, item.key)), change)]))
    : null;

  async function copy() {
    const header = ["Year end", ...series.map((item) => item.name)].join("\t");
    const lines = data.map((row) => [row.label, ...series.map((item) => seriesValue(row, item.key) ?? (notMeaningfulReason(row, item.key) ? "n/m" : ""))].join("\t"));
    await navigator.clipboard?.writeText([header, ...lines].join("\n")).catch(() => undefined);
    setCopied(true);
  }

  return (
    <div className="space-y-2">
      <div className="flex justify-end" data-print="hide">
        <Button variant="ghost" onClick={() => void copy()}>{copied ? "Copied" : "Copy figures"}</Button>
      </div>
      <TableScroll label={`${caption} (table)`}>
        <Table caption={caption}>
          <thead>
            <tr>
              <Th>Year end</Th>
              {series.map((item) => (
                <Th key={item.key} numeric colSpan={changes ? 2 : 1}>{item.name}{changes ? " and change" : ""}</Th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.map((row, index) => (
              <tr key={row.label} data-testid="series-row">
                <th scope="row" className="border-b border-line px-3 py-2 text-left font-normal whitespace-nowrap">{row.label}</th>
                {series.map((item) => {
                  const reason = notMeaningfulReason(row, item.key);
                  const outside = isOutlier(scale, item.key, index);
                  return (
                    <SeriesCells
                      key={item.key}
                      value={reason ? <NotMeaningful reason={reason} /> : outside ? <OutsideScale value={format(seriesValue(row, item.key))} /> : format(seriesValue(row, item.key))}
                      change={changes && change ? <ChangeCell reading={changes[item.key][index]} kind={change} /> : null}
                    />
                  );
                })}
              </tr>
            ))}
          </tbody>
        </Table>
      </TableScroll>
    </div>
  );
}

/** A figure the chart leaves outside its scale: the figure itself, and why the chart does not reach it. */
function OutsideScale({ value }: { value: string }) {
  return (
    <span data-testid="outside-scale" className="inline-flex flex-col items-end">
      {value}
      <span className="text-xs font-normal text-ink-muted">outside the chart&apos;s scale</span>
    </span>
  );
}

/** A relative change over a zero or negative base, or across a sign change, reads n/m with its reason. */
function ChangeCell({ reading, kind }: { reading: ChangeReading | null; kind: ChangeKind }) {
  const reason = changeNotMeaningful(reading);
  return reason ? <NotMeaningful reason={reason} /> : formatChangeOf(changeValue(reading), kind);
}

function SeriesCells({ value, change }: { value: ReactNode; change: ReactNode | null }) {
  return (
    <>
      <Td numeric>{value}</Td>
      {change !== null && <Td numeric className="text-ink-muted">{change}</Td>}
    </>
  );
}
