import "server-only";
// The browser-ready JSON of cached upstream answers, kept in this process so that a cache hit is answered without
// parsing, validating and re-serialising the same upstream JSON again. Keyed by the cache entry and the time it
// was stored, so a refreshed entry is never answered with the text of the one it replaced. Bounded in bytes, at a
// quarter of the response cache's bound.
import { LRUCache } from "lru-cache";
import { cacheConfig } from "../config/server-config";
import { processSingleton } from "../resilience/process-singleton";

export interface CacheEntryRef {
  key: string;
  storedAt: number;
}

function texts(): LRUCache<string, string> {
  return processSingleton("normalised-answers", () => {
    const maxSize = Math.max(1024 * 1024, Math.floor(cacheConfig().maxBytes / 4));
    return new LRUCache<string, string>({ maxSize, maxEntrySize: Math.floor(maxSize / 8), sizeCalculation: (text, key) => text.length + key.length });
  });
}

const memoKey = (entry: CacheEntryRef) => `${entry.storedAt}@${entry.key}`;

export function normalisedText(entry: CacheEntryRef): string | undefined {
  return texts().get(memoKey(entry));
}

export function keepNormalisedText(entry: CacheEntryRef, text: string): void {
  texts().set(memoKey(entry), text);
}
