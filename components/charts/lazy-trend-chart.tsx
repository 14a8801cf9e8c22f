"use client";
// The trend chart as every screen uses it: its code (recharts, the largest library of any page) loads with the first chart drawn,
// never in a page's first load, and a placeholder of the chart's height holds its place meanwhile.
import { lazy, type ComponentProps } from "react";
import { BrowserOnly } from "@/components/ui/browser-only";
import { Skeleton } from "@/components/ui/skeleton";
import { WhenNearView } from "@/components/ui/when-near-view";

const placeholder = <Skeleton className="h-64 w-full" />;
const LazyTrendChart = lazy(() => import("./trend-chart").then((module) => ({ default: module.TrendChart })));

export function TrendChart(props: ComponentProps<typeof LazyTrendChart>) {
  return <BrowserOnly fallback={placeholder}><LazyTrendChart {...props} /></BrowserOnly>;
}

/** The same chart drawn once the reader scrolls near it: for charts below a screen's fold, which cost the browser most. */
export function TrendChartWhenNear(props: ComponentProps<typeof LazyTrendChart>) {
  return <WhenNearView placeholder={placeholder}><TrendChart {...props} /></WhenNearView>;
}
