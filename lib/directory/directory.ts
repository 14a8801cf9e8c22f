import "server-only";
// The server's directory, opened on first use (not at import: `next build` imports route modules) and kept open:
// a SQLite connection's page cache is what makes the typeahead fast, and a PostgreSQL pool is made once. Kept on
// globalThis because Next may load this module once per route bundle, and every route must share one pool.
import { batchedLearning } from "./batched-learning";
import { openDirectory } from "./open-store";
import type { DirectoryStore } from "./store";

const KEY = Symbol.for("dashboard.directory");
type Holder = { [KEY]?: DirectoryStore };

export function directoryStore(): DirectoryStore {
  const holder = globalThis as Holder;
  if (!holder[KEY]) {
    // What answers teach is written a burst at a time (./batched-learning.ts).
    const store = batchedLearning(openDirectory("server").store);
    // Closed (by a test), the next use opens it again.
    holder[KEY] = { ...store, close: () => { holder[KEY] = undefined; return store.close(); } };
  }
  return holder[KEY];
}
