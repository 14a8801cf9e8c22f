"use client";
// The company tabs' tab list, on Radix's Tabs from the server's first render: the ARIA tabs pattern (tablist, tabs,
// roving focus; arrow keys, Home and End move between tabs without opening them, manual activation). The tabs stay
// Next links, each with its tab's URL, so Enter, Space or a click follows one, and before the page's scripts run a
// click still does. The panel lives outside Radix's root, with the server-drawn page inside it (tabs.tsx), so each
// tab names it by id. On a narrow screen the strip scrolls sideways: a fade and an arrow at each edge with more tabs
// beyond it show that it does, and the selected tab is scrolled into view.
import * as Tabs from "@radix-ui/react-tabs";
import { Link } from "@/components/ui/link";
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type RefObject } from "react";
import { cx } from "./cx";
import { useHydrated } from "./use-hydrated";

export interface TabLinkItem {
  id: string;
  href: string;
  label: string;
}

/** Navigation decides which tab is selected: Radix is told of a choice, the link's route change makes it. */
const followTheRoute = () => {};

/** A link answers Enter by itself; Space, which a tab also answers to, would scroll the page instead. */
function followOnSpace(event: KeyboardEvent<HTMLAnchorElement>) {
  if (event.key !== " ") return;
  event.preventDefault();
  event.currentTarget.click();
}

function tabLinkClass(selected: boolean): string {
  return cx(
    "-mb-px whitespace-nowrap border-b-2 px-3 py-2 text-sm font-medium",
    selected ? "border-brand text-brand" : "border-transparent text-ink-muted hover:border-line hover:text-ink",
  );
}

/** The handlers that report the intent to open a tab (pointer over it, pressed, or focused). */
function intentHandlers(id: string, onIntent?: (id: string) => void) {
  if (!onIntent) return {};
  const intent = () => onIntent(id);
  return { onPointerEnter: intent, onPointerDown: intent, onFocus: intent };
}

export interface TabStripProps {
  items: readonly TabLinkItem[];
  activeId: string;
  label: string;
  tabId: (id: string) => string;
  panelId: string;
  onIntent?: (id: string) => void;
}

export function TabStrip({ items, activeId, label, tabId, panelId, onIntent }: TabStripProps) {
  const strip = useRef<HTMLDivElement>(null);
  const more = useScrollHints(strip, activeId);
  // False in the server's HTML and while React attaches to it, true from the render after: when a click is the
  // router's, not a half-attached page's (the e2e specs wait for it).
  const hydrated = useHydrated();

  return (
    <div
      className="relative border-b border-line print:hidden"
      data-testid="tab-strip"
      data-hydrated={hydrated}
      data-more-left={more.left}
      data-more-right={more.right}
    >
      <ScrollHint side="left" shown={more.left} />
      {/* Focus moving to a tab off the strip's edge scrolls it: the hints follow. */}
      <div ref={strip} onScroll={more.measure} className="overflow-x-auto [scrollbar-width:thin]">
        <Tabs.Root value={activeId} onValueChange={followTheRoute} activationMode="manual">
          <Tabs.List aria-label={label} className="flex min-w-max gap-1">
            {items.map((item) => {
              const selected = item.id === activeId;
              return (
                <Tabs.Trigger key={item.id} value={item.id} asChild>
                  <Link
                    href={item.href}
                    scroll={false}
                    id={tabId(item.id)}
                    // Radix names its own panel; this one is outside its root. A link has no button type.
                    aria-controls={selected ? panelId : undefined}
                    type={undefined}
                    // The selected tab is the list's one tab stop, as in the pattern's manual-activation example.
                    // Radix would make none until its effects have counted the tabs, so the server's HTML would
                    // leave the strip out of the keyboard's reach until the scripts ran.
                    tabIndex={selected ? 0 : -1}
                    onKeyDown={followOnSpace}
                    className={tabLinkClass(selected)}
                    {...intentHandlers(item.id, onIntent)}
                  >
                    {item.label}
                  </Link>
                </Tabs.Trigger>
              );
            })}
          </Tabs.List>
        </Tabs.Root>
      </div>
      <ScrollHint side="right" shown={more.right} />
    </div>
  );
}

/** Whether tabs lie beyond each edge of the scrolling strip; brings the selected tab into view when it changes. */
function useScrollHints(strip: RefObject<HTMLDivElement | null>, activeId: string) {
  const [more, setMore] = useState({ left: false, right: false });
  const measure = useCallback(() => {
    const element = strip.current;
    if (!element) return;
    const left = element.scrollLeft > 1;
    const right = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
    setMore((current) => (current.left === left && current.right === right ? current : { left, right }));
  }, [strip]);

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
  }, [measure, strip]);

  return { ...more, measure };
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
