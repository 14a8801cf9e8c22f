"use client";
// Windowing for long tables with fixed-height rows: only the rows in view (plus a margin) are rendered, and
// spacer rows keep the scroll height true. Short lists render whole, so find-in-page still works on them.
import { useEffect, useState, type RefObject } from "react";

const OVERSCAN = 10;

export function useVirtualRows(count: number, rowHeight: number, container: RefObject<HTMLElement | null>, threshold = 100) {
  const [view, setView] = useState({ top: 0, height: 600 });

  useEffect(() => {
    const element = container.current;
    if (!element || count <= threshold) return;
    const update = () => setView({ top: element.scrollTop, height: element.clientHeight });
    update();
    element.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update);
    return () => {
      element.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
    };
  }, [container, count, threshold]);

  if (count <= threshold) return { virtual: false, start: 0, end: count, padTop: 0, padBottom: 0 };
  const start = Math.max(0, Math.floor(view.top / rowHeight) - OVERSCAN);
  const end = Math.min(count, Math.ceil((view.top + view.height) / rowHeight) + OVERSCAN);
  return { virtual: true, start, end, padTop: start * rowHeight, padBottom: (count - end) * rowHeight };
}
