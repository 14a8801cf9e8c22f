// The line above a results table saying how many results there are, announced politely so that screen-reader users
// hear a new search land. The BFF's searches give no total, so it is counted once the last page is reached.

export interface ResultsCount {
  /** Rows on this page. */
  count: number;
  /** 0-based. */
  page: number;
  size: number;
  hasNext: boolean;
  /** The total when the source gives one. */
  total?: number | null;
  /** The total is "at least" (a capped search). */
  atLeast?: boolean;
}

export function resultsCountText({ count, page, size, hasNext, total, atLeast }: ResultsCount, noun: string): string {
  const first = page * size + 1;
  const last = page * size + count;
  // Without a total from the source, the last page tells it: every earlier page was full.
  const known = total ?? (hasNext ? null : last);
  if (known === null) return `${noun} ${first}–${last}; more on the next page`;
  const all = `${atLeast ? "at least " : ""}${known.toLocaleString("en-GB")}`;
  if (page === 0 && !hasNext) return `${all} ${noun}`;
  return `${noun} ${first}–${last} of ${all}`;
}

export function ResultsSummary({ noun, sortedWithinPage, ...count }: ResultsCount & { noun: string; sortedWithinPage?: boolean }) {
  const text = resultsCountText(count, noun);
  return (
    <p aria-live="polite" className="text-sm text-ink-muted tabular-nums" data-testid="results-count">
      {text.charAt(0).toUpperCase() + text.slice(1)}
      {sortedWithinPage ? <span> · a column sort orders this page</span> : null}
    </p>
  );
}
