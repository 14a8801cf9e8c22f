"use client";
// A part of a screen whose code is not needed for its first paint (a results table drawn only once an answer has
// arrived): it loads on its own, fetched ahead as soon as what it will show is on its way. The caller's Suspense
// boundary stands in should the answer come first. React's lazy: next/dynamic would add its own loader code.
import { lazy, useEffect, type ComponentType } from "react";

// biome-ignore lint/suspicious/noExplicitAny: the props are whatever the loaded component takes, kept by the generic
export function lazyPart<Component extends ComponentType<any>>(load: () => Promise<Component>) {
  let pending: Promise<Component> | null = null;
  const preload = () => {
    pending ??= load();
    return pending;
  };
  return { Part: lazy(() => preload().then((component) => ({ default: component }))), preload };
}

/** Fetches a part's code while `wanted` (e.g. a search has been made and its answer is on its way). */
export function usePreload(preload: () => Promise<unknown>, wanted: boolean): void {
  useEffect(() => {
    if (wanted) void preload();
  }, [preload, wanted]);
}
