"use client";
// The one place that renders loading, empty and error states (umami's LoadingPanel idea): every panel and search
// screen hands it its query and renders the data it is given, so states look and behave the same on every screen.
import { useId, type ReactNode } from "react";
import { ApiError } from "@/lib/queries/api-fetch";
import { isNotRecorded } from "@/lib/queries/not-recorded";
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
  /** Heads a failure when the screen can say more than the problem's own title, e.g. "The search failed". */
  errorTitle?: ReactNode;
  /** Said when the service has no record of this for the company (its 404): not a failure, so no error or Retry. */
  notRecorded?: ReactNode;
  children: (data: T) => ReactNode;
}

export function QueryState<T>({ query, skeleton, isEmpty, empty = "Nothing recorded", label, errorTitle, notRecorded = "None recorded", children }: QueryStateProps<T>) {
  const loadingId = useId();
  if (query.isPending) {
    return (
      // Named by its text so that tests and assistive technology can find "Loading officers" as a status.
      <div role="status" aria-busy="true" aria-labelledby={loadingId}>
        <span id={loadingId} className="sr-only">Loading{label ? ` ${label}` : ""}…</span>
        {skeleton ?? <SkeletonRows />}
      </div>
    );
  }
  if (query.isError && isNotRecorded(query.error)) return <EmptyState hint={query.error.detail}>{notRecorded}</EmptyState>;
  if (query.isError) {
    return (
      <ErrorState
        error={query.error ?? new Error("The request failed.")}
        title={errorTitle}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const data = query.data as T;
  if (isEmpty?.(data)) return <EmptyState>{empty}</EmptyState>;
  return <>{children(data)}</>;
}

/** Says that there is nothing to show; `hint` suggests what to do about it. */
export function EmptyState({ children, hint }: { children: ReactNode; hint?: ReactNode }) {
  return (
    <div role="status" className="rounded-lg border border-dashed border-line bg-surface p-6 text-center text-ink-muted">
      <p>{children}</p>
      {hint ? <p className="mt-1 text-sm">{hint}</p> : null}
    </div>
  );
}

interface ErrorStateProps {
  error: Error;
  /** Overrides the problem's title, e.g. "This search was refused". */
  title?: ReactNode;
  /** Overrides the problem's detail. */
  detail?: ReactNode;
  /** Offered only when trying again could help (not for a refusal or a missing company). */
  onRetry?: () => void;
  retrying?: boolean;
}

export function ErrorState({ error, title, detail, onRetry, retrying }: ErrorStateProps) {
  const problem = error instanceof ApiError ? error : null;
  return (
    <div role="alert" className="rounded-lg border border-danger/40 bg-danger-soft p-4 text-ink">
      <p className="font-semibold text-danger">{title ?? problem?.title ?? "Something went wrong"}</p>
      <p className="mt-1 text-sm">{detail ?? problem?.detail ?? error.message}</p>
      {onRetry && (
        <Button className="mt-3" onClick={onRetry} disabled={retrying}>
          {retrying ? "Retrying…" : "Retry"}
        </Button>
      )}
    </div>
  );
}
