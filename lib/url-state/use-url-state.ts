"use client";
// A screen's own URL parameters through nuqs, declared as parsers with defaults: a value the screen does not offer
// reads as the default, a default is left out of the URL, and a change is a new history entry (typing replaces the
// current one), so reload, shared links and back/forward reproduce the screen. nuqs merges changes made in one tick,
// so a second change builds on the first rather than on a URL the router has not delivered yet.
import { usePathname } from "next/navigation";
import { createSerializer, type Nullable, type ParserMap, useQueryStates, type Values } from "nuqs";
import { useCallback, useMemo } from "react";
import { PAGE_PARSER } from "./table-url";

export type UrlHistory = "push" | "replace";

/**
 * `shallow: false` where the server renders from the same parameters (it then renders again on each change); the
 * company tabs, compare and search read theirs only in the browser.
 */
export function useUrlState<Parsers extends ParserMap>(parsers: Parsers, options: { shallow?: boolean } = {}) {
  const withPage = useMemo(() => ({ page: PAGE_PARSER, ...parsers }), [parsers]);
  const [values, setValues] = useQueryStates(withPage, { history: "push", scroll: false, shallow: options.shallow ?? true });
  const pathname = usePathname();
  const serialize = useMemo(() => createSerializer(withPage), [withPage]);

  type Changes = Partial<Nullable<Values<Parsers>>> & { page?: number | null };
  const set = useCallback(
    // Any change of filter moves the rows, so the table goes back to its first page unless the page is the change,
    // or the rows are one page of the BFF's answer (`keepPage`: a sort within the page keeps it).
    (changes: Changes, history: UrlHistory = "push", keepPage = false) =>
      void setValues((keepPage ? changes : { page: null, ...changes }) as never, { history }),
    [setValues],
  );
  /** The link of this screen with some values changed (a pager's page links). */
  const hrefWith = (changes: Changes) => serialize(pathname, { ...values, ...changes } as never);
  return { values: values as Values<Parsers> & { page: number }, set, hrefWith };
}
