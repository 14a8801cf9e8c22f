"use client";
// Windowing for long tables: only the rows in view (plus a margin) are rendered, measured as they appear so rows of
// any height scroll true, and spacer rows keep the scroll height.
import { useVirtualizer } from "@tanstack/react-virtual";
import type { RefObject } from "react";

const OVERSCAN = 10;

export interface VirtualRows {
  /** Indexes of the rows to render, in order. */
  indexes: number[];
  padTop: number;
  padBottom: number;
  /** Hand to each rendered row (with `data-index`) so its real height is measured. */
  measure: (element: HTMLElement | null) => void;
}

export function useVirtualRows(count: number, estimatedHeight: number, container: RefObject<HTMLElement | null>): VirtualRows {
  const virtualizer = useVirtualizer({
    count,
    estimateSize: () => estimatedHeight,
    getScrollElement: () => container.current,
    overscan: OVERSCAN,
    // Before the region is measured a first screenful is drawn rather than nothing.
    initialRect: { width: 0, height: 600 },
  });
  const items = virtualizer.getVirtualItems();
  const padTop = items[0]?.start ?? 0;
  const padBottom = items.length ? virtualizer.getTotalSize() - items[items.length - 1].end : 0;
  return { indexes: items.map((item) => item.index), padTop, padBottom, measure: virtualizer.measureElement };
}
