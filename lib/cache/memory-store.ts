import "server-only";
// The in-process store: an LRU bounded by the bytes of the JSON it holds, each entry expiring at its own TTL.
import { LRUCache } from "lru-cache";
import type { CachedAnswer, ResponseStore } from "./response-store";

/** Bookkeeping per entry (key, timestamps, the map's nodes), so that many small entries also count. */
const ENTRY_OVERHEAD = 256;

export function createMemoryStore(maxBytes: number): ResponseStore {
  const lru = new LRUCache<string, CachedAnswer>({
    maxSize: maxBytes,
    // One answer may take at most an eighth of the cache, so one huge company cannot flush everything else.
    maxEntrySize: Math.max(ENTRY_OVERHEAD + 1, Math.floor(maxBytes / 8)),
    sizeCalculation: (answer, key) => ENTRY_OVERHEAD + key.length + (answer.raw?.length ?? 0),
  });
  return {
    kind: "memory",
    get: async (key) => lru.get(key),
    set: async (key, answer, keepMs) => void lru.set(key, answer, { ttl: keepMs }),
    ping: async () => true,
  };
}
