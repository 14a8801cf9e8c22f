"use client";
// What is drawn only in the browser, with code that loads on demand (a chart measures its box, the ownership graph
// lays itself out): the fallback on the server and while hydrating, so the two agree, then the lazy child. With
// React's lazy this does what next/dynamic with `ssr: false` does, without the loader code next/dynamic adds
// to a page's first load.
import { Suspense, type ReactNode } from "react";
import { useHydrated } from "./use-hydrated";

export function BrowserOnly({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const inBrowser = useHydrated();
  return inBrowser ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
