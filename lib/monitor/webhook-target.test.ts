import { describe, expect, it } from "vitest";
import { guardedLookup, isReservedAddress, webhookTargetRefusal, webhookUrlRefusal } from "./webhook-target";

const refusal = (url: string, allow: string[] = []) => webhookUrlRefusal(new URL(url), allow);

describe("webhook targets", () => {
  it("knows the private, loopback, link-local and reserved addresses, IPv4-mapped ones too", () => {
    for (const inside of ["10.1.2.3", "127.0.0.1", "169.254.169.254", "172.31.0.1", "192.168.1.1", "100.64.0.1", "0.0.0.0", "::1", "fe80::1", "fd00::1", "::ffff:127.0.0.1", "::"]) {
      expect(isReservedAddress(inside), inside).toBe(true);
    }
    for (const outside of ["8.8.8.8", "172.32.0.1", "2a00:1450:4009:80b::200e", "::ffff:8.8.8.8"]) expect(isReservedAddress(outside), outside).toBe(false);
  });

  it("asks for https, and allows plain http or an inside address only to a host the operator names", () => {
    expect(refusal("https://hooks.example.com/x?token=1")).toBeNull();
    expect(refusal("http://hooks.example.com/x")).toMatch(/must be an https:\/\/ address/);
    expect(refusal("https://127.0.0.1:8443/x")).toMatch(/private, loopback or link-local address \(127\.0\.0\.1\)/);
    expect(refusal("https://[::1]/x")).toMatch(/\(::1\)/);
    expect(refusal("https://169.254.169.254/latest")).toMatch(/169\.254\.169\.254/);
    expect(refusal("https://localhost/x")).toMatch(/localhost/);
    expect(refusal("https://user:pw@hooks.example.com/")).toMatch(/user name or password/);
    expect(refusal("http://127.0.0.1:9000/x", ["127.0.0.1"])).toBeNull();
    expect(refusal("http://[::1]:9000/x", ["::1"])).toBeNull();
  });

  it("refuses a name that resolves inside, at setting time and at connecting time", async () => {
    expect(await webhookTargetRefusal("https://localhost.localdomain.invalid/x", [])).toMatch(/cannot be found/);
    const looked = await new Promise<Error | null>((resolve) => guardedLookup([])("localhost", { all: true }, (error) => resolve(error)));
    expect(looked?.message).toMatch(/private address/);
    const allowed = await new Promise<Error | null>((resolve) => guardedLookup(["localhost"])("localhost", { all: true }, (error) => resolve(error)));
    expect(allowed).toBeNull();
  });
});
