// The Filings tab's rows with the filter (category, words of the description) and sorts it offers; the wording is
// filing-text's, so the screen and the report describe a filing alike.
import { dateSortKey } from "@/lib/format/dates";
import { matchesText, sortRows, type SortDirection, type SortValue } from "@/lib/url-state/table-state";
import { filingLine, humanise } from "./filing-text";

type Filing = Parameters<typeof filingLine>[0] & { date: string | null; category: string | null };

export interface FilingRow {
  key: string;
  date: string | null;
  category: string | null;
  categoryLabel: string;
  /** The filing and its resolutions as plain text: what the words filter reads. */
  description: string;
  /** The filing itself, for the description cell's wording, resolutions and document link. */
  item: Filing;
}

export const FILING_SORTS = ["date", "category"] as const;
export type FilingSort = (typeof FILING_SORTS)[number];
export const FILINGS_PAGE_SIZE = 25;

export function filingRows(items: readonly Filing[]): FilingRow[] {
  return items.map((item, index) => ({
    key: `${item.date ?? "undated"}-${index}`,
    date: item.date,
    category: item.category,
    categoryLabel: item.category ? humanise(item.category) : "Not categorised",
    description: filingLine(item),
    item,
  }));
}

/** The categories that occur, once each, for the category filter. */
export function filingCategories(rows: readonly FilingRow[]): string[] {
  return [...new Set(rows.map((row) => row.category).filter((value): value is string => Boolean(value)))].sort();
}

export function filterFilings(rows: readonly FilingRow[], category: string | null, text: string): FilingRow[] {
  return rows.filter((row) => (!category || row.category === category) && matchesText([row.description, row.categoryLabel], text));
}

const KEYS: Record<FilingSort, (row: FilingRow) => SortValue> = {
  date: (row) => dateSortKey(row.date),
  category: (row) => (row.category ? row.categoryLabel : null),
};

export function sortFilings(rows: readonly FilingRow[], sort: FilingSort, dir: SortDirection): FilingRow[] {
  // Within a category the newest filing leads, as it does in the date order.
  const newestFirst = sort === "date" ? rows : sortRows(rows, KEYS.date, "desc");
  return sortRows(newestFirst, KEYS[sort], dir);
}
