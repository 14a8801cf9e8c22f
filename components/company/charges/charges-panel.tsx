"use client";
// The Charges tab: the profile's counts (live = outstanding or partially satisfied), then every charge, filtered by
// status, lender and lending tag and sorted, all in the URL. Lending tags come only from the charge operations, so the
// tab says how many charges' tags it knows and links to the lending search for the rest.
import { useQuery } from "@tanstack/react-query";
import { parseAsString, parseAsStringLiteral } from "nuqs";
import { lazy, Suspense, useMemo, type ComponentProps } from "react";
import { AfterFirstPaint } from "@/components/ui/after-first-paint";
import { Badge, type Tone } from "@/components/ui/badge";
import { DataTable } from "@/components/ui/data-table";
import { QueryState, type QueryLike } from "@/components/ui/query-state";
import { FilterBar, SelectFilter, ShownCount } from "@/components/ui/table-filters";
import { useTableSort } from "@/components/ui/use-table-sort";
import { MISSING } from "@/lib/format/money";
import { CHARGE_COLUMNS, TAGS_NOT_GIVEN } from "@/lib/company/columns/charges";
import { companyChargesQuery, companyProfileQuery } from "@/lib/queries/company-queries";
import { chargeRows, type ChargeRow } from "@/lib/company/charge-rows";
import { chargeCounts, chargeCountsLine, type ChargeCounts, type ChargeStatus } from "@/lib/company/charge-status";
import { CHARGE_SORTS, CHARGE_STATUSES, chargeFilterChoices, filterCharges, sortCharges } from "@/lib/company/charge-table";
import { LendingTagsKnown } from "./lending-tags-known";
import { useUrlState } from "@/lib/url-state/use-url-state";
import type { CompanyProfile } from "@/lib/upstream/schemas/company";
import { screenColumns } from "../spec-columns";
import { ChargeInView } from "./charge-in-view";

// The debt timeline (its charts, table and every dated event) sits below the charges table: its code comes with it,
// not in the tab's first load.
const LazyDebtTimeline = lazy(() => import("./debt-timeline-section").then((module) => ({ default: module.DebtTimelineSection })));

function DebtTimelineSection(props: ComponentProps<typeof LazyDebtTimeline>) {
  return <Suspense fallback={null}><LazyDebtTimeline {...props} /></Suspense>;
}

const TONE: Record<ChargeStatus, Tone> = { Outstanding: "warning", "Partially satisfied": "brand", Satisfied: "success" };

const COLUMNS = screenColumns<ChargeRow>(CHARGE_COLUMNS, {
  cells: {
    status: (row) => <Badge tone={TONE[row.status]}>{row.status}</Badge>,
    tags: (row) => (row.tags.length ? <ul className="flex flex-wrap gap-1">{row.tags.map((tag) => <li key={tag}><Badge>{tag}</Badge></li>)}</ul> : row.tagsKnown ? MISSING : <span className="text-sm text-ink-muted">{TAGS_NOT_GIVEN}</span>),
  },
  classNames: { code: "whitespace-nowrap tabular-nums", entitled: "min-w-48", descriptions: "min-w-48" },
});

const SORT_SPEC = { sorts: CHARGE_SORTS, sort: "status", dir: "asc" } as const;

export function ChargesPanel({ crn }: { crn: string }) {
  const profile = useQuery(companyProfileQuery(crn));
  const detailed = useQuery(companyChargesQuery(crn));
  // Derived once per answer: every section below (filters, the charge in view, the timeline) keys its own work on it.
  // Not before the detailed answer has settled: nothing is shown until then, and the rows would be built twice.
  const settled = !detailed.isPending;
  const data = useMemo(
    () => (profile.data && settled ? withCounts(profile.data, chargeRows(profile.data.mortgages, detailed.data ? [detailed.data] : [])) : undefined),
    [profile.data, detailed.data, settled],
  );
  const combined: QueryLike<{ rows: ChargeRow[]; counts: ChargeCounts }> = {
    isPending: profile.isPending || detailed.isPending,
    isError: profile.isError || detailed.isError,
    error: profile.error ?? detailed.error,
    isFetching: profile.isFetching || detailed.isFetching,
    refetch: () => Promise.all([profile.refetch(), detailed.refetch()]),
    data,
  };
  return (
    <QueryState query={combined} label="charges" isEmpty={(data) => data.rows.length === 0} empty="No charges registered">
      {({ rows, counts }) => (
        <div className="space-y-3">
          <p className="tabular-nums font-medium" data-testid="charge-counts">{chargeCountsLine(counts)}</p>
          <ChargeInView rows={rows} />
          <Charges all={rows} />
          {/* The table is what the tab opens on; for the largest companies the timeline (its charts and every dated
              event) is most of the tab's first render, so it is drawn just after. */}
          {profile.data ? <AfterFirstPaint fallback={null}><DebtTimelineSection charges={rows} profile={profile.data} /></AfterFirstPaint> : null}
        </div>
      )}
    </QueryState>
  );
}

// The lenders and tags offered are the company's own, so those two are checked against its charges below.
const FILTERS = { status: parseAsStringLiteral(CHARGE_STATUSES), lender: parseAsString, tag: parseAsString };

function Charges({ all }: { all: ChargeRow[] }) {
  const { sort, dir, tableSort } = useTableSort(SORT_SPEC, { created: "desc", registered: "desc", satisfied: "desc" });
  const { values, set } = useUrlState(FILTERS);
  const choices = useMemo(() => chargeFilterChoices(all), [all]);
  // A value not among the choices (a hand-edited link) filters nothing rather than hiding every row.
  const status = values.status;
  const lender = choices.lenders.find((value) => value === values.lender) ?? null;
  const tag = choices.tags.find((value) => value === values.tag) ?? null;
  const filter = { status, lender, tag };
  const rows = useMemo(() => sortCharges(filterCharges(all, { status, lender, tag }), sort, dir), [all, status, lender, tag, sort, dir]);
  const any = (label: string) => ({ value: "", label });
  return (
    <>
      <FilterBar>
        <SelectFilter id="charges-status" label="Status" value={filter.status ?? ""} onChange={(value) => set({ status: (value || null) as ChargeStatus | null })}
          options={[any("All statuses"), ...CHARGE_STATUSES.map((value) => ({ value, label: value }))]} />
        <SelectFilter id="charges-lender" label="Lender (person entitled)" value={filter.lender ?? ""} onChange={(value) => set({ lender: value || null })}
          options={[any("All lenders"), ...choices.lenders.map((value) => ({ value, label: value }))]} />
        <SelectFilter id="charges-tag" label="Lending tag" value={filter.tag ?? ""} onChange={(value) => set({ tag: value || null })}
          options={[any("All lending tags"), ...choices.tags.map((value) => ({ value, label: value }))]} />
        <ShownCount shown={rows.length} total={all.length} noun="charges" />
      </FilterBar>
      <LendingTagsKnown rows={all} tag={tag} shown={rows.length} />
      {/* A charge's row is 117–137 px tall at desktop width (its descriptions wrap): estimated near that, the rows
          drawn before they are measured are about the rows that fit. */}
      <DataTable caption="Charges" columns={COLUMNS} rows={rows} rowKey={(row) => row.key} sort={tableSort} rowTestId="charge-row" estimatedRowHeight={128} empty="No charges match these filters." />
    </>
  );
}

function withCounts(profile: CompanyProfile, rows: ChargeRow[]): { rows: ChargeRow[]; counts: ChargeCounts } {
  return { rows, counts: chargeCounts(profile, rows) };
}
