// The pair tokens: what an entity's names hold and a query asks, compared as sets (the expected relations are read
// from the names: same parts in any order, a list's initial, a namesake by sound), never by the tokens' spelling.
import { describe, expect, it } from "vitest";
import { nameKeys } from "./name-keys";
import { entityPairKeys, queryPairKeys } from "./store-name-index";

const held = (...names: string[]) => new Set(entityPairKeys({ schema: "Person", names }));
const asked = (name: string) => queryPairKeys(nameKeys(name, "person")) ?? [];
const shares = (name: string, ...listNames: string[]) => asked(name).some((token) => held(...listNames).has(token));

describe("pair tokens", () => {
  it("are the same for a name in either order", () => {
    expect(held("Mia Jones")).toEqual(held("JONES, Mia"));
  });

  it("let a query find the list's initial, its transliteration and a namesake by sound", () => {
    expect(shares("Mia Jones", "M. Jones")).toBe(true);
    expect(shares("Petr Ivanov", "Пётр Иванов")).toBe(true);
    expect(shares("Mia Jones", "Mya Jones")).toBe(true);
    expect(shares("Lily Alexander Lee", "Lily Lee")).toBe(true);
  });

  it("do not pair a full part's first letter: every M… Jones is not a candidate for Mia Jones", () => {
    expect(shares("Mia Jones", "Mark Jones")).toBe(false);
    expect(shares("Mia Jones", "Mia Smith")).toBe(false);
  });

  it("leave a name of one part, or of initials, to the single keys", () => {
    expect(queryPairKeys(nameKeys("Smith", "person"))).toBeNull();
    expect(queryPairKeys(nameKeys("J. K. Smith", "person"))).toBeNull();
    expect(held("Gazprom")).toEqual(new Set());
  });
});
