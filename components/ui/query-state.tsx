"use client";
// The one place that renders loading, empty and error states (umami's LoadingPanel idea): every panel hands it
// its query and renders the data it is given, so states look and behave the same on every screen.
import type { ReactNode } from "react";
import { ApiError } from "@/lib/queries/api-fetch";
import { Button } from "./button";
import { SkeletonRows } from "./skeleton";

/** The parts of a TanStack query result this component reads; a panel may also combine two queries into one. */
export interface QueryLike<T> {
  data: T | undefined;
  error: Error | null;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** What is shown while the first answer is awaited; rows of placeholders by default. */
  skeleton?: ReactNode;
  /** Whether an answer holds nothing to show; then `empty` is said instead. */
  isEmpty?: (data: T) => boolean;
  /** Says what is missing, e.g. "No county court judgments recorded". */
  empty?: ReactNode;
  /** A name for the loading announcement, e.g. "officers". */
  label?: string;
  children: (data: T) => ReactNode;
}

export function QueryState<T>({ query, skeleton, isEmpty, empty = "Nothing recorded", label, children }: QueryStateProps<T>) {
  if (query.isPending) {
    return (
      <div role="status" aria-busy="true">
        <span className="sr-only">Loading{label ? ` ${label}` : ""}…</span>
        {skeleton ?? <SkeletonRows />}
      </div>
    );
  }
  if (query.isError) {
    return <ErrorState error={query.error ?? new Error("The request failed.")} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  const data = query.data as T;
  if (isEmpty?.(data)) return <EmptyState>{empty}</EmptyState>;
  return <>{children(data)}</>;
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <div className="rounded-lg border border-dashed border-line bg-surface p-6 text-center text-ink-muted">
      <p>{children}</p>
    </div>
  );
}

export function ErrorState({ error, onRetry, retrying }: { error: Error; onRetry?: () => void; retrying?: boolean }) {
  const title = error instanceof ApiError ? error.title : "Something went wrong";
  const detail = error instanceof ApiError ? error.detail : error.message;
  return (
    <div role="alert" className="rounded-lg border border-danger/40 bg-danger-soft p-4 text-ink">
      <p className="font-semibold text-danger">{title}</p>
      <p className="mt-1 text-sm">{detail}</p>
      {onRetry && (
        <Button className="mt-3" onClick={onRetry} disabled={retrying}>
          {retrying ? "Retrying…" : "Retry"}
        </Button>
      )}
    </div>
  );
}
