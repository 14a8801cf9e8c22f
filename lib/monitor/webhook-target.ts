import "server-only";
// Where a list's webhook may point. A webhook is a request this server makes to an address a user typed, so it must
// not become a way into the server's own network: https only, and no private, loopback, link-local or otherwise
// reserved address, unless the operator names the host in WATCH_WEBHOOK_ALLOW_HOSTS (which also permits plain http).
// Names are checked when the webhook is set and again on every connection, by the lookup itself, so a name that
// later resolves to an inside address (DNS rebinding) is refused at the moment of connecting.
import dns from "node:dns";
import type { LookupFunction } from "node:net";
import { BlockList, isIP } from "node:net";

const RESERVED = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8], ["10.0.0.0", 8], ["100.64.0.0", 10], ["127.0.0.0", 8], ["169.254.0.0", 16], ["172.16.0.0", 12],
  ["192.0.0.0", 24], ["192.0.2.0", 24], ["192.168.0.0", 16], ["198.18.0.0", 15], ["198.51.100.0", 24], ["203.0.113.0", 24],
  ["224.0.0.0", 3],
] as const) RESERVED.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of [
  ["::", 128], ["::1", 128], ["fc00::", 7], ["fe80::", 10], ["ff00::", 8], ["2001:db8::", 32], ["64:ff9b::", 96],
] as const) RESERVED.addSubnet(network, prefix, "ipv6");

/** Private, loopback, link-local, documentation, multicast or unspecified; an IPv4-mapped IPv6 address as its IPv4. */
export function isReservedAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return RESERVED.check(mapped[1]!, "ipv4");
  const family = isIP(address);
  return family === 0 ? true : RESERVED.check(address, family === 4 ? "ipv4" : "ipv6");
}

const bare = (hostname: string) => hostname.toLowerCase().replace(/^\[|\]$/g, "");

export function hostAllowed(hostname: string, allowHosts: readonly string[]): boolean {
  return allowHosts.includes(bare(hostname));
}

/** Why this URL may not be a webhook, judged without looking the name up; null when it may. */
export function webhookUrlRefusal(url: URL, allowHosts: readonly string[]): string | null {
  const allowed = hostAllowed(url.hostname, allowHosts);
  if (url.protocol !== "https:" && !(url.protocol === "http:" && allowed)) {
    return "must be an https:// address (plain http only to a host the operator allows in WATCH_WEBHOOK_ALLOW_HOSTS)";
  }
  if (url.username || url.password) return "must not carry a user name or password: put a token in the path or query";
  const host = bare(url.hostname);
  if (!allowed && (host === "localhost" || host.endsWith(".localhost") || (isIP(host) && isReservedAddress(host)))) {
    return `must not point at a private, loopback or link-local address (${host}) unless the operator allows it in WATCH_WEBHOOK_ALLOW_HOSTS`;
  }
  return null;
}

/** The refusal above, and then the name's addresses: every one must be public (or the host allowed). */
export async function webhookTargetRefusal(raw: string, allowHosts: readonly string[]): Promise<string | null> {
  const url = new URL(raw);
  const refusal = webhookUrlRefusal(url, allowHosts);
  if (refusal || isIP(bare(url.hostname)) || hostAllowed(url.hostname, allowHosts)) return refusal;
  try {
    const addresses = await dns.promises.lookup(url.hostname, { all: true });
    const inside = addresses.find((entry) => isReservedAddress(entry.address));
    return inside ? `must not point at a private, loopback or link-local address (${url.hostname} is ${inside.address})` : null;
  } catch {
    return `names a host that cannot be found (${url.hostname.slice(0, 100)})`;
  }
}

/** A lookup for http.request that refuses a name resolving to a reserved address, unless the host is allowed. */
export function guardedLookup(allowHosts: readonly string[]): LookupFunction {
  const lookup = (hostname: string, options: dns.LookupOptions, callback: (error: Error | null, address: string | dns.LookupAddress[], family?: number) => void) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, "");
      const inside = hostAllowed(hostname, allowHosts) ? undefined : addresses.find((entry) => isReservedAddress(entry.address));
      if (inside) return callback(Object.assign(new Error(`${hostname} resolves to a private address`), { code: "EWEBHOOKTARGET" }), "");
      if (options.all) return callback(null, addresses);
      const [first] = addresses;
      return first ? callback(null, first.address, first.family) : callback(Object.assign(new Error(`${hostname} has no address`), { code: "ENOTFOUND" }), "");
    });
  };
  return lookup as unknown as LookupFunction;
}
