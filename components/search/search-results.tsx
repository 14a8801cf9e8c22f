"use client";
// The results region of a search screen: skeleton while loading, the BFF's refusal, an error with retry, an empty
// state, or the caller's table. Every screen renders its results through this so the states read the same everywhere.
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { ListResult } from "@/lib/upstream/operations";
import { EmptyState, ErrorState, ResultsSkeleton } from "./query-state";
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
    if (query.isPending) return <ResultsSkeleton />;
    if (refusal) return <ErrorState title="This search was refused" detail={refusal.detail} />;
    if (query.isError) {
      return (
        <ErrorState
          title="The search failed"
          detail={query.error instanceof Error ? query.error.message : "The data service could not be reached."}
          onRetry={() => void query.refetch()}
        />
      );
    }
    if (query.data.items.length === 0 && (query.data.page ?? 0) === 0) {
      return <EmptyState title={`No ${noun} match this search`}>Try fewer or broader filters.</EmptyState>;
    }
    if (query.data.items.length === 0) {
      return <EmptyState title={`No more ${noun}`}>This page is past the last result.</EmptyState>;
    }
    return children(query.data);
  }
}

/** Whether a BFF-paged answer may have another page: it came back full. */
export function hasNextPage(data: ListResult<unknown>, requestedSize: number): boolean {
  return data.items.length >= (data.size ?? requestedSize) && data.items.length > 0;
}
