// Keeps the next few items of an async sequence in the making while the caller works on the current one. The import
// parses on this thread and PostgreSQL (or SQLite's writer) works on another core: read ahead, the next batch is
// parsed while the last one is written, so a first load takes the time of the slower half instead of the sum.

/** At most `ahead` items are held besides the one the caller has; an early return closes the source. */
export async function* readAhead<T>(source: AsyncIterable<T>, ahead: number): AsyncGenerator<T> {
  const iterator = source[Symbol.asyncIterator]();
  const pending: Promise<IteratorResult<T>>[] = [];
  let ended = false;
  const fill = () => {
    while (!ended && pending.length < Math.max(1, ahead)) {
      const next = iterator.next();
      // A failure is thrown when its turn comes, not as an unhandled rejection while an earlier item is in use.
      next.catch(() => undefined);
      pending.push(next);
      // An async generator answers its next() calls in order, so asking past its end only answers "done" again.
      next.then((result) => { if (result.done) ended = true; }, () => { ended = true; });
    }
  };
  try {
    for (;;) {
      fill();
      const result = await pending.shift()!;
      if (result.done) return;
      fill();
      yield result.value;
    }
  } finally {
    await iterator.return?.();
  }
}
