import "server-only";
// The browser-ready JSON of upstream answers, as the bytes sent (UTF-8), kept in this process beside the upstream bytes
// they were made from, so that an answer whose bytes were already read (a cache hit, or the upstream sending the same
// record again) is answered without parsing, validating, normalising, re-serialising or even encoding them again: what
// the browser receives is a function of
// the operation, its parameters (both in the key) and those bytes alone. A different answer for the key (a refreshed
// entry, a changed record) never matches, so it is read afresh. Bounded in bytes, at a quarter of the response
// cache's bound.
import { LRUCache } from "lru-cache";
import { cacheConfig } from "../config/server-config";
import { processSingleton } from "../resilience/process-singleton";

interface Kept {
  raw: string;
  /** Never handed out to be written to: a Response copies its body. */
  sent: Uint8Array<ArrayBuffer>;
  /** The users whose lookups have had these bytes learnt from (the directory keeps a lookup's relations per user). */
  learntFor: Set<string>;
}

function kept(): LRUCache<string, Kept> {
  return processSingleton("normalised-answers", () => {
    const maxSize = Math.max(1024 * 1024, Math.floor(cacheConfig().maxBytes / 4));
    return new LRUCache<string, Kept>({
      maxSize,
      maxEntrySize: Math.floor(maxSize / 8),
      sizeCalculation: (entry, key) => entry.raw.length + entry.sent.byteLength + key.length,
    });
  });
}

/** The answer made from exactly these upstream bytes for this key, if it is still kept. */
export function normalisedBytes(key: string, raw: string): Uint8Array<ArrayBuffer> | undefined {
  const entry = kept().get(key);
  // The memory store hands back the very string kept, so this is mostly a pointer comparison.
  return entry !== undefined && entry.raw === raw ? entry.sent : undefined;
}

/**
 * Kept with the response cache off too: the upstream is still asked every time (nothing stale is served), and only
 * the work of reading the very same bytes again is saved. Not keeping them was tried (issue 18, sixth pass): first
 * reads gained nothing measurable, and repeated lookups with caching off cost 2-3x the CPU.
 */
export function keepNormalisedBytes(key: string, raw: string, sent: Uint8Array<ArrayBuffer>, learntFor?: string): void {
  kept().set(key, { raw, sent, learntFor: new Set(learntFor === undefined ? [] : [learntFor]) });
}

/**
 * Whether these kept bytes are yet to be learnt from for this user; noted as learnt from now. What an answer teaches
 * everyone is learnt at its first read, but the group relations it states are kept per user (issue 33), so a
 * colleague's first read of the same bytes is read for them once too.
 */
export function firstLearntFor(key: string, raw: string, viewer: string): boolean {
  const entry = kept().peek(key);
  if (entry === undefined || entry.raw !== raw || entry.learntFor.has(viewer)) return false;
  entry.learntFor.add(viewer);
  return true;
}

/** The bytes of the last answer kept for this key: an answer arriving with these bytes needs no JSON check. */
export function keptRaw(key: string): string | undefined {
  return kept().peek(key)?.raw;
}
