"use client";
// Tabs whose tabs are links: each tab has its own URL (reload, back and forward work) and assistive technology
// still hears a tab list. Arrow keys, Home and End move between tabs (roving tabindex, as the ARIA pattern asks).
// On a narrow screen the strip scrolls sideways: a fade and an arrow at each edge with more tabs beyond it show
// that it does, and the selected tab is scrolled into view.
import Link from "next/link";
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { cx } from "./cx";

export interface TabLinkItem {
  id: string;
  href: string;
  label: string;
}

export function TabLinks({ items, activeId, label, panelId }: { items: readonly TabLinkItem[]; activeId: string; label: string; panelId: string }) {
  const refs = useRef<(HTMLAnchorElement | null)[]>([]);
  const strip = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ left: false, right: false });
  const measure = useCallback(() => {
    const element = strip.current;
    if (!element) return;
    const left = element.scrollLeft > 1;
    const right = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
    setMore((current) => (current.left === left && current.right === right ? current : { left, right }));
  }, []);
  const activeIndex = items.findIndex((item) => item.id === activeId);

  useEffect(() => {
    const element = strip.current;
    const active = refs.current[activeIndex];
    // Bring the selected tab into the strip's view without scrolling the page.
    if (element && active) {
      const start = active.offsetLeft - element.offsetLeft;
      if (start < element.scrollLeft || start + active.offsetWidth > element.scrollLeft + element.clientWidth) {
        element.scrollLeft = start - 24;
      }
    }
    measure();
  }, [activeIndex, measure]);

  useEffect(() => {
    const element = strip.current;
    if (!element) return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [measure]);

  function onKeyDown(event: KeyboardEvent<HTMLAnchorElement>, index: number) {
    const last = items.length - 1;
    const next =
      event.key === "ArrowRight" ? (index === last ? 0 : index + 1)
      : event.key === "ArrowLeft" ? (index === 0 ? last : index - 1)
      : event.key === "Home" ? 0
      : event.key === "End" ? last
      : null;
    if (next === null) return;
    event.preventDefault();
    refs.current[next]?.focus();
  }

  return (
    <div className="relative border-b border-line print:hidden" data-testid="tab-strip" data-more-left={more.left} data-more-right={more.right}>
      <ScrollHint side="left" shown={more.left} />
      <div ref={strip} onScroll={measure} className="overflow-x-auto [scrollbar-width:thin]">
      <div role="tablist" aria-label={label} className="flex min-w-max gap-1">
        {items.map((item, index) => {
          const selected = item.id === activeId;
          return (
            <Link
              key={item.id}
              ref={(element) => { refs.current[index] = element; }}
              id={tabId(item.id)}
              href={item.href}
              role="tab"
              aria-selected={selected}
              aria-controls={selected ? panelId : undefined}
              tabIndex={selected ? 0 : -1}
              scroll={false}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={cx(
                "-mb-px whitespace-nowrap border-b-2 px-3 py-2 text-sm font-medium",
                selected ? "border-brand text-brand" : "border-transparent text-ink-muted hover:border-line hover:text-ink",
              )}
            >
              {item.label}
            </Link>
          );
        })}
      </div>
      </div>
      <ScrollHint side="right" shown={more.right} />
    </div>
  );
}

/** The fade and arrow at an edge of the strip with more tabs beyond it; decoration, the tabs stay reachable by keys. */
function ScrollHint({ side, shown }: { side: "left" | "right"; shown: boolean }) {
  if (!shown) return null;
  return (
    <div
      aria-hidden="true"
      data-testid={`tab-scroll-hint-${side}`}
      className={cx(
        "pointer-events-none absolute inset-y-0 z-10 flex w-10 items-center text-ink-muted",
        side === "left" ? "left-0 justify-start bg-linear-to-r from-surface-muted to-transparent" : "right-0 justify-end bg-linear-to-l from-surface-muted to-transparent",
      )}
    >
      <span className="text-lg leading-none">{side === "left" ? "‹" : "›"}</span>
    </div>
  );
}

export function TabPanel({ id, activeId, children }: { id: string; activeId: string; children: ReactNode }) {
  return (
    <div role="tabpanel" id={id} aria-labelledby={tabId(activeId)} tabIndex={-1} className="pt-4 focus:outline-none">
      {children}
    </div>
  );
}

function tabId(id: string): string {
  return `tab-${id}`;
}
