import { afterEach, describe, expect, it } from "vitest";
import { addressRefusedFor, noteAddressRefused } from "./address-refusals";

const KEY = Symbol.for("dashboard.addressRefusals");

afterEach(() => {
  delete (globalThis as Record<symbol, unknown>)[KEY];
});

describe("address refusals", () => {
  it("refuses an address for the wait its limiter gave, in whole seconds, then forgets it", () => {
    noteAddressRefused("10.0.0.1", 3, 1_000);
    expect(addressRefusedFor("10.0.0.1", 1_000)).toBe(3);
    expect(addressRefusedFor("10.0.0.1", 3_500)).toBe(1);
    expect(addressRefusedFor("10.0.0.1", 4_000)).toBeNull();
    expect(addressRefusedFor("10.0.0.1", 1_000)).toBeNull();
  });

  it("knows nothing of an address never refused", () => {
    expect(addressRefusedFor("10.0.0.2")).toBeNull();
  });

  it("stays bounded under a flood from many addresses, dropping expired refusals first", () => {
    for (let index = 0; index < 10_000; index += 1) noteAddressRefused(`10.1.${index >> 8}.${index & 255}`, index < 5 ? 1 : 60, 0);
    noteAddressRefused("10.9.9.9", 60, 2_000);
    expect(addressRefusedFor("10.9.9.9", 2_000)).toBe(60);
    expect(addressRefusedFor("10.1.0.0", 2_000)).toBeNull();
    expect(addressRefusedFor("10.1.0.5", 2_000)).toBe(58);
  });
});
