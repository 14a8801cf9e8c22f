"use client";
// The portfolio's rows through the shared DataTable (windowed past 100 rows, so a 5,000-company list stays quick):
// headers sort in the browser with the same rules as the exports (lib/monitor/portfolio-table.ts) and the sort goes
// into the URL; a labelled checkbox on each row picks companies for "Compare selected", which opens /compare with
// them (2 to 10 side by side, more as the comparison's sortable table, up to its limit).
import { Link } from "@/components/ui/link";
import { parseAsString } from "nuqs";
import { useMemo, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { buttonClassName } from "@/components/ui/button";
import { DataTable, type Column } from "@/components/ui/data-table";
import { textLinkClassName } from "@/components/ui/text-link";
import { compareHref } from "@/lib/compare/compare-format";
import { OUTCOME_LABELS } from "@/lib/decisions/decision-terms";
import { MAX_COMPANIES, MAX_ON_SCREEN } from "@/lib/compare/compare-input";
import { formatDate } from "@/lib/format/dates";
import { formatSterlingFull } from "@/lib/format/money";
import { formatInteger } from "@/lib/format/numbers";
import type { PortfolioRow } from "@/lib/monitor/portfolio";
import { useUrlState } from "@/lib/url-state/use-url-state";
import { readPortfolioView, viewPortfolio, type PortfolioSort, type PortfolioView } from "@/lib/monitor/portfolio-table";
import { SeverityBadge } from "./severity-badge";

const BAND_TONE = { low: "success", moderate: "warning", high: "danger" } as const;
/** Newest, largest and riskiest first when a column is first clicked. */
const FIRST_DESC = new Set<PortfolioSort>(["limit", "exposure", "charges", "ccjs", "lastChange", "unread", "lastChecked", "band"]);

function columns(selected: ReadonlySet<string>, toggle: (crn: string) => void): Column<PortfolioRow>[] {
  return [
    {
      id: "select", header: <span className="sr-only">Select to compare</span>,
      cell: (row) => (
        <input
          type="checkbox" className="size-4 accent-brand" checked={selected.has(row.companyNumber)} onChange={() => toggle(row.companyNumber)}
          aria-label={`Select ${row.name ?? row.companyNumber} (${row.companyNumber}) to compare`}
        />
      ),
    },
    {
      id: "company", header: "Company", sort: "company",
      cell: (row) => (
        <>
          <Link href={`/companies/${row.companyNumber}`} className={`${textLinkClassName} font-medium`}>{row.name ?? row.companyNumber}</Link>
          <div className="text-xs tabular-nums text-ink-muted">{row.companyNumber}</div>
        </>
      ),
    },
    { id: "status", header: "Status", sort: "status", cell: (row) => row.status ?? "—" },
    {
      id: "band", header: "Credit band", sort: "band",
      cell: (row) => (row.band
        ? (
          <>
            <Badge tone={BAND_TONE[row.band]}>{row.bandLabel}</Badge>
            {row.policyVersion != null && <div className="text-xs text-ink-muted">credit policy v{row.policyVersion}</div>}
          </>
        )
        : "—"),
    },
    { id: "limit", header: "Suggested limit", sort: "limit", numeric: true, secondary: true, cell: (row) => (row.limit == null ? "—" : formatSterlingFull(row.limit)) },
    {
      // The exposure taken: the decision in force's limit granted, beside the suggestion it may override.
      id: "exposure", header: "Exposure", sort: "exposure", numeric: true, secondary: true,
      cell: (row) => (row.decision
        ? (
          <>
            {row.decision.limitGranted == null ? "None granted" : `${formatSterlingFull(row.decision.limitGranted)} granted`}
            <div className="text-xs text-ink-muted">
              {OUTCOME_LABELS[row.decision.outcome]}{row.decision.override ? "; policy override" : ""}
              {row.limit != null ? `; suggested ${formatSterlingFull(row.limit)}` : "; no suggested limit"}
            </div>
          </>
        )
        : "No decision"),
    },
    {
      // Counted as the risk summary counts them: a partially satisfied charge is still live debt.
      id: "charges", header: "Live charges", sort: "charges", numeric: true, secondary: true,
      cell: (row) => (row.debt
        ? <>{formatInteger(row.debt.liveCharges)}{row.debt.partSatisfiedCharges ? <div className="text-xs text-ink-muted">{formatInteger(row.debt.partSatisfiedCharges)} partially satisfied</div> : null}</>
        : "—"),
    },
    {
      // Satisfied and set-aside judgments are not summed here: the company's CCJs tab lists them apart.
      id: "ccjs", header: "Outstanding CCJs", sort: "ccjs", numeric: true, secondary: true,
      cell: (row) => (row.debt
        ? <>{formatInteger(row.debt.outstandingCcjs)}{row.debt.outstandingCcjs ? <div className="text-xs text-ink-muted">{formatSterlingFull(row.debt.outstandingCcjAmount)}</div> : null}</>
        : "—"),
    },
    {
      id: "lastChange", header: "Last change", sort: "lastChange",
      cell: (row) => (row.lastChange ? <><SeverityBadge severity={row.lastChange.severity} /> {row.lastChange.title}<div className="text-xs text-ink-muted">{formatDate(row.lastChange.detectedAt)}</div></> : "None"),
    },
    {
      id: "unread", header: "Unread", sort: "unread", numeric: true,
      cell: (row) => (row.unreadAlerts > 0
        ? <Link href={`/alerts?companyNumber=${row.companyNumber}&unread=true`} className={textLinkClassName}>{row.unreadAlerts}</Link>
        : 0),
    },
    {
      id: "lastChecked", header: "Last checked", sort: "lastChecked", secondary: true,
      cell: (row) => (
        <>
          {row.lastCheckedAt ? formatDate(row.lastCheckedAt) : "Not yet"}
          {row.checkError && <div className="text-xs text-danger">Last check failed: {row.checkError}</div>}
        </>
      ),
    },
  ];
}

// As the server reads them (readPortfolioView judges each value, so the browser and the server agree on a link).
const URL_STATE = { q: parseAsString, show: parseAsString, sort: parseAsString, dir: parseAsString };
const asSearch = (values: Record<string, string | null>) => Object.fromEntries(Object.entries(values).map(([name, value]) => [name, value ?? undefined]));

export function PortfolioTable({ caption, rows }: { caption: string; rows: readonly PortfolioRow[] }) {
  // Not shallow: the server renders the list, its filter form and its exports' links from the same view.
  const { values, set } = useUrlState(URL_STATE, { shallow: false });
  const view: PortfolioView = readPortfolioView(asSearch({ q: values.q, show: values.show, sort: values.sort, dir: values.dir }));
  // The server filtered and sorted by the same view; sorting here again makes a header click instant.
  const { sort: sortBy, dir } = view;
  const sorted = useMemo(() => viewPortfolio(rows, { q: "", show: "all", sort: sortBy, dir }), [rows, sortBy, dir]);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const toggle = (crn: string) => setSelected((current) => {
    const next = new Set(current);
    if (!next.delete(crn)) next.add(crn);
    return next;
  });
  const picked = sorted.map((row) => row.companyNumber).filter((crn) => selected.has(crn));
  const tooFew = picked.length < 2;
  const tooMany = picked.length > MAX_COMPANIES;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-3">
        {tooFew || tooMany
          ? <span aria-disabled="true" className={`${buttonClassName("secondary", "control")} cursor-not-allowed opacity-60`}>Compare selected ({picked.length})</span>
          : <Link href={compareHref(picked)} className={buttonClassName("secondary", "control")}>Compare selected ({picked.length})</Link>}
        {picked.length > 0 && <button type="button" onClick={() => setSelected(new Set())} className={buttonClassName("ghost", "control")}>Clear selection</button>}
        <span className="text-sm text-ink-muted" role="status">
          {tooFew ? "Tick 2 or more companies to compare them."
            : tooMany ? `At most ${MAX_COMPANIES} companies can be compared; ${picked.length} are ticked.`
            : picked.length > MAX_ON_SCREEN ? `${picked.length} ticked: more than ${MAX_ON_SCREEN} open as a sortable comparison table.`
            : `${picked.length} ticked: they open side by side.`}
        </span>
      </div>
      <DataTable
        caption={caption}
        columns={columns(selected, toggle)}
        rows={sorted}
        rowKey={(row) => row.companyNumber}
        rowTestId="portfolio-row"
        estimatedRowHeight={56}
        empty="No company on this list matches."
        sort={{
          sort: view.sort, dir: view.dir,
          onSort: (clicked) => {
            const sort = clicked as PortfolioSort;
            const dir = sort === view.sort ? (view.dir === "asc" ? "desc" : "asc") : FIRST_DESC.has(sort) ? "desc" : "asc";
            set({ sort, dir }, "replace");
          },
        }}
      />
    </div>
  );
}
