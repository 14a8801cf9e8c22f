import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../db/test-database";
import { unbaselined } from "./baseline";
import { snapshotSchema } from "./snapshot";
import { saveFailure, saveSnapshot } from "./snapshot-store";

const snapshot = snapshotSchema.parse({
  name: "ACME LTD", status: "active", address: "1 High St", officers: {}, pscs: {}, charges: {}, ccjs: {}, filings: {},
  accounts: { madeUpTo: "2025-03-31", dueDate: "2026-12-31", overdue: false }, band: "moderate", limit: 25_000, policyVersion: 1,
});

describe("baselines", () => {
  useTestDatabase();

  it("are wanted for companies never checked and for those whose every check failed, not for those with a snapshot", async () => {
    await saveSnapshot("list-1", "00000001", snapshot, 1000);
    await saveFailure("list-1", "00000001", "upstream answered 503", 2000);
    await saveFailure("list-1", "00000002", "not found", 3000);
    expect(await unbaselined("list-1", ["00000001", "00000002", "00000003"])).toEqual(["00000002", "00000003"]);
  });

  it("are wanted by a list for a company another list already watches: each list starts from its own moment", async () => {
    await saveSnapshot("list-1", "00000004", snapshot, 1000);
    expect(await unbaselined("list-2", ["00000004"])).toEqual(["00000004"]);
    expect(await unbaselined("list-1", ["00000004"])).toEqual([]);
  });
});
