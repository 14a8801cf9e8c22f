"use client";
// The comparison screen: the list of numbers (pasted, or from the URL), then side by side with charts for 2 to 10
// companies, or a sortable table with a progress bar while it gathers for more, exported to Excel and CSV.
import { useQueryClient } from "@tanstack/react-query";
import { parseAsString, useQueryState } from "nuqs";
import { lazy, useEffect, useState, type ComponentProps } from "react";
import { Button } from "@/components/ui/button";
import { FormField, controlClassName } from "@/components/ui/form-field";
import { MAX_COMPANIES, MAX_ON_SCREEN, readCompareList } from "@/lib/compare/compare-input";
import { compareQuery } from "@/lib/queries/compare-queries";
import { BrowserOnly } from "@/components/ui/browser-only";
import { SkeletonRows } from "@/components/ui/skeleton";

// Only one of the two views is shown, and only once the companies' figures are being gathered: each loads its code
// beside that lookup rather than in the screen's first load.
const LazySideBySide = lazy(() => import("./compare-side-by-side").then((module) => ({ default: module.CompareSideBySide })));
const LazyBulk = lazy(() => import("./compare-bulk").then((module) => ({ default: module.CompareBulk })));

function CompareSideBySide(props: ComponentProps<typeof LazySideBySide>) {
  return <BrowserOnly fallback={<SkeletonRows rows={6} />}><LazySideBySide {...props} /></BrowserOnly>;
}

function CompareBulk(props: ComponentProps<typeof LazyBulk>) {
  return <BrowserOnly fallback={<SkeletonRows rows={6} />}><LazyBulk {...props} /></BrowserOnly>;
}

export function CompareScreen() {
  const [companies, setCompanies] = useQueryState("companies", parseAsString.withDefault("").withOptions({ history: "push" }));
  const inUrl = companies;
  const [draft, setDraft] = useState(inUrl.split(",").filter(Boolean).join(", "));
  const list = inUrl ? readCompareList(inUrl) : null;
  const sideBySide = list?.ok && list.numbers.length >= 2 && list.numbers.length <= MAX_ON_SCREEN ? list.numbers.join(",") : null;
  const client = useQueryClient();
  // The side-by-side figures are asked for as soon as the page runs, beside the view's code rather than after it has
  // loaded: the view asks with the same key and finds them in flight or answered.
  useEffect(() => {
    if (sideBySide) void client.prefetchQuery(compareQuery(sideBySide.split(",")));
  }, [client, sideBySide]);
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">Compare companies</h1>
      <form className="space-y-2" onSubmit={(event) => {
        event.preventDefault();
        const read = readCompareList(draft);
        // nuqs writes the commas raw: 200 numbers escaped as %2C would pass the bound on a query's length.
        void setCompanies(read.ok ? read.numbers.join(",") : draft.trim().slice(0, 1500));
      }}>
        <FormField id="compare-numbers" label={`Company numbers (2 to ${MAX_ON_SCREEN} side by side, up to ${MAX_COMPANIES} as a table)`}
          hint="Separated by commas, spaces or new lines; 1 reads as 00000001 and sc4 as SC000004." error={list && !list.ok ? list.reason : null}>
          {(control) => <textarea {...control} className={`${controlClassName} min-h-24 font-mono`} value={draft} onChange={(event) => setDraft(event.target.value)} />}
        </FormField>
        <Button type="submit" variant="primary">Compare</Button>
      </form>
      {list === null || !list.ok ? null
        : list.numbers.length < 2 ? <p role="alert">Add at least one more company to compare.</p>
        : list.numbers.length <= MAX_ON_SCREEN ? <CompareSideBySide numbers={list.numbers} />
        : <CompareBulk numbers={list.numbers} />}
    </div>
  );
}
