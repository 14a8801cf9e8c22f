// The PSC tab's filters (current or ceased, individual or corporate) and sorts over psc-rows' rows.
import { dateSortKey } from "@/lib/format/dates";
import { sortRows, type SortDirection, type SortValue } from "@/lib/url-state/table-state";
import type { PscRow } from "./psc-rows";

export const PSC_STATUSES = ["current", "ceased", "all"] as const;
export type PscStatus = (typeof PSC_STATUSES)[number];
export const PSC_KINDS = ["all", "individual", "corporate"] as const;
export type PscKind = (typeof PSC_KINDS)[number];
export const PSC_SORTS = ["notified", "name", "ceased"] as const;
export type PscSort = (typeof PSC_SORTS)[number];

const KEYS: Record<PscSort, (row: PscRow) => SortValue> = {
  notified: (row) => dateSortKey(row.notified),
  name: (row) => row.name,
  ceased: (row) => dateSortKey(row.ceased),
};

export function filterPscs(rows: readonly PscRow[], status: PscStatus, kind: PscKind): PscRow[] {
  return rows.filter((row) =>
    (status === "all" || row.current === (status === "current")) &&
    (kind === "all" || row.corporate === (kind === "corporate")));
}

export function sortPscs(rows: readonly PscRow[], sort: PscSort, dir: SortDirection): PscRow[] {
  return sortRows(rows, KEYS[sort], dir);
}
