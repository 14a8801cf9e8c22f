// A search screen's filters as React sees them, kept in the URL by nuqs: read from it, written back as a new
// history entry, so that reload, shared links and back/forward all reproduce the same screen. What a value means
// (defaults, "searched yet", which values the BFF gets) stays in search-params.ts and each screen's module.
import { usePathname } from "next/navigation";
import { useQueryStates } from "nuqs";
import { useMemo } from "react";
import { readSearch, urlValues, type SearchValues } from "./search-params";
import { searchParsers, searchUrl } from "./search-url";

export function useUrlSearch<Name extends string>(names: readonly Name[], defaults: Partial<SearchValues<Name>>) {
  const parsers = useMemo(() => searchParsers(names), [names]);
  const hrefOf = useMemo(() => searchUrl(names), [names]);
  const [url, setUrl] = useQueryStates(parsers, { history: "push", scroll: false });
  const pathname = usePathname();
  const { values, submitted } = readSearch({ get: (name) => url[name] ?? null }, names, defaults);
  return {
    values,
    submitted,
    /** Changes whenever the URL's search does; forms key on it to re-read their defaults after back/forward. */
    urlKey: hrefOf("", values, url),
    hrefFor: (next: Partial<SearchValues<Name>>) => hrefOf(pathname, next, url),
    navigate: (next: Partial<SearchValues<Name>>) => void setUrl(urlValues(names, next)),
  };
}
