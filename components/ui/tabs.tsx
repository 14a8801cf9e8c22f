"use client";
// Tabs whose tabs are links, on Radix's Tabs: each tab has its own URL (reload, back and forward work) and
// assistive technology hears a tab list with its panel. Radix gives the ARIA wiring and the roving focus (arrow
// keys, Home and End move between tabs without opening them; Enter or a click follows the link). On a narrow screen
// the strip scrolls sideways: a fade and an arrow at each edge with more tabs beyond it show that it does, and the
// selected tab is scrolled into view.
import * as Tabs from "@radix-ui/react-tabs";
import Link from "next/link";
import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { cx } from "./cx";

export interface TabLinkItem {
  id: string;
  href: string;
  label: string;
}

/** Navigation decides which tab is selected: the route, not a click, changes `activeId`. */
const followTheRoute = () => {};

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
  return (
    <Tabs.Root value={activeId} onValueChange={followTheRoute} activationMode="manual" className="space-y-4">
      <TabStrip items={items} activeId={activeId} label={label} onIntent={onIntent} />
      <Tabs.Content value={activeId} className="pt-4 focus:outline-none focus-visible:outline-2 focus-visible:outline-brand">
        {children}
      </Tabs.Content>
    </Tabs.Root>
  );
}

function TabStrip({ items, activeId, label, onIntent }: { items: readonly TabLinkItem[]; activeId: string; label: string; onIntent?: (id: string) => void }) {
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
        <Tabs.List aria-label={label} className="flex min-w-max gap-1">
          {items.map((item) => (
            <Tabs.Trigger key={item.id} value={item.id} asChild>
              <Link
                href={item.href}
                scroll={false}
                // Radix gives its trigger type="button", which on a link would name a MIME type.
                type={undefined}
                onPointerEnter={onIntent && (() => onIntent(item.id))}
                onPointerDown={onIntent && (() => onIntent(item.id))}
                onFocus={onIntent && (() => onIntent(item.id))}
                className={cx(
                  "-mb-px whitespace-nowrap border-b-2 px-3 py-2 text-sm font-medium",
                  item.id === activeId ? "border-brand text-brand" : "border-transparent text-ink-muted hover:border-line hover:text-ink",
                )}
              >
                {item.label}
              </Link>
            </Tabs.Trigger>
          ))}
        </Tabs.List>
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
