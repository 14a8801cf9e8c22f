"use client";
// The results region of a search screen: skeleton while loading, the BFF's refusal, an error with retry, an empty
// state, or the caller's table. Every screen renders its results through this so the states read the same everywhere.
import type { UseQueryResult } from "@tanstack/react-query";
import { Suspense, type ReactNode } from "react";
import { EmptyState, ErrorState, QueryState } from "@/components/ui/query-state";
import { SkeletonRows } from "@/components/ui/skeleton";
import type { ListResult } from "@/lib/upstream/operations";
import type { Refusal } from "./refusal";
import { RESULTS_HEADING_ID } from "./search-screen";

export interface SearchResultsProps<T> {
  query: UseQueryResult<ListResult<T>>;
  submitted: boolean;
  refusal: Refusal | null;
  /** Plural noun for the status line and the empty state, e.g. "notices". */
  noun: string;
  idleHint: string;
  children: (data: ListResult<T>) => ReactNode;
}

export function SearchResults<T>({ query, submitted, refusal, noun, idleHint, children }: SearchResultsProps<T>) {
  return (
    <section aria-labelledby={RESULTS_HEADING_ID} className="flex flex-col gap-3">
      <h2 id={RESULTS_HEADING_ID} tabIndex={-1} className="text-lg font-semibold focus:outline-none">Results</h2>
      {renderState()}
    </section>
  );

  function renderState(): ReactNode {
    if (!submitted) return <p className="text-sm text-ink-muted">{idleHint}</p>;
    // A refusal is the user's to fix in the form, so it is explained without a retry that would only repeat it.
    if (refusal && query.error) return <ErrorState error={query.error} title="This search was refused" detail={refusal.detail} />;
    return (
      <QueryState query={query} label="results" errorTitle="The search failed">
        {(data) => {
          // A results table whose code is still on its way (components/ui/lazy-part.tsx) shows rows of skeleton.
          if (data.items.length > 0) return <Suspense fallback={<SkeletonRows rows={5} />}>{children(data)}</Suspense>;
          return (data.page ?? 0) === 0
            ? <EmptyState hint="Try fewer or broader filters.">{`No ${noun} match this search`}</EmptyState>
            : <NoMoreResults noun={noun} />;
        }}
      </QueryState>
    );
  }
}

/** A page past the last result: the BFF gives no total, so a full page may be followed by an empty one. */
export function NoMoreResults({ noun }: { noun: string }) {
  return <EmptyState hint="This page is past the last result.">{`No more ${noun}`}</EmptyState>;
}

/** Whether a BFF-paged answer may have another page: it came back full. */
export function hasNextPage(data: ListResult<unknown>, requestedSize: number): boolean {
  return data.items.length >= (data.size ?? requestedSize) && data.items.length > 0;
}
