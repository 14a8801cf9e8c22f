// The Property tab's filters (tenure, words of the address or title) and sorts over property-rows' rows.
import { dateSortKey } from "@/lib/format/dates";
import { matchesText, sortRows, type SortDirection, type SortValue } from "@/lib/url-state/table-state";
import type { PropertyRow } from "./property-rows";

export const PROPERTY_SORTS = ["dateAdded", "title", "tenure", "pricePaid"] as const;
export type PropertySort = (typeof PROPERTY_SORTS)[number];

const KEYS: Record<PropertySort, (row: PropertyRow) => SortValue> = {
  dateAdded: (row) => dateSortKey(row.dateAdded),
  title: (row) => row.titleNumber,
  tenure: (row) => row.tenure,
  pricePaid: (row) => row.pricePaid,
};

export function propertyTenures(rows: readonly PropertyRow[]): string[] {
  return [...new Set(rows.map((row) => row.tenure).filter((value): value is string => Boolean(value)))].sort();
}

export function filterProperties(rows: readonly PropertyRow[], tenure: string | null, text: string): PropertyRow[] {
  return rows.filter((row) => (!tenure || row.tenure === tenure) && matchesText([row.titleNumber, row.address, row.type], text));
}

export function sortProperties(rows: readonly PropertyRow[], sort: PropertySort, dir: SortDirection): PropertyRow[] {
  return sortRows(rows, KEYS[sort], dir);
}
