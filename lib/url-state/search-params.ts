// Reading and writing a search screen's filters in its URL, so that every screen is a link that reproduces itself.
// Values stay as the text the user gave: the BFF judges them and names what it refuses.

/** The parts of URLSearchParams the helpers read; Next's ReadonlyURLSearchParams fits. */
export interface ReadableParams {
  get(name: string): string | null;
  has(name: string): boolean;
}

export type SearchValues<Name extends string> = Record<Name, string>;

export interface UrlSearch<Name extends string> {
  values: SearchValues<Name>;
  /** True once a search has run: the URL carries at least one of the screen's parameters. */
  submitted: boolean;
}

/** Reads each named parameter (missing → its default, or ""). */
export function readSearch<Name extends string>(
  params: ReadableParams,
  names: readonly Name[],
  defaults: Partial<SearchValues<Name>> = {},
): UrlSearch<Name> {
  const values = {} as SearchValues<Name>;
  let submitted = false;
  for (const name of names) {
    const raw = params.get(name);
    if (raw !== null) submitted = true;
    values[name] = raw ?? defaults[name] ?? "";
  }
  return { values, submitted };
}

/**
 * The query string for a set of values in the order of `names`, without empty ones. Always non-empty for a screen
 * whose paging has values, so that a search with no filters still reads as "searched" when the link is reopened.
 */
export function searchQuery<Name extends string>(names: readonly Name[], values: Partial<SearchValues<Name>>): string {
  const query = new URLSearchParams();
  for (const name of names) {
    const value = values[name]?.trim();
    if (value) query.set(name, value);
  }
  return query.toString();
}

export function searchHref<Name extends string>(
  pathname: string,
  names: readonly Name[],
  values: Partial<SearchValues<Name>>,
): string {
  const query = searchQuery(names, values);
  return query ? `${pathname}?${query}` : pathname;
}

/** Reads the form's current values for the named fields; absent fields read as "". */
export function formValues<Name extends string>(form: FormData, names: readonly Name[]): SearchValues<Name> {
  const values = {} as SearchValues<Name>;
  for (const name of names) {
    const value = form.get(name);
    values[name] = typeof value === "string" ? value.trim() : "";
  }
  return values;
}

/** A 0-based page index from URL text; anything unreadable counts as the first page for the pager's own links. */
export function pageNumber(text: string): number {
  return /^\d{1,6}$/.test(text.trim()) ? Number(text.trim()) : 0;
}
