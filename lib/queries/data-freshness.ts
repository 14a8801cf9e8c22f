// Which BFF answers were stale: served from the server's cache because the data service is failing now. apiFetch
// records every answer's freshness by path; a screen asks whether any of its answers is stale, and since when.
import { useSyncExternalStore } from "react";

const staleSince = new Map<string, string>();
const listeners = new Set<() => void>();

/** Called by apiFetch with each successful answer: `x-data-stale: 1` and `x-data-stored-at` mark a stale one. */
export function recordFreshness(path: string, headers: Headers): void {
  const storedAt = headers.get("x-data-stale") === "1" ? (headers.get("x-data-stored-at") ?? undefined) : undefined;
  if (staleSince.get(path) === storedAt) return;
  if (storedAt) staleSince.set(path, storedAt);
  else staleSince.delete(path);
  for (const listener of listeners) listener();
}

/** The oldest storage time among the stale answers whose path has `segment` (e.g. a company number), if any. */
export function oldestStaleAnswer(segment: string): string | undefined {
  let oldest: string | undefined;
  for (const [path, storedAt] of staleSince) {
    const segments = path.split(/[/?&=]/).map((part) => decodeURIComponent(part));
    if (segments.includes(segment) && (!oldest || storedAt < oldest)) oldest = storedAt;
  }
  return oldest;
}

export function useStaleSince(segment: string): string | undefined {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    () => oldestStaleAnswer(segment),
    () => undefined,
  );
}
