// The cache key of an upstream answer: the operation and its validated parameters, and, when the cache is not shared
// between users, the user who asked. Every user of one deployment reaches the upstream with the same server-held
// key and is shown the same upstream data (the upstream has no notion of our users), so an answer is the same
// whoever asked and may be shared between users. Shared, though, a cached answer comes back faster than an
// uncached one, which tells a user that a colleague opened the company (issue 33); CACHE_SHARED_BETWEEN_USERS=false
// keys every answer, and so every in-flight call that identical lookups share, by user as well.
import type { Operation } from "../upstream/operations";

/** `user`: the user whose own cache the answer belongs to; undefined for the cache shared by everyone. */
export function cacheKey(
  operation: Operation, path: Record<string, string>, query: Record<string, string | number>, user?: string,
): string {
  const sorted = (values: Record<string, string | number>) => Object.entries(values).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const own = user === undefined ? "" : `user:${encodeURIComponent(user)}:`;
  return `${own}op${operation.number}:${JSON.stringify([sorted(path), sorted(query)])}`;
}
