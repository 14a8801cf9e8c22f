"use client";
// "Line items by year": every figure the statutory accounts carry, grouped as profit and loss, balance sheet and cash
// flow, then the derived figures (tangible net worth, EBITDA, interest cover, quick ratio) with n/m and its reason
// where one is not meaningful. Years are the columns, newest first; a year without a figure shows a dash, never a
// zero. The groups and the formulas are lib/financials' (line-items, derived-figures), which the workbook reads too.
import { NotMeaningful } from "@/components/charts/not-meaningful";
import { Section } from "@/components/ui/section";
import { TableScroll } from "@/components/ui/table";
import { DERIVED_FIGURE_KEYS, DERIVED_FIGURES, EBITDA_COMPUTED, derivedFigureRows, formatDerivedFigure } from "@/lib/financials/derived-figures";
import { LINE_ITEM_GROUPS, lineItemValues, type LineItemKind } from "@/lib/financials/line-items";
import type { AccountYear } from "@/lib/financials/years";
import { formatDate } from "@/lib/format/dates";
import { formatSterlingFull } from "@/lib/format/money";
import { formatInteger } from "@/lib/format/numbers";

const CELL = "border-b border-line px-3 py-1.5 text-right tabular-nums whitespace-nowrap align-top";
// The label column stays in view while the years scroll sideways (a 375 px screen shows one or two years at a time).
const LABEL = "sticky left-0 z-10 border-b border-line bg-surface px-3 py-1.5 text-left font-normal min-w-44";
const GROUP = "sticky left-0 border-b border-line bg-surface-raised px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-ink-muted";

const formatItem = (kind: LineItemKind, value: number | null) => (kind === "count" ? formatInteger(value) : formatSterlingFull(value));

export function LineItemsTable({ years }: { years: readonly AccountYear[] }) {
  const newestFirst = [...years].reverse();
  const derived = derivedFigureRows(newestFirst);
  const columns = newestFirst.length + 1;
  return (
    <Section title="Line items by year" id="line-items">
      <p className="mb-2 text-sm text-ink-muted">
        Every figure the statutory accounts give, newest year first. A dash is a year whose accounts do not give that
        figure (it is not taken as zero).
      </p>
      <TableScroll label="Line items by year">
        <table className="w-full border-collapse text-sm" data-testid="line-items">
          <caption className="sr-only">Every line item of the accounts and the derived figures, one column per year end</caption>
          <thead>
            <tr>
              <th scope="col" className={`${GROUP} z-20`}>Line item</th>
              {newestFirst.map((year) => (
                <th key={year.key} scope="col" data-year={year.key} className="border-b border-line bg-surface-raised px-3 py-2 text-right text-xs font-semibold whitespace-nowrap text-ink-muted">
                  {formatDate(year.accounts.yearEndDate)}
                </th>
              ))}
            </tr>
          </thead>
          {LINE_ITEM_GROUPS.map((group) => (
            <tbody key={group.id} data-group={group.id}>
              <tr><th scope="colgroup" colSpan={columns} className={GROUP}>{group.title}</th></tr>
              {group.items.map((item) => (
                <tr key={item.field} data-testid="line-item" data-field={item.field}>
                  <th scope="row" className={LABEL}>{item.label}</th>
                  {lineItemValues(item, newestFirst).map((value, index) => (
                    <td key={newestFirst[index].key} className={CELL}>{formatItem(item.kind, value)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          ))}
          <tbody data-group="derived">
            <tr><th scope="colgroup" colSpan={columns} className={GROUP}>Derived figures</th></tr>
            {DERIVED_FIGURE_KEYS.map((key) => (
              <tr key={key} data-testid="derived-figure" data-key={key}>
                <th scope="row" className={LABEL}>{DERIVED_FIGURES[key].label}</th>
                {derived.map((readings, index) => {
                  const reading = readings[key];
                  return (
                    <td key={newestFirst[index].key} className={CELL}>
                      {"value" in reading ? (
                        <>
                          {formatDerivedFigure(DERIVED_FIGURES[key].unit, reading.value)}
                          {/* Said only where the figure is not the service's own (see the EBITDA rule). */}
                          {reading.basis === EBITDA_COMPUTED ? <span className="block text-xs text-ink-muted">{EBITDA_COMPUTED}</span> : null}
                        </>
                      ) : <NotMeaningful reason={reading.notMeaningful} />}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <details className="mt-2 text-sm" data-print="hide">
        <summary className="cursor-pointer font-medium text-brand">How the derived figures are computed</summary>
        <dl className="mt-2 space-y-2">
          {DERIVED_FIGURE_KEYS.map((key) => (
            <div key={key}>
              <dt className="font-medium">{DERIVED_FIGURES[key].label}</dt>
              <dd className="text-ink-muted">{DERIVED_FIGURES[key].formula}. Shown as n/m (not meaningful) when {lowerFirst(DERIVED_FIGURES[key].notMeaningfulWhen)}.</dd>
            </div>
          ))}
        </dl>
      </details>
    </Section>
  );
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
