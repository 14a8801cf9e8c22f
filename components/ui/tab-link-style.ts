// What a tab link looks like, shared by the links drawn before the tab list's keyboard behaviour arrives and the
// Radix tab list that replaces them, so the swap does not move a pixel.
import { cx } from "./cx";

export interface TabLinkItem {
  id: string;
  href: string;
  label: string;
}

export const TAB_STRIP_CLASS = "relative border-b border-line print:hidden";
export const TAB_SCROLLER_CLASS = "overflow-x-auto [scrollbar-width:thin]";
export const TAB_ROW_CLASS = "flex min-w-max gap-1";

export function tabLinkClass(selected: boolean): string {
  return cx(
    "-mb-px whitespace-nowrap border-b-2 px-3 py-2 text-sm font-medium",
    selected ? "border-brand text-brand" : "border-transparent text-ink-muted hover:border-line hover:text-ink",
  );
}

/** The handlers that report the intent to open a tab (pointer over it, pressed, or focused). */
export function intentHandlers(id: string, onIntent?: (id: string) => void) {
  if (!onIntent) return {};
  const intent = () => onIntent(id);
  return { onPointerEnter: intent, onPointerDown: intent, onFocus: intent };
}
