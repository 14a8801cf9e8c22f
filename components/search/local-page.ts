// Paging in the browser for operations the BFF answers in one piece (property by title, charges by date), so that
// every results table pages the same way and the page still lives in the URL.

export function localPage<T>(items: readonly T[], page: number, size: number): { rows: T[]; hasNext: boolean } {
  const start = page * size;
  return { rows: items.slice(start, start + size), hasNext: start + size < items.length };
}
