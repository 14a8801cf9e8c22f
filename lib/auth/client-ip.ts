import "server-only";
// The caller's address for the per-address limits. The connection's own address (set by the request gate, which
// replaces any copy a client sends) is the only one a client cannot choose. X-Forwarded-For is believed only as far
// as proxy-addr walks it: from the connection's address leftwards while each hop is one of TRUST_PROXIES (addresses
// or CIDRs); the first address that is not a trusted proxy is the client's. So a client that reaches the port
// directly, from anywhere not listed, has its header ignored, however many entries it writes; and nothing is
// believed by counting hops (TRUST_PROXY_HOPS is refused at start-up, lib/config/env-schema.ts).
import proxyaddr from "proxy-addr";
import { PEER_ADDRESS_HEADER } from "../api/peer-address";
import { accessConfig } from "../config/access-config";

type Trust = (address: string, index: number) => boolean;

const KEY = Symbol.for("dashboard.trustedProxies");
type Holder = { [KEY]?: Trust };

function trusted(): Trust {
  const holder = globalThis as Holder;
  holder[KEY] ??= proxyaddr.compile(accessConfig().trustProxies);
  return holder[KEY];
}

export function clientIp(headers: Pick<Headers, "get">): string {
  return clientAddress(headers, trusted());
}

/** The client's address from the connection's own and the X-Forwarded-For it carries, believing only `trust`. */
export function clientAddress(headers: Pick<Headers, "get">, trust: Trust | string[]): string {
  const peer = headers.get(PEER_ADDRESS_HEADER) || "unknown";
  const forwarded = headers.get("x-forwarded-for");
  // Nothing to walk, or an address proxy-addr cannot read: the connection's own.
  if (!forwarded || peer === "unknown") return peer;
  const compiled = typeof trust === "function" ? trust : proxyaddr.compile(trust);
  // proxy-addr reads the request's socket and headers; only those two are given.
  const request = { headers: { "x-forwarded-for": forwarded }, socket: { remoteAddress: peer } };
  return proxyaddr(request as unknown as Parameters<typeof proxyaddr>[0], compiled);
}
