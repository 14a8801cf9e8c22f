import { describe, expect, it } from "vitest";
import { database } from "../db/connection";
import { useTestDatabase } from "../db/test-database";
import { snapshotSchema, type Snapshot } from "./snapshot";
import { checkStates, dropSnapshots, latestCheckState, moveSnapshot, portfolioStates, saveFailure, saveSnapshot } from "./snapshot-store";
import { addCompanies, createWatchlist, deleteWatchlist, moveCompany, removeCompany } from "./watchlist-store";

const snapshot: Snapshot = snapshotSchema.parse({
  name: "ACME LTD", status: "active", address: "1 High St", officers: {}, pscs: {}, charges: {}, ccjs: {}, filings: {},
  accounts: { madeUpTo: "2025-03-31", dueDate: "2026-12-31", overdue: false }, band: "moderate", limit: 25_000, policyVersion: 1,
});

const LIST = "list-1";

describe("snapshots", () => {
  useTestDatabase();

  it("keep each company's latest, and its previous snapshot when a later check fails", async () => {
    await saveSnapshot(LIST, "00000001", snapshot, 1000);
    await saveFailure(LIST, "00000001", "upstream answered 503", 2000);
    await saveFailure(LIST, "00000002", "not found", 3000);
    const states = await checkStates(LIST, ["00000001", "00000002", "00000003"]);
    expect(states.get("00000001")).toEqual({
      company: "00000001", snapshot, takenAt: new Date(1000).toISOString(), checkedAt: new Date(2000).toISOString(), error: "upstream answered 503",
    });
    expect(states.get("00000002")).toEqual({ company: "00000002", snapshot: null, takenAt: null, checkedAt: new Date(3000).toISOString(), error: "not found" });
    expect(states.has("00000003")).toBe(false);
    await saveSnapshot(LIST, "00000001", { ...snapshot, band: "low" }, 4000);
    expect((await checkStates(LIST, ["00000001"])).get("00000001")).toMatchObject({ error: null, snapshot: { band: "low" } });
  });

  it("answer the portfolio's fields only, picked in SQL under SQLite, for lists longer than one read's slice", async () => {
    const companies = Array.from({ length: 250 }, (_, n) => String(10_000_000 + n));
    for (const company of companies) await saveSnapshot(LIST, company, snapshot, 5000);
    const states = await portfolioStates(LIST, companies);
    expect(states.size).toBe(250);
    expect(states.get(companies[249]!)?.snapshot).toEqual({ name: "ACME LTD", status: "active", band: "moderate", limit: 25_000, policyVersion: 1, debt: null });
  });
});

describe("snapshots per list", () => {
  useTestDatabase();

  it("are each list's own: one list's check neither reads nor moves another's, and the newest of any list is the company's last check", async () => {
    await saveSnapshot("list-a", "00000010", snapshot, 1000);
    expect((await checkStates("list-b", ["00000010"])).has("00000010")).toBe(false);
    expect((await portfolioStates("list-b", ["00000010"])).has("00000010")).toBe(false);
    await saveSnapshot("list-b", "00000010", { ...snapshot, name: "ACME RENAMED LTD" }, 2000);
    await saveFailure("list-a", "00000010", "upstream answered 503", 3000);
    expect((await checkStates("list-a", ["00000010"])).get("00000010")).toMatchObject({ snapshot: { name: "ACME LTD" }, error: "upstream answered 503" });
    expect((await checkStates("list-b", ["00000010"])).get("00000010")).toMatchObject({ snapshot: { name: "ACME RENAMED LTD" }, error: null });
    expect(await latestCheckState("00000010")).toMatchObject({ snapshot: { name: "ACME RENAMED LTD" }, takenAt: new Date(2000).toISOString() });
    expect(await latestCheckState("00000011")).toBeNull();

    await moveSnapshot((await database()).query, "list-b", "list-c", "00000010");
    expect((await checkStates("list-c", ["00000010"])).get("00000010")).toMatchObject({ snapshot: { name: "ACME RENAMED LTD" } });
    expect((await checkStates("list-b", ["00000010"])).has("00000010")).toBe(false);
    await dropSnapshots((await database()).query, "list-a");
    expect((await checkStates("list-a", ["00000010"])).has("00000010")).toBe(false);
    expect((await checkStates("list-c", ["00000010"])).has("00000010")).toBe(true);
  });

  it("go with the company: removed, moved, re-added or its list deleted, a list keeps no snapshot of a company it does not hold", async () => {
    const author = { username: "alice", name: "Alice" };
    const [first, second] = [
      await createWatchlist(author, { name: "First", shared: false, intervalHours: 24 }),
      await createWatchlist(author, { name: "Second", shared: false, intervalHours: 24 }),
    ];
    await addCompanies(first.id, ["00000020", "00000021"], "alice");
    for (const company of ["00000020", "00000021"]) await saveSnapshot(first.id, company, snapshot, 1000);
    expect(await removeCompany(first.id, "00000020")).toBe(true);
    expect([...(await checkStates(first.id, ["00000020", "00000021"])).keys()]).toEqual(["00000021"]);

    // A check in flight when the company was removed saves its snapshot after: re-adding starts a new baseline anyway.
    await saveSnapshot(first.id, "00000020", snapshot, 2000);
    await addCompanies(first.id, ["00000020"], "alice");
    expect((await checkStates(first.id, ["00000020"])).has("00000020")).toBe(false);

    expect(await moveCompany(first.id, second.id, "00000021", "alice")).toBe("moved");
    expect((await checkStates(second.id, ["00000021"])).get("00000021")?.takenAt).toBe(new Date(1000).toISOString());
    expect((await checkStates(first.id, ["00000021"])).has("00000021")).toBe(false);

    await saveSnapshot(first.id, "00000020", snapshot, 3000);
    expect(await deleteWatchlist(first.id)).toBe(true);
    expect((await checkStates(first.id, ["00000020"])).has("00000020")).toBe(false);
  });
});
