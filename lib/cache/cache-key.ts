// The cache key of an upstream answer: the operation and its validated parameters, nothing else.
// Every user of one deployment reaches the upstream with the same server-held key and is shown the same upstream
// data (the upstream has no notion of our users), so an answer is the same whoever asked and may be shared
// between users. Were per-user data or per-user keys ever added, the user would have to become part of this key.
import type { Operation } from "../upstream/operations";

export function cacheKey(operation: Operation, path: Record<string, string>, query: Record<string, string | number>): string {
  const sorted = (values: Record<string, string | number>) => Object.entries(values).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `op${operation.number}:${JSON.stringify([sorted(path), sorted(query)])}`;
}
