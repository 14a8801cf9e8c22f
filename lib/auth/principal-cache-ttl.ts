// How long a server may answer for a session or token from memory (./principal-cache.ts) without reading the store:
// the bound on how late another server without Redis learns of a sign-out, and of a change made in the store by hand.
export const PRINCIPAL_CACHE_TTL_MS = 3_000;
