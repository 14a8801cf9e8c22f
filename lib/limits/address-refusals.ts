// Addresses this server has just refused for being over their per-address limit, and until when. The request gate
// reads it before Next.js routes the request: once an address is over its limit, each further request of its flood
// is refused there, for a fraction of the CPU a route's refusal costs, so the flood does not slow everyone else's
// answers. Only a refusal the limiter itself gave is remembered, for the wait it gave, so the gate refuses nothing
// the route would have let through (with Redis the window is shared; this memo is each server's own copy of it).
// No imports: the gate loads it outside the route bundles, and both read the one map on globalThis.

const KEY = Symbol.for("dashboard.addressRefusals");
/** Bounded, so a flood from many addresses cannot grow it without end; expired entries go first. */
const MAX_ADDRESSES = 10_000;

type Holder = { [KEY]?: Map<string, number> };

function refusals(): Map<string, number> {
  const holder = globalThis as Holder;
  holder[KEY] ??= new Map();
  return holder[KEY];
}

/** Remembers that `address` was refused for `waitSeconds`. */
export function noteAddressRefused(address: string, waitSeconds: number, now = Date.now()): void {
  const map = refusals();
  if (map.size >= MAX_ADDRESSES && !map.has(address)) {
    for (const [key, until] of map) if (until <= now) map.delete(key);
    // Still full of live refusals: the oldest goes (Map keeps insertion order); that address reaches its route again.
    if (map.size >= MAX_ADDRESSES) map.delete(map.keys().next().value as string);
  }
  map.set(address, now + waitSeconds * 1000);
}

/** Whole seconds `address` is still refused for, or null when it is not (any more). */
export function addressRefusedFor(address: string, now = Date.now()): number | null {
  const map = refusals();
  const until = map.get(address);
  if (until === undefined) return null;
  if (until <= now) {
    map.delete(address);
    return null;
  }
  return Math.max(1, Math.ceil((until - now) / 1000));
}
