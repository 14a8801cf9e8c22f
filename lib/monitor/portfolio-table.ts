// The portfolio's filters, sorts and export columns: one place, read by the screen (filters in the URL) and by the
// CSV and Excel exports, so a download holds what the screen shows.
import { OUTCOME_LABELS } from "@/lib/decisions/decision-terms";
import { csvDocument, csvIdentifier } from "@/lib/export/csv";
import { formatDate } from "@/lib/format/dates";
import type { PortfolioRow } from "./portfolio";

export const PORTFOLIO_SORTS = ["company", "name", "status", "band", "limit", "exposure", "charges", "ccjs", "lastChange", "unread", "lastChecked"] as const;
export type PortfolioSort = (typeof PORTFOLIO_SORTS)[number];
export const PORTFOLIO_SHOWS = ["all", "unread", "failing", "high-risk"] as const;
export type PortfolioShow = (typeof PORTFOLIO_SHOWS)[number];

export interface PortfolioView {
  q: string;
  show: PortfolioShow;
  sort: PortfolioSort;
  dir: "asc" | "desc";
}

const pick = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  typeof value === "string" && (values as readonly string[]).includes(value) ? (value as T) : fallback;

export function readPortfolioView(search: Record<string, string | string[] | undefined>): PortfolioView {
  const q = typeof search.q === "string" ? search.q.slice(0, 100) : "";
  return {
    q, show: pick(PORTFOLIO_SHOWS, search.show, "all"), sort: pick(PORTFOLIO_SORTS, search.sort, "lastChange"),
    dir: search.dir === "asc" ? "asc" : search.dir === "desc" ? "desc" : (search.sort ? "asc" : "desc"),
  };
}

const BAND_ORDER = { low: 0, moderate: 1, high: 2 } as const;

const KEYS: Record<PortfolioSort, (row: PortfolioRow) => string | number> = {
  company: (row) => row.companyNumber,
  name: (row) => (row.name ?? "").toLowerCase(),
  status: (row) => (row.status ?? "").toLowerCase(),
  band: (row) => (row.band ? BAND_ORDER[row.band] : -1),
  limit: (row) => row.limit ?? -1,
  exposure: (row) => row.decision?.limitGranted ?? -1,
  charges: (row) => row.debt?.liveCharges ?? -1,
  ccjs: (row) => row.debt?.outstandingCcjAmount ?? -1,
  lastChange: (row) => row.lastChange?.detectedAt ?? "",
  unread: (row) => row.unreadAlerts,
  lastChecked: (row) => row.lastCheckedAt ?? "",
};

export function viewPortfolio(rows: readonly PortfolioRow[], view: PortfolioView): PortfolioRow[] {
  const q = view.q.trim().toLowerCase();
  const shown = rows.filter((row) => {
    if (q && !row.companyNumber.toLowerCase().includes(q) && !(row.name ?? "").toLowerCase().includes(q)) return false;
    if (view.show === "unread") return row.unreadAlerts > 0;
    if (view.show === "failing") return row.checkError !== null;
    if (view.show === "high-risk") return row.band === "high";
    return true;
  });
  const key = KEYS[view.sort];
  const sign = view.dir === "asc" ? 1 : -1;
  return shown.sort((a, b) => {
    const x = key(a);
    const y = key(b);
    return (x < y ? -1 : x > y ? 1 : 0) * sign || a.companyNumber.localeCompare(b.companyNumber);
  });
}

/** The export's columns: header and cell, the same for CSV and the workbook. */
export const EXPORT_COLUMNS: ReadonlyArray<{ header: string; cell: (row: PortfolioRow) => string | number | null; identifier?: true }> = [
  { header: "Company number", cell: (row) => row.companyNumber, identifier: true },
  { header: "Name", cell: (row) => row.name },
  { header: "Status", cell: (row) => row.status },
  { header: "Credit band", cell: (row) => row.bandLabel },
  { header: "Credit policy version", cell: (row) => row.policyVersion },
  { header: "Suggested limit (GBP)", cell: (row) => row.limit },
  { header: "Decision in force", cell: (row) => (row.decision ? `${OUTCOME_LABELS[row.decision.outcome]}${row.decision.override ? " (policy override)" : ""}` : null) },
  { header: "Limit granted (GBP)", cell: (row) => row.decision?.limitGranted ?? null },
  { header: "Live charges (outstanding or partially satisfied)", cell: (row) => row.debt?.liveCharges ?? null },
  { header: "Of which partially satisfied", cell: (row) => row.debt?.partSatisfiedCharges ?? null },
  { header: "Outstanding CCJs (unsatisfied)", cell: (row) => row.debt?.outstandingCcjs ?? null },
  { header: "Outstanding CCJs amount (GBP)", cell: (row) => row.debt?.outstandingCcjAmount ?? null },
  { header: "Last change", cell: (row) => row.lastChange?.title ?? null },
  { header: "Last change detected", cell: (row) => (row.lastChange ? formatDate(row.lastChange.detectedAt) : null) },
  { header: "Unread alerts", cell: (row) => row.unreadAlerts },
  { header: "Last checked", cell: (row) => (row.lastCheckedAt ? formatDate(row.lastCheckedAt) : null) },
  { header: "Last check failed", cell: (row) => row.checkError },
];

/** The export as CSV, through the one CSV writer of every export (lib/export/csv: RFC 4180, formula-like text defused). */
export function portfolioCsv(rows: readonly PortfolioRow[]): string {
  // The company number keeps its leading zeros in a spreadsheet (lib/export/csv.ts says how).
  return csvDocument(EXPORT_COLUMNS.map((column) => column.header), rows.map((row) => EXPORT_COLUMNS.map((column) => {
    const value = column.cell(row);
    return column.identifier && typeof value === "string" ? csvIdentifier(value) : value;
  })));
}
