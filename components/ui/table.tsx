import type { ReactNode, TdHTMLAttributes, ThHTMLAttributes } from "react";
import { cx } from "./cx";

// Plain table parts for the company tabs. Wide tables scroll inside their own container, never the page.

export function TableScroll({ children, label, className }: { children: ReactNode; label: string; className?: string }) {
  return (
    // Reachable by keyboard to be scrolled without a mouse; `relative` keeps absolutely placed cell content (screen-
    // reader-only text) inside it, not widening the page.
    <div role="region" aria-label={label} tabIndex={0} className={cx("relative max-w-full overflow-x-auto rounded-lg border border-line bg-surface", className)}>
      {children}
    </div>
  );
}

export function Table({ children, caption, className }: { children: ReactNode; caption?: string; className?: string }) {
  return (
    <table className={cx("w-full border-collapse text-sm", className)}>
      {caption && <caption className="sr-only">{caption}</caption>}
      {children}
    </table>
  );
}

export function Th({ className, numeric, ...props }: ThHTMLAttributes<HTMLTableCellElement> & { numeric?: boolean }) {
  return (
    <th
      scope="col"
      className={cx(
        "border-b border-line bg-surface-raised px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-ink-muted",
        numeric && "text-right",
        className,
      )}
      {...props}
    />
  );
}

export function Td({ className, numeric, ...props }: TdHTMLAttributes<HTMLTableCellElement> & { numeric?: boolean }) {
  return (
    <td
      className={cx("border-b border-line px-3 py-2 align-top", numeric && "text-right tabular-nums whitespace-nowrap", className)}
      {...props}
    />
  );
}
