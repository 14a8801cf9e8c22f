// A search screen's filters as React sees them: read from the URL, written back by navigating, so that reload,
// shared links and back/forward all reproduce the same screen.
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { readSearch, searchHref, type SearchValues } from "./search-params";

/** The results table's own state (table-state), kept across new searches and pages. */
const TABLE_PARAMS = ["sort", "dir"] as const;

export function useUrlSearch<Name extends string>(names: readonly Name[], defaults: Partial<SearchValues<Name>>) {
  const params = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();
  const { values, submitted } = readSearch(params, names, defaults);
  const hrefFor = (next: Partial<SearchValues<Name>>) => {
    const href = searchHref(pathname, names, next);
    const kept = new URLSearchParams();
    for (const name of TABLE_PARAMS) {
      const value = params.get(name);
      if (value) kept.set(name, value);
    }
    return kept.size ? `${href}${href.includes("?") ? "&" : "?"}${kept.toString()}` : href;
  };
  return {
    values,
    submitted,
    /** Changes whenever the URL's search does; forms key on it to re-read their defaults after back/forward. */
    urlKey: params.toString(),
    hrefFor,
    navigate: (next: Partial<SearchValues<Name>>) => router.push(hrefFor(next), { scroll: false }),
  };
}
