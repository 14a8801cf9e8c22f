// Previous / next paging by links, so that each page is its own URL and back/forward step through pages.
import { Link } from "@/components/ui/link";

export interface PagerProps {
  /** 0-based, as the BFF counts pages. */
  page: number;
  hasNext: boolean;
  hrefFor: (page: number) => string;
  /** Names the navigation landmark when a screen has more than one. */
  label?: string;
  /** The number of pages, when it is known (a list paged in the browser); the BFF's searches give no total. */
  pages?: number;
}

const itemClass = "inline-flex min-h-10 items-center rounded-md border px-3 text-sm";
const linkClass = `${itemClass} border-line bg-surface text-brand hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand`;
const disabledClass = `${itemClass} border-line text-ink-muted opacity-60`;

export function Pager({ page, hasNext, hrefFor, label = "Pages of results", pages }: PagerProps) {
  if (page === 0 && !hasNext) return null;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-3">
      {page > 0 ? (
        <Link href={hrefFor(page - 1)} scroll={false} rel="prev" className={linkClass}>
          ← Previous
        </Link>
      ) : (
        <span aria-disabled="true" className={disabledClass}>← Previous</span>
      )}
      <span className="text-sm text-ink-muted tabular-nums" aria-current="page">
        Page {page + 1}{pages ? ` of ${pages}` : ""}
      </span>
      {hasNext ? (
        <Link href={hrefFor(page + 1)} scroll={false} rel="next" className={linkClass}>
          Next →
        </Link>
      ) : (
        <span aria-disabled="true" className={disabledClass}>Next →</span>
      )}
    </nav>
  );
}
