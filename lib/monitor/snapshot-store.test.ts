import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../db/test-database";
import { snapshotSchema, type Snapshot } from "./snapshot";
import { checkStates, portfolioStates, saveFailure, saveSnapshot } from "./snapshot-store";

const snapshot: Snapshot = snapshotSchema.parse({
  name: "ACME LTD", status: "active", address: "1 High St", officers: {}, pscs: {}, charges: {}, ccjs: {}, filings: {},
  accounts: { madeUpTo: "2025-03-31", dueDate: "2026-12-31", overdue: false }, band: "moderate", limit: 25_000, policyVersion: 1,
});

describe("snapshots", () => {
  useTestDatabase();

  it("keep each company's latest, and its previous snapshot when a later check fails", async () => {
    await saveSnapshot("00000001", snapshot, 1000);
    await saveFailure("00000001", "upstream answered 503", 2000);
    await saveFailure("00000002", "not found", 3000);
    const states = await checkStates(["00000001", "00000002", "00000003"]);
    expect(states.get("00000001")).toEqual({
      company: "00000001", snapshot, takenAt: new Date(1000).toISOString(), checkedAt: new Date(2000).toISOString(), error: "upstream answered 503",
    });
    expect(states.get("00000002")).toEqual({ company: "00000002", snapshot: null, takenAt: null, checkedAt: new Date(3000).toISOString(), error: "not found" });
    expect(states.has("00000003")).toBe(false);
    await saveSnapshot("00000001", { ...snapshot, band: "low" }, 4000);
    expect((await checkStates(["00000001"])).get("00000001")).toMatchObject({ error: null, snapshot: { band: "low" } });
  });

  it("answer the portfolio's fields only, picked in SQL under SQLite, for lists longer than one read's slice", async () => {
    const companies = Array.from({ length: 250 }, (_, n) => String(10_000_000 + n));
    for (const company of companies) await saveSnapshot(company, snapshot, 5000);
    const states = await portfolioStates(companies);
    expect(states.size).toBe(250);
    expect(states.get(companies[249]!)?.snapshot).toEqual({ name: "ACME LTD", status: "active", band: "moderate", limit: 25_000, policyVersion: 1, debt: null });
  });
});
