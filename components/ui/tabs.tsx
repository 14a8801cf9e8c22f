"use client";
// Tabs whose tabs are links: each tab has its own URL (reload, back and forward work) and assistive technology
// still hears a tab list. Arrow keys, Home and End move between tabs (roving tabindex, as the ARIA pattern asks).
import Link from "next/link";
import { useRef, type KeyboardEvent, type ReactNode } from "react";
import { cx } from "./cx";

export interface TabLinkItem {
  id: string;
  href: string;
  label: string;
}

export function TabLinks({ items, activeId, label, panelId }: { items: readonly TabLinkItem[]; activeId: string; label: string; panelId: string }) {
  const refs = useRef<(HTMLAnchorElement | null)[]>([]);

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
    <div className="overflow-x-auto border-b border-line">
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
