"use client";
// Tabs whose tabs are links: each tab has its own URL (reload, back and forward work) and assistive technology hears
// a tab list with its panel. The page arrives with a plain strip of links (a navigation landmark that works with no
// JavaScript at all); right after hydration Radix's Tabs (tab-strip.tsx) takes its place with the same look: the
// ARIA tabs pattern with manual activation, roving focus, arrow keys, Home and End. Radix costs 8.8 kB, which loads
// on its own rather than in every company tab's first load (the 170 kB budget).
import Link from "next/link";
import { lazy, useCallback, useId, useState, type ReactNode } from "react";
import { BrowserOnly } from "./browser-only";
import { TAB_ROW_CLASS, TAB_SCROLLER_CLASS, TAB_STRIP_CLASS, tabLinkClass, type TabLinkItem } from "./tab-link-style";

export type { TabLinkItem } from "./tab-link-style";

const loadTabStrip = () => import("./tab-strip");
// Fetched as this module runs in the browser, alongside hydration, rather than when the strip first renders.
if (typeof window !== "undefined") void loadTabStrip();
const TabStrip = lazy(() => loadTabStrip().then((module) => ({ default: module.TabStrip })));

/**
 * Navigation decides which tab is selected: the route, not a click, changes `activeId`. `onIntent`: a tab is about
 * to be opened, so its data can be asked for while the route changes rather than after.
 */
export function LinkTabs({ items, activeId, label, onIntent, children }: {
  items: readonly TabLinkItem[];
  activeId: string;
  label: string;
  onIntent?: (id: string) => void;
  children: ReactNode;
}) {
  const base = useId();
  const tabId = useCallback((id: string) => `${base}-tab-${id}`, [base]);
  const panelId = `${base}-panel`;
  // The panel is a tab panel only once there is a tab list to label it.
  const [enhanced, setEnhanced] = useState(false);
  const onEnhanced = useCallback(() => setEnhanced(true), []);
  const links = <LinkStrip items={items} activeId={activeId} label={label} />;
  return (
    <div className="space-y-4">
      <BrowserOnly fallback={links}>
        <TabStrip items={items} activeId={activeId} label={label} tabId={tabId} panelId={panelId} onIntent={onIntent} onEnhanced={onEnhanced} />
      </BrowserOnly>
      <div
        id={panelId}
        // Reachable by Tab from its tab, as the pattern asks of a panel that may start without a focusable child.
        {...(enhanced ? { role: "tabpanel", "aria-labelledby": tabId(activeId), tabIndex: 0 } : {})}
        className="pt-4 focus:outline-none focus-visible:outline-2 focus-visible:outline-brand"
      >
        {children}
      </div>
    </div>
  );
}

/**
 * The strip before Radix arrives: the same links, each in the page's tab order, the current one marked as such. The
 * intent to open a tab (which fetches its data early) is reported by Radix's strip, which follows within moments.
 */
function LinkStrip({ items, activeId, label }: { items: readonly TabLinkItem[]; activeId: string; label: string }) {
  return (
    <div className={TAB_STRIP_CLASS} data-testid="tab-strip">
      <div className={TAB_SCROLLER_CLASS}>
        <nav aria-label={label}>
          <div className={TAB_ROW_CLASS}>
            {items.map((item) => (
              <Link
                key={item.id}
                href={item.href}
                scroll={false}
                aria-current={item.id === activeId ? "page" : undefined}
                className={tabLinkClass(item.id === activeId)}
              >
                {item.label}
              </Link>
            ))}
          </div>
        </nav>
      </div>
    </div>
  );
}
