// Group commit, as databases do it for their own log: records that arrive while the previous batch is being written
// (or within the same turn of the event loop) are written together, in one statement and so one transaction and one
// sync to disk. Each caller's promise settles only when its own batch is durable, and rejects when that batch
// failed: a lookup is still answered only once its record is written.

export interface GroupCommit<T> {
  /** Queues one record; resolves once the batch holding it is written, rejects if that write failed. */
  add(item: T): Promise<void>;
}

interface Pending<T> {
  item: T;
  resolve: () => void;
  reject: (error: unknown) => void;
}

export function groupCommit<T>(write: (batch: readonly T[]) => Promise<void>, maxBatch: number): GroupCommit<T> {
  let queue: Pending<T>[] = [];
  let writing = false;
  let scheduled = false;

  const flush = async () => {
    scheduled = false;
    if (writing || !queue.length) return;
    writing = true;
    while (queue.length) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(batch.length);
      try {
        await write(batch.map((pending) => pending.item));
        for (const pending of batch) pending.resolve();
      } catch (error) {
        for (const pending of batch) pending.reject(error);
      }
    }
    writing = false;
  };

  return {
    add(item) {
      return new Promise<void>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        // setImmediate: the records of every request handled in this turn of the event loop join the batch.
        if (!writing && !scheduled) {
          scheduled = true;
          setImmediate(() => void flush());
        }
      });
    },
  };
}
