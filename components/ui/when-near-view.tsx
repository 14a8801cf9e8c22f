"use client";
// What is dear to draw and lies below the fold (the compare screen's charts, most of the browser's work on that page):
// a placeholder of its size until the reader scrolls within half a screen of it, then drawn and kept. Printing draws
// it, paper having no scrolling; so does a browser without IntersectionObserver.
import { useEffect, useRef, useState, type ReactNode } from "react";
import { usePrinting } from "./use-printing";

export function WhenNearView({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  const printing = usePrinting();
  const [near, setNear] = useState(false);
  const holder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (near) return;
    // Once printed, kept: the page comes back to the screen with the chart drawn, not to be drawn a second time later.
    if (printing || typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const element = holder.current;
    if (!element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: "50% 0px" });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, printing]);
  return near || printing ? children : <div ref={holder}>{placeholder}</div>;
}
