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

/**
 * How many charges' lending tags the service gave (./charge-rows.ts: only the charge operations' records carry them).
 * A tag filter can speak only for these; the rest are found by the lending search.
 */
export function tagCoverage(rows: readonly ChargeRow[]): { known: number; total: number } {
  return { known: rows.filter((row) => row.tagsKnown).length, total: rows.length };
}

/** The charge search by lending tag (operation 12), on the tag when one is chosen: where the service gives the rest of the tags. */
export function lendingSearchHref(tag: string | null): string {
  const query = new URLSearchParams(tag ? { mode: "unsecured", lendingTag: tag, size: "100", page: "0" } : { mode: "unsecured" });
  return `/search/charges?${query}`;
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
