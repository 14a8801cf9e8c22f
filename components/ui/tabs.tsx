"use client";
// Tabs whose tabs are links: each tab has its own URL (reload, back and forward work) and assistive technology hears
// a tab list with its panel. The ARIA tabs pattern with manual activation: the selected tab is the one stop in the
// page's tab order, arrow keys, Home and End move focus between tabs without opening them, Enter, Space or a click
// follows the link. Written here rather than on Radix's Tabs, which cost every company tab 8.8 kB of first-load
// JavaScript for the same wiring. On a narrow screen the strip scrolls sideways: a fade and an arrow at each edge
// with more tabs beyond it show that it does, and the selected tab is scrolled into view.
import Link from "next/link";
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { cx } from "./cx";

export interface TabLinkItem {
  id: string;
  href: string;
  label: string;
}

/** Navigation decides which tab is selected: the route, not a click, changes `activeId`. */
/**
 * `onIntent`: a tab is about to be opened (pointer over it, pressed, or focused), so its data can be asked for while
 * the route changes rather than after.
 */
export function LinkTabs({ items, activeId, label, onIntent, children }: {
  items: readonly TabLinkItem[];
  activeId: string;
  label: string;
  onIntent?: (id: string) => void;
  children: ReactNode;
}) {
  const base = useId();
  const tabId = (id: string) => `${base}-tab-${id}`;
  const panelId = `${base}-panel`;
  return (
    <div className="space-y-4">
      <TabStrip items={items} activeId={activeId} label={label} tabId={tabId} panelId={panelId} onIntent={onIntent} />
      <div
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabId(activeId)}
        // The panel is reachable by Tab from its tab, as the pattern asks when it may start without a focusable child.
        tabIndex={0}
        className="pt-4 focus:outline-none focus-visible:outline-2 focus-visible:outline-brand"
      >
        {children}
      </div>
    </div>
  );
}

/** The tab focus should move to for a key, or null when the key is not one the tab list handles. */
function nextTab(tabs: HTMLElement[], current: number, key: string): HTMLElement | null {
  const last = tabs.length - 1;
  // A horizontal tab list: left and right, as Radix did; up and down are left to the page.
  if (key === "ArrowRight") return tabs[current >= last ? 0 : current + 1] ?? null;
  if (key === "ArrowLeft") return tabs[current <= 0 ? last : current - 1] ?? null;
  if (key === "Home") return tabs[0] ?? null;
  if (key === "End") return tabs[last] ?? null;
  return null;
}

function onTabListKeyDown(event: KeyboardEvent<HTMLDivElement>) {
  const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>("[role=tab]")];
  const current = tabs.indexOf(event.target as HTMLElement);
  if (current < 0) return;
  if (event.key === " ") {
    // A link follows on Enter by itself; Space, which a tab also answers to, would scroll the page.
    event.preventDefault();
    tabs[current]?.click();
    return;
  }
  const target = nextTab(tabs, current, event.key);
  if (!target) return;
  event.preventDefault();
  target.focus();
}

interface TabStripProps {
  items: readonly TabLinkItem[];
  activeId: string;
  label: string;
  tabId: (id: string) => string;
  panelId: string;
  onIntent?: (id: string) => void;
}

function TabStrip({ items, activeId, label, tabId, panelId, onIntent }: TabStripProps) {
  const strip = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ left: false, right: false });
  const measure = useCallback(() => {
    const element = strip.current;
    if (!element) return;
    const left = element.scrollLeft > 1;
    const right = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
    setMore((current) => (current.left === left && current.right === right ? current : { left, right }));
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: activeId is the trigger, the selected tab is read from the DOM
  useEffect(() => {
    const element = strip.current;
    const active = element?.querySelector<HTMLElement>("[role=tab][aria-selected=true]");
    // Bring the selected tab into the strip's view without scrolling the page.
    if (element && active) {
      const start = active.offsetLeft - element.offsetLeft;
      if (start < element.scrollLeft || start + active.offsetWidth > element.scrollLeft + element.clientWidth) {
        element.scrollLeft = start - 24;
      }
    }
    measure();
  }, [activeId, measure]);

  useEffect(() => {
    const element = strip.current;
    if (!element) return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [measure]);

  return (
    <div className="relative border-b border-line print:hidden" data-testid="tab-strip" data-more-left={more.left} data-more-right={more.right}>
      <ScrollHint side="left" shown={more.left} />
      {/* Focus moving to a tab off the strip's edge scrolls it: the hints follow. */}
      <div ref={strip} onScroll={measure} className="overflow-x-auto [scrollbar-width:thin]">
        <div role="tablist" aria-label={label} onKeyDown={onTabListKeyDown} className="flex min-w-max gap-1">
          {items.map((item) => {
            const selected = item.id === activeId;
            return (
              <Link
                key={item.id}
                id={tabId(item.id)}
                href={item.href}
                scroll={false}
                role="tab"
                aria-selected={selected}
                aria-controls={selected ? panelId : undefined}
                // Roving focus: only the selected tab is in the page's tab order; the arrow keys reach the others.
                tabIndex={selected ? 0 : -1}
                onPointerEnter={onIntent && (() => onIntent(item.id))}
                onPointerDown={onIntent && (() => onIntent(item.id))}
                onFocus={onIntent && (() => onIntent(item.id))}
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
