// Reading and writing a search screen's filters in its URL, so that every screen is a link that reproduces itself.
// Values stay as the text the user gave: the BFF judges them and names what it refuses.

/** The parts of URLSearchParams the helpers read; Next's ReadonlyURLSearchParams fits. */
export interface ReadableParams {
  get(name: string): string | null;
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
 * The URL's value of each named parameter for a set of values: trimmed, and null (left out of the URL) when empty,
 * including every name the values do not mention. A screen's paging always has a value, so a search with no filters
 * still reads as "searched" when the link is reopened.
 */
export function urlValues<Name extends string>(names: readonly Name[], values: Partial<SearchValues<Name>>): Record<Name, string | null> {
  const result = {} as Record<Name, string | null>;
  for (const name of names) result[name] = values[name]?.trim() || null;
  return result;
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
