"use client";
// The trend chart as every screen uses it: its code (recharts, the largest library of any page) loads with the first chart drawn,
// never in a page's first load, and a placeholder of the chart's height holds its place meanwhile.
import { lazy, type ComponentProps } from "react";
import { BrowserOnly } from "@/components/ui/browser-only";
import { Skeleton } from "@/components/ui/skeleton";
import { WhenNearView } from "@/components/ui/when-near-view";

const placeholder = <Skeleton className="h-64 w-full" />;
// Still, not pulsing: nothing is loading until the reader scrolls near, and a pulse left running below the fold kept
// the browser painting it every frame (the compare screen's five: about 60 ms of CPU a second while the page sat open).
const waiting = <div aria-hidden="true" data-testid="chart-waiting" className="h-64 w-full rounded bg-surface-raised" />;
const LazyTrendChart = lazy(() => import("./trend-chart").then((module) => ({ default: module.TrendChart })));

export function TrendChart(props: ComponentProps<typeof LazyTrendChart>) {
  return <BrowserOnly fallback={placeholder}><LazyTrendChart {...props} /></BrowserOnly>;
}

/** The same chart drawn once the reader scrolls near it: for charts below a screen's fold, which cost the browser most. */
export function TrendChartWhenNear(props: ComponentProps<typeof LazyTrendChart>) {
  return <WhenNearView placeholder={waiting}><TrendChart {...props} /></WhenNearView>;
}
