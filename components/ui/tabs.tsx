"use client";
// Tabs whose tabs are links: each tab has its own URL (reload, back and forward work) and assistive technology hears
// a tab list with its panel. The strip is Radix's Tabs (tab-strip.tsx) from the server's first render on, so the
// control the page arrives with is the one it keeps.
import { useCallback, useId, type ReactNode } from "react";
import { TabStrip, type TabLinkItem } from "./tab-strip";

export type { TabLinkItem } from "./tab-strip";

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
  return (
    <div className="space-y-4">
      <TabStrip items={items} activeId={activeId} label={label} tabId={tabId} panelId={panelId} onIntent={onIntent} />
      <div
        id={panelId}
        role="tabpanel"
        aria-labelledby={tabId(activeId)}
        // Reachable by Tab from its tab, as the pattern asks of a panel that may start without a focusable child.
        tabIndex={0}
        className="pt-4 focus:outline-none focus-visible:outline-2 focus-visible:outline-brand"
      >
        {children}
      </div>
    </div>
  );
}
