// The client's address: the connection's own unless trusted proxies vouch for an earlier hop.
import { describe, expect, it } from "vitest";
import { PEER_ADDRESS_HEADER } from "../api/peer-address";
import { clientAddress } from "./client-ip";

const headers = (forwarded?: string) => new Headers({ [PEER_ADDRESS_HEADER]: "10.0.0.9", ...(forwarded ? { "x-forwarded-for": forwarded } : {}) });

describe("clientAddress", () => {
  it("ignores X-Forwarded-For with no trusted proxy", () => {
    expect(clientAddress(headers("203.0.113.7"), 0)).toBe("10.0.0.9");
  });
  it("trusts only the Nth hop from the right", () => {
    expect(clientAddress(headers("1.1.1.1, 203.0.113.7"), 1)).toBe("203.0.113.7");
    expect(clientAddress(headers("1.1.1.1, 203.0.113.7, 198.51.100.2"), 2)).toBe("203.0.113.7");
  });
  it("stops at the leftmost entry when the chain is shorter than the hops", () => {
    expect(clientAddress(headers("203.0.113.7"), 5)).toBe("203.0.113.7");
  });
});
