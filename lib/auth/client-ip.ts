import "server-only";
// The caller's address for per-IP limits. `next start` fills X-Forwarded-For from the socket only when the request
// has none, so behind N trusted reverse proxies (TRUST_PROXY_HOPS) the Nth address from the right is the client's.
// Served directly, a client could write its own X-Forwarded-For: per-user and per-account limits still hold then.
import { accessConfig } from "../config/access-config";

export function clientIp(headers: Pick<Headers, "get">): string {
  const hops = accessConfig().trustProxyHops;
  const chain = (headers.get("x-forwarded-for") ?? "").split(",").map((part) => part.trim()).filter(Boolean);
  if (chain.length === 0) return "unknown";
  return chain[Math.max(0, chain.length - Math.max(1, hops))] ?? "unknown";
}
