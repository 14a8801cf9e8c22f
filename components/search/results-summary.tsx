// The line above a results table, announced politely so that screen-reader users hear a new search land.
export function ResultsSummary({ count, noun, page }: { count: number; noun: string; page: number }) {
  return (
    <p aria-live="polite" className="text-sm text-ink-muted">
      <span className="tabular-nums">{count}</span> {noun} on page <span className="tabular-nums">{page + 1}</span>
    </p>
  );
}
