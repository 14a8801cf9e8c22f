"use client";
import { useQuery } from "@tanstack/react-query";
import { parseAsStringLiteral } from "nuqs";
import { lazy, type ComponentProps } from "react";
import { BrowserOnly } from "@/components/ui/browser-only";
import { QueryState } from "@/components/ui/query-state";
import { Section } from "@/components/ui/section";
import { ratioReadingRows } from "@/lib/financials/ratios";
import { YEAR_RANGES, accountYears, selectYears, type YearRange } from "@/lib/financials/years";
import { formatDate } from "@/lib/format/dates";
import { companyProfileQuery } from "@/lib/queries/company-queries";
import { accountsSource } from "@/lib/financials/accounts-source";
import { useAccountsFilings } from "../use-accounts-filings";
import type { CompanyProfile } from "@/lib/upstream/schemas/company";
import { useUrlState } from "@/lib/url-state/use-url-state";
import { FINANCIAL_CHARTS, financialChartRows } from "@/lib/company/financial-charts";
import { TrendCard } from "./trend-card";

// Below the charts and tables: how the ratios are computed (a closed disclosure), every line item with the derived
// figures, and the filing behind each year. Their code loads after the tab's first paint.
const LazyRatioRules = lazy(() => import("./ratio-rules").then((module) => ({ default: module.RatioRules })));
const LazyAccountsTable = lazy(() => import("./accounts-table").then((module) => ({ default: module.AccountsTable })));
const LazyLineItemsTable = lazy(() => import("./line-items-table").then((module) => ({ default: module.LineItemsTable })));

function RatioRules() {
  return <BrowserOnly fallback={null}><LazyRatioRules /></BrowserOnly>;
}

function AccountsTable(props: ComponentProps<typeof LazyAccountsTable>) {
  return <BrowserOnly fallback={null}><LazyAccountsTable {...props} /></BrowserOnly>;
}

function LineItemsTable(props: ComponentProps<typeof LazyLineItemsTable>) {
  return <BrowserOnly fallback={null}><LazyLineItemsTable {...props} /></BrowserOnly>;
}

export function FinancialsPanel({ crn }: { crn: string }) {
  const profile = useQuery(companyProfileQuery(crn));
  return (
    <QueryState
      query={profile}
      label="financials"
      isEmpty={(data) => accountYears(data.statutoryAccounts).length === 0}
      empty="No statutory accounts filed: there are no figures to chart"
    >
      {(data) => <Financials crn={crn} profile={data} />}
    </QueryState>
  );
}

const URL_STATE = { years: parseAsStringLiteral(YEAR_RANGES).withDefault("all") };

function Financials({ crn, profile }: { crn: string; profile: CompanyProfile }) {
  const { values, set } = useUrlState(URL_STATE);
  const range = values.years;
  const allYears = accountYears(profile.statutoryAccounts);
  const years = selectYears(allYears, range);
  const { filings, failed } = useAccountsFilings(crn, profile);
  const sources = years.map((year) => accountsSource(year.key, filings));
  // Every tooltip names the filing its year's figures come from.
  const rows = financialChartRows(years, ratioReadingRows(years, profile.financialRatios))
    .map((row, index) => ({ ...row, title: `${row.title}. Source: ${sources[index].sentence}` }));
  const dates = years.map((year) => year.date);

  return (
    <div className="space-y-4">
      <Section
        title="Accounts"
        actions={
          <label className="flex items-center gap-2 text-sm">
            Years shown
            <select
              value={range}
              onChange={(event) => set({ years: event.target.value as YearRange })}
              className="rounded-md border border-line bg-surface px-2 py-1"
            >
              {YEAR_RANGES.map((value) => (
                <option key={value} value={value}>{yearRangeLabel(value, allYears.length)}</option>
              ))}
            </select>
          </label>
        }
      >
        <p className="text-sm text-ink-muted">
          {years.length} of {allYears.length} year{allYears.length === 1 ? "" : "s"} of accounts, year ends {formatDate(years[0]?.accounts.yearEndDate)} to {formatDate(years.at(-1)?.accounts.yearEndDate)}.
          {" "}Accounts due {formatDate(profile.accountsDueDate)}. Gaps in a line are years without that figure,
          or where a ratio is not meaningful (n/m).
        </p>
        <RatioRules />
      </Section>
      <div className="grid gap-4 xl:grid-cols-2">
        {FINANCIAL_CHARTS.map((chart) => (
          <TrendCard key={chart.id} chart={chart} rows={rows} dates={dates} />
        ))}
      </div>
      <LineItemsTable years={years} />
      <AccountsTable crn={crn} years={years} filings={filings} note={failed ? "The filing history could not be read now: the sources below come from the profile's copy, without documents." : null} />
    </div>
  );
}

function yearRangeLabel(value: YearRange, available: number): string {
  return value === "all" ? `All (${available})` : `Latest ${value}`;
}
