import "server-only";
// The caller's address for the per-address limits. The connection's own address (set by the request gate, which
// removes any copy a client sends) is the only one a client cannot choose. Behind N trusted reverse proxies
// (TRUST_PROXY_HOPS), each appends the address it saw to X-Forwarded-For, so the client's is the Nth from the right
// of that chain followed by the connection's address; with 0 hops the header is ignored.
import { PEER_ADDRESS_HEADER } from "../api/peer-address";
import { accessConfig } from "../config/access-config";

export function clientIp(headers: Pick<Headers, "get">): string {
  return clientAddress(headers, accessConfig().trustProxyHops);
}

export function clientAddress(headers: Pick<Headers, "get">, hops: number): string {
  const peer = headers.get(PEER_ADDRESS_HEADER) || "unknown";
  if (hops === 0) return peer;
  const forwarded = (headers.get("x-forwarded-for") ?? "").split(",").map((part) => part.trim()).filter(Boolean);
  const chain = [...forwarded, peer];
  // Fewer entries than trusted hops: the leftmost is as far as anyone vouches for.
  return chain[Math.max(0, chain.length - 1 - hops)] ?? peer;
}
