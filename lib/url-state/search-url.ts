// A search screen's URL on nuqs's parsers and serializer: the screen's filters and its results table's own state
// (table-state's sort and direction, kept across new searches and pages). Every value is text as the user gave it:
// the BFF judges it and names what it refuses.
import { createSerializer, parseAsString, type SingleParserBuilder } from "nuqs";
import { urlValues, type SearchValues } from "./search-params";

export const TABLE_PARAMS = ["sort", "dir"] as const;

export type SearchParsers = Record<string, SingleParserBuilder<string>>;

export function searchParsers(names: readonly string[]): SearchParsers {
  return Object.fromEntries([...names, ...TABLE_PARAMS].map((name) => [name, parseAsString]));
}

/** The link for a new set of filters: the screen's path, its values (empty ones left out), and the current sort. */
export function searchUrl<Name extends string>(names: readonly Name[]) {
  const serialize = createSerializer(searchParsers(names));
  return (pathname: string, next: Partial<SearchValues<Name>>, current: Partial<Record<string, string | null>> = {}) => {
    const table = Object.fromEntries(TABLE_PARAMS.map((name) => [name, current[name] ?? null]));
    return serialize(pathname, { ...urlValues(names, next), ...table });
  };
}
