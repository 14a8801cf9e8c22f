"use client";
// What lies below a screen's first answer (charts, forms, long tables): drawn in a render of its own, right after the
// part above it has painted, so that the answer shows without waiting for everything under it. React's
// useDeferredValue with an initial value does this: the first render (on the server, in hydration, or on a route
// change) draws the fallback, then React draws the children at once in the background, where an analyst's input
// goes first. Drawn in the same render, the Assessment tab's charts and forms held its verdict back, and the Charges
// tab's debt timeline its table (bench/RESULTS.md, the team arm).
import { useDeferredValue, type ReactNode } from "react";

export function AfterFirstPaint({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const drawn = useDeferredValue(true, false);
  return drawn ? children : fallback;
}
