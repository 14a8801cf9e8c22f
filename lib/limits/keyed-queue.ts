// One at a time per key, with a bounded wait: the sign-in slow-down runs an address's attempts through this once the
// address is slowed, so that concurrent attempts wait their turn (and their delay) instead of all being verified at
// once. In this process only: with several servers the bound is per server.

export interface KeyedQueue {
  /** Runs `task` after every earlier task of `key`, or returns null without running it when `maxWaiting` already wait. */
  run<T>(key: string, task: () => Promise<T>): Promise<{ value: T } | null>;
  /** Tasks of `key` running or waiting. */
  size(key: string): number;
}

export function keyedQueue(maxWaiting: number): KeyedQueue {
  const lanes = new Map<string, { tail: Promise<unknown>; size: number }>();
  return {
    size: (key) => lanes.get(key)?.size ?? 0,
    async run(key, task) {
      const lane = lanes.get(key) ?? { tail: Promise.resolve(), size: 0 };
      // The one running counts too: `maxWaiting` behind it at most.
      if (lane.size > maxWaiting) return null;
      lane.size += 1;
      lanes.set(key, lane);
      const turn = lane.tail.then(task);
      lane.tail = turn.catch(() => undefined);
      try {
        return { value: await turn };
      } finally {
        lane.size -= 1;
        if (lane.size === 0) lanes.delete(key);
      }
    },
  };
}
