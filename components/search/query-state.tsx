// Loading, empty and error-with-retry states for the search results. Local stand-in for the shared
// components/ui/query-state.tsx the company page is writing; swap to it once both branches meet.
import type { ReactNode } from "react";
import { secondaryButtonClassName } from "./control-styles";

export function ResultsSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <div role="status" aria-label="Loading results" className="flex flex-col gap-2 rounded-lg border border-line bg-surface p-3">
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="h-6 animate-pulse rounded bg-surface-muted" />
      ))}
      <span className="sr-only">Loading results…</span>
    </div>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div role="status" className="rounded-lg border border-dashed border-line bg-surface p-6 text-center">
      <p className="font-medium">{title}</p>
      {children ? <div className="mt-1 text-sm text-ink-muted">{children}</div> : null}
    </div>
  );
}

export function ErrorState({ title, detail, onRetry }: { title: string; detail: string; onRetry?: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border border-danger bg-surface p-4">
      <div>
        <p className="font-medium text-danger">{title}</p>
        <p className="mt-1 text-sm text-ink">{detail}</p>
      </div>
      {onRetry ? (
        <button type="button" onClick={onRetry} className={secondaryButtonClassName}>
          Retry
        </button>
      ) : null}
    </div>
  );
}
