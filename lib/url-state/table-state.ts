// Sort, filter and page of a long table, kept in the URL's search parameters (parsed by nuqs with table-url.ts) so
// that reload, back and forward give the same view. Every long table (company tabs and search results) reads its
// state here.

export type SortDirection = "asc" | "desc";
export type SortValue = string | number | null | undefined;

export interface TableSortState<Sort extends string> {
  sort: Sort;
  dir: SortDirection;
}

export interface TableSortSpec<Sort extends string> {
  sorts: readonly Sort[];
  sort: Sort;
  dir: SortDirection;
}

type Params = { get(name: string): string | null };

/** The sort named in the URL when it is one the table offers, else the table's default. */
export function readSort<Sort extends string>(params: Params, spec: TableSortSpec<Sort>): TableSortState<Sort> {
  const named = params.get("sort");
  const sort = spec.sorts.find((value) => value === named);
  if (!sort) return { sort: spec.sort, dir: spec.dir };
  const dir = params.get("dir");
  return { sort, dir: dir === "asc" || dir === "desc" ? dir : spec.dir };
}

/**
 * The URL changes of a click on a sortable header: a new column starts in its natural direction, the same column
 * flips. The page goes back to the first, since the rows it held have moved.
 */
export function nextSort<Sort extends string>(current: TableSortState<Sort>, clicked: Sort, natural: SortDirection = "asc"): Record<string, string | null> {
  const dir = clicked === current.sort ? (current.dir === "asc" ? "desc" : "asc") : natural;
  return { sort: clicked, dir, page: null };
}

/**
 * Rows in the order of one key; rows without a value go last in either direction (a missing date is not the
 * oldest), and ties keep their incoming order.
 */
export function sortRows<Row>(rows: readonly Row[], key: (row: Row) => SortValue, dir: SortDirection): Row[] {
  const sign = dir === "asc" ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: key(row) }))
    .sort((a, b) => {
      const aMissing = isMissing(a.value);
      const bMissing = isMissing(b.value);
      if (aMissing || bMissing) return aMissing === bMissing ? a.index - b.index : aMissing ? 1 : -1;
      return sign * compare(a.value as string | number, b.value as string | number) || a.index - b.index;
    })
    .map(({ row }) => row);
}

function isMissing(value: SortValue): boolean {
  return value === null || value === undefined || value === "" || (typeof value === "number" && !Number.isFinite(value));
}

const collator = new Intl.Collator("en-GB", { numeric: true, sensitivity: "base" });

function compare(a: string | number, b: string | number): number {
  if (typeof a === "number" && typeof b === "number") return a - b;
  return collator.compare(String(a), String(b));
}

/** Words of a free-text filter that must all appear (case-insensitive) in one of a row's fields. */
export function matchesText(fields: readonly (string | null | undefined)[], text: string): boolean {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return true;
  const haystack = fields.filter(Boolean).join(" \u0000 ").toLowerCase();
  return words.every((word) => haystack.includes(word));
}

export interface PageOf<Row> {
  rows: Row[];
  /** 1-based, clamped to the pages there are. */
  page: number;
  pages: number;
  first: number;
  last: number;
}

/** One page of rows; a page past the end shows the last page rather than an empty table. */
export function pageOf<Row>(rows: readonly Row[], page: number, size: number): PageOf<Row> {
  const pages = Math.max(1, Math.ceil(rows.length / size));
  const current = Math.min(pages, Math.max(1, page));
  const start = (current - 1) * size;
  const slice = rows.slice(start, start + size);
  return { rows: slice, page: current, pages, first: slice.length ? start + 1 : 0, last: start + slice.length };
}
