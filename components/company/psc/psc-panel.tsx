"use client";
// The PSC tab: one card per controller (their control reads better as a list than as table cells), filtered by
// current or ceased and by kind, and sorted, all in the URL.
import { useQuery } from "@tanstack/react-query";
import { parseAsStringLiteral } from "nuqs";
import { useMemo } from "react";
import { Link } from "@/components/ui/link";
import { Badge } from "@/components/ui/badge";
import { QueryState } from "@/components/ui/query-state";
import { Facts } from "@/components/ui/section";
import { FilterBar, SelectFilter, ShownCount } from "@/components/ui/table-filters";
import { useUrlState } from "@/lib/url-state/use-url-state";
import { formatDate } from "@/lib/format/dates";
import { MISSING } from "@/lib/format/money";
import { companyPscQuery } from "@/lib/queries/company-queries";
import { pscRows, type PscRow } from "@/lib/company/psc-rows";
import { PSC_KINDS, PSC_SORTS, PSC_STATUSES, filterPscs, sortPscs, type PscKind, type PscSort, type PscStatus } from "@/lib/company/psc-table";
import type { SortDirection } from "@/lib/url-state/table-state";
import { readSortValues, sortParsers } from "@/lib/url-state/table-url";
import { companyHref } from "../company-tabs";

export function PscPanel({ crn }: { crn: string }) {
  const query = useQuery(companyPscQuery(crn));
  return (
    <QueryState query={query} label="persons with significant control" isEmpty={(data) => data.items.length === 0} empty="No persons with significant control recorded">
      {(data) => <Controllers items={data.items} />}
    </QueryState>
  );
}

const SORT_LABELS = {
  "notified-desc": "Newest notified first",
  "notified-asc": "Oldest notified first",
  "name-asc": "Name A–Z",
  "ceased-desc": "Most recently ceased first",
} as const;

// The status's default depends on the company (see `opening`), so it has none here and is left out of the URL by hand.
const URL_STATE = { status: parseAsStringLiteral(PSC_STATUSES), kind: parseAsStringLiteral(PSC_KINDS).withDefault("all"), ...sortParsers(PSC_SORTS) };

function Controllers({ items }: { items: Parameters<typeof pscRows>[0] }) {
  const { values, set } = useUrlState(URL_STATE);
  const all = useMemo(() => pscRows(items), [items]);
  const current = all.filter((row) => row.current).length;
  // As on the Officers tab: the current controllers first, or all of them when none is current.
  const opening = current > 0 ? "current" : "all";
  const status = values.status ?? opening;
  const kind = values.kind;
  const { sort, dir } = readSortValues(values, { sorts: PSC_SORTS, sort: "notified", dir: "desc" });
  const rows = useMemo(() => sortPscs(filterPscs(all, status, kind), sort, dir), [all, status, kind, sort, dir]);
  const order = `${sort}-${dir}` in SORT_LABELS ? `${sort}-${dir}` : "notified-desc";

  return (
    <div className="space-y-3">
      <FilterBar>
        <SelectFilter id="psc-status" label="Show" value={status} onChange={(value) => set({ status: value === opening ? null : (value as PscStatus) })}
          options={[
            { value: "current", label: `Current (${current})` },
            { value: "ceased", label: `Ceased (${all.length - current})` },
            { value: "all", label: `All (${all.length})` },
          ]} />
        <SelectFilter id="psc-kind" label="Kind" value={kind} onChange={(value) => set({ kind: value as PscKind })}
          options={[{ value: "all", label: "Individuals and entities" }, { value: "individual", label: "Individuals" }, { value: "corporate", label: "Corporate entities" }]} />
        <SelectFilter id="psc-sort" label="Order" value={order} onChange={(value) => {
          const [nextSort, nextDir] = value.split("-");
          set({ sort: nextSort as PscSort, dir: nextDir as SortDirection });
        }} options={Object.entries(SORT_LABELS).map(([value, label]) => ({ value, label }))} />
        <ShownCount shown={rows.length} total={all.length} noun="controllers" />
      </FilterBar>
      {rows.length === 0 ? <p className="text-ink-muted">No persons with significant control match these filters.</p> : (
        <ul className="grid gap-3 md:grid-cols-2">
          {rows.map((psc, index) => <Controller key={`${psc.name}-${index}`} psc={psc} />)}
        </ul>
      )}
    </div>
  );
}

function Controller({ psc }: { psc: PscRow }) {
  const { corporate, natureOfControl: phrases } = psc;
  return (
    <li className="rounded-lg border border-line bg-surface p-4" data-testid="psc-item">
      <div className="mb-2 flex flex-wrap items-center gap-2">
        <h2 className="text-base font-semibold">
          {psc.companyNumber ? <Link className="text-brand underline" href={companyHref(psc.companyNumber)}>{psc.name}</Link> : psc.name}
        </h2>
        <Badge tone={corporate ? "brand" : "neutral"}>{corporate ? "Corporate entity" : "Individual"}</Badge>
        {psc.current ? <Badge tone="success">Current</Badge> : <Badge>Ceased</Badge>}
      </div>
      {phrases.length ? (
        <ul className="mb-3 list-disc pl-5">{phrases.map((text) => <li key={text}>{text}</li>)}</ul>
      ) : <p className="mb-3 text-ink-muted">Nature of control not stated</p>}
      <Facts
        items={[
          { label: "Notified", value: formatDate(psc.notified) },
          { label: "Ceased", value: psc.ceased ? formatDate(psc.ceased) : MISSING },
          corporate
            ? { label: "Registered", value: psc.registered ?? MISSING }
            : { label: "Nationality", value: psc.nationality ?? MISSING },
          corporate
            ? { label: "Governing law", value: psc.governingLaw ?? MISSING }
            : { label: "Country of residence", value: psc.countryOfResidence ?? MISSING },
          { label: "Address", value: psc.address ?? MISSING },
        ]}
      />
    </li>
  );
}
