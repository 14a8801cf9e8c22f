import { beforeEach, describe, expect, it } from "vitest";

// The module reads window.localStorage; a Map stands in for it in Node.
const store = new Map<string, string>();
Object.assign(globalThis, {
  window: {
    localStorage: {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    },
    addEventListener() {},
    removeEventListener() {},
  },
});

const { forgetRecentCompanies, rememberCompany } = await import("./recent-companies");
const saved = () => JSON.parse(store.get("dd:recent-companies:v1") ?? "[]") as { number: string; name: string; status: string | null }[];

describe("rememberCompany", () => {
  beforeEach(() => store.clear());

  it("stores the normalised number, most recent first, without duplicates", () => {
    rememberCompany({ number: "1", name: "First Ltd", status: "Active" });
    rememberCompany({ number: "sc4", name: "Second plc" });
    rememberCompany({ number: "00000001", name: "First Ltd", status: "Dissolved" });
    expect(saved().map(({ number, name, status }) => ({ number, name, status }))).toEqual([
      { number: "00000001", name: "First Ltd", status: "Dissolved" },
      { number: "SC000004", name: "Second plc", status: null },
    ]);
  });

  it("keeps at most eight and ignores text that is not a company number", () => {
    for (let index = 1; index <= 10; index += 1) rememberCompany({ number: String(index), name: `Company ${index}` });
    rememberCompany({ number: "not a number", name: "Nope" });
    expect(saved()).toHaveLength(8);
    expect(saved()[0].number).toBe("00000010");
  });

  it("recovers from unreadable storage and can be cleared", () => {
    store.set("dd:recent-companies:v1", "{broken");
    rememberCompany({ number: "2", name: "" });
    expect(saved()).toEqual([expect.objectContaining({ number: "00000002", name: "00000002" })]);
    forgetRecentCompanies();
    expect(saved()).toEqual([]);
  });
});
