// The Charges tab's filters (status, lender, lending tag) and sorts over the rows of charge-rows, one definition
// for the screen and for anyone checking it.
import { dateSortKey } from "@/lib/format/dates";
import { sortRows, type SortDirection, type SortValue } from "@/lib/url-state/table-state";
import type { ChargeRow } from "./charge-rows";
import type { ChargeStatus } from "./charge-status";

export const CHARGE_STATUSES: readonly ChargeStatus[] = ["Outstanding", "Partially satisfied", "Satisfied"];
export const CHARGE_SORTS = ["status", "code", "created", "registered", "satisfied"] as const;
export type ChargeSort = (typeof CHARGE_SORTS)[number];

export interface ChargeFilter {
  status: ChargeStatus | null;
  lender: string | null;
  tag: string | null;
}

export function filterCharges(rows: readonly ChargeRow[], filter: ChargeFilter): ChargeRow[] {
  return rows.filter((row) =>
    (!filter.status || row.status === filter.status) &&
    (!filter.lender || row.entitled.includes(filter.lender)) &&
    (!filter.tag || row.tags.includes(filter.tag)));
}

/** The lenders (persons entitled) and lending tags that occur, each once, alphabetically: the filters' choices. */
export function chargeFilterChoices(rows: readonly ChargeRow[]): { lenders: string[]; tags: string[] } {
  const sorted = (values: string[]) => [...new Set(values)].sort((a, b) => a.localeCompare(b, "en-GB"));
  return { lenders: sorted(rows.flatMap((row) => row.entitled)), tags: sorted(rows.flatMap((row) => row.tags)) };
}

const STATUS_ORDER: Record<ChargeStatus, number> = { Outstanding: 0, "Partially satisfied": 1, Satisfied: 2 };

const KEYS: Record<ChargeSort, (row: ChargeRow) => SortValue> = {
  status: (row) => STATUS_ORDER[row.status],
  code: (row) => row.code,
  created: (row) => dateSortKey(row.created),
  registered: (row) => dateSortKey(row.registered),
  satisfied: (row) => dateSortKey(row.satisfied),
};

/** Rows come from chargeRows newest first within each status, so sorting by status keeps that order inside it. */
export function sortCharges(rows: readonly ChargeRow[], sort: ChargeSort, dir: SortDirection): ChargeRow[] {
  return sortRows(rows, KEYS[sort], dir);
}
