// The client's address: the connection's own unless trusted proxies (by address, as proxy-addr reads them) vouch
// for an earlier hop.
import { describe, expect, it } from "vitest";
import { PEER_ADDRESS_HEADER } from "../api/peer-address";
import { clientAddress } from "./client-ip";

const from = (peer: string, forwarded?: string) =>
  new Headers({ [PEER_ADDRESS_HEADER]: peer, ...(forwarded ? { "x-forwarded-for": forwarded } : {}) });

describe("clientAddress", () => {
  it("ignores X-Forwarded-For when no proxy is trusted", () => {
    expect(clientAddress(from("10.0.0.9", "203.0.113.7"), [])).toBe("10.0.0.9");
  });
  it("ignores X-Forwarded-For from an address that is not a trusted proxy, however the header reads", () => {
    expect(clientAddress(from("198.51.100.4", "203.0.113.7"), ["10.0.0.0/24"])).toBe("198.51.100.4");
    expect(clientAddress(from("198.51.100.4", "1.1.1.1, 10.0.0.5"), ["10.0.0.0/24"])).toBe("198.51.100.4");
  });
  it("believes a trusted proxy's last entry, and walks left only through trusted proxies", () => {
    expect(clientAddress(from("10.0.0.9", "203.0.113.7"), ["10.0.0.9"])).toBe("203.0.113.7");
    // A client writing its own entries before the proxy's: the first untrusted address from the right is the client's.
    expect(clientAddress(from("10.0.0.9", "1.1.1.1, 203.0.113.7"), ["10.0.0.0/24"])).toBe("203.0.113.7");
    expect(clientAddress(from("10.0.0.9", "1.1.1.1, 203.0.113.7, 10.0.0.2"), ["10.0.0.0/24"])).toBe("203.0.113.7");
  });
  it("keeps the leftmost entry when every hop is a trusted proxy", () => {
    expect(clientAddress(from("10.0.0.9", "10.0.0.3"), ["10.0.0.0/24"])).toBe("10.0.0.3");
  });
  it("reads IPv6 and IPv4-mapped connection addresses", () => {
    expect(clientAddress(from("::ffff:127.0.0.1", "203.0.113.7"), ["127.0.0.1"])).toBe("203.0.113.7");
    expect(clientAddress(from("::1", "2001:db8::5"), ["loopback"])).toBe("2001:db8::5");
  });
});
