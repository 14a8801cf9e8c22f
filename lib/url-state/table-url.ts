// The URL parsers of a long table's state (table-state.ts reads it): its sort, its direction and its 1-based page.
// Imported from nuqs/server so the same parsers can read a URL on the server as in the browser.
import { parseAsInteger, parseAsStringLiteral } from "nuqs/server";
import { readSort, type SortDirection, type TableSortSpec, type TableSortState } from "./table-state";

export const SORT_DIRECTIONS: readonly SortDirection[] = ["asc", "desc"];

/** Page 1 is the default and never written; anything unreadable is page 1 (pageOf clamps a page past the end). */
export const PAGE_PARSER = parseAsInteger.withDefault(1);

/**
 * A sort named in the URL only when the table offers it; its direction only alongside it (readSort), and both are
 * written together, so a link names the order it shows.
 */
export function sortParsers<Sort extends string>(sorts: readonly Sort[]) {
  return { sort: parseAsStringLiteral(sorts), dir: parseAsStringLiteral(SORT_DIRECTIONS) };
}

/** readSort over the values nuqs parsed with sortParsers. */
export function readSortValues<Sort extends string>(values: { sort: string | null; dir: string | null }, spec: TableSortSpec<Sort>): TableSortState<Sort> {
  return readSort({ get: (name) => (name === "sort" ? values.sort : name === "dir" ? values.dir : null) }, spec);
}
