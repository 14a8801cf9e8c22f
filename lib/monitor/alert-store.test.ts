import { describe, expect, it } from "vitest";
import { openSqlite } from "../db/sqlite-database";
import { useTestDatabase } from "../db/test-database";
import { listAlerts, markRead, recordChanges, recordView, unreadCount } from "./alert-store";
import { alertStoreContract } from "./alert-store-contract";
import { addCompanies, createWatchlist } from "./watchlist-store";

alertStoreContract("SQLite", () => openSqlite(":memory:"));

describe("unread counts and last looks", () => {
  useTestDatabase();

  it("count the unread alerts of the lists a user sees, and answer the look before this one", async () => {
    const list = await createWatchlist({ username: "alice", name: "Alice" }, { name: "Mine", shared: false, intervalHours: 24 });
    await addCompanies(list.id, ["09990002"], "alice");
    const [first] = await recordChanges(list.id, "09990002", [{ kind: "status", key: "x", title: "Status changed", detail: "Dissolved" }], 100);
    await recordChanges(list.id, "09990002", [{ kind: "name", key: "y", title: "Name changed", detail: "Renamed" }], 200);
    expect(await unreadCount("alice")).toBe(2);
    expect(await unreadCount("bob")).toBe(0);
    await markRead("alice", [first!.id]);
    expect(await unreadCount("alice")).toBe(1);
    expect(await recordView("alice", "09990002", 1000)).toBeNull();
    expect(await recordView("alice", "09990002", 2000)).toBe(1000);
    expect(await recordView("alice", "09990002", 3000)).toBe(2000);
    expect(await recordView("bob", "09990002", 3000)).toBeNull();
  });
});

describe("severity in the inbox", () => {
  useTestDatabase();

  it("grades each alert, filters and sorts by it, and marks read only the level filtered", async () => {
    const list = await createWatchlist({ username: "alice", name: "Alice" }, { name: "Graded", shared: false, intervalHours: 24 });
    await addCompanies(list.id, ["09990003"], "alice");
    // Keys as the diff writes them: a liquidation (red), a new filing (green), a new judgment (amber), oldest first.
    await recordChanges(list.id, "09990003", [{ kind: "status", key: "status:Active>Liquidation", title: "Status changed to Liquidation", detail: "" }], 100);
    const [filing] = await recordChanges(list.id, "09990003", [{ kind: "filing", key: "filing:f9", title: "New filing", detail: "" }], 200);
    await recordChanges(list.id, "09990003", [{ kind: "ccj", key: "ccj:k9", title: "New county court judgment", detail: "" }], 300);
    expect(filing?.severity).toBe("green");
    expect((await listAlerts("alice")).map((alert) => [alert.kind, alert.severity]))
      .toEqual([["ccj", "amber"], ["filing", "green"], ["status", "red"]]);
    expect((await listAlerts("alice", { sort: "severity" })).map((alert) => alert.kind)).toEqual(["status", "ccj", "filing"]);
    expect((await listAlerts("alice", { severity: "red" })).map((alert) => alert.kind)).toEqual(["status"]);
    expect(await markRead("alice", null, { severity: "amber" })).toBe(1);
    expect((await listAlerts("alice", { unread: true })).map((alert) => alert.kind)).toEqual(["filing", "status"]);
  });
});

describe("recording a list's changes", () => {
  useTestDatabase();

  it("raises each change on the list whose check found it only, and in one transaction with what is written alongside", async () => {
    const author = { username: "alice", name: "Alice" };
    const [first, second] = [
      await createWatchlist(author, { name: "First", shared: false, intervalHours: 24 }),
      await createWatchlist(author, { name: "Second", shared: false, intervalHours: 24 }),
    ];
    for (const list of [first, second]) await addCompanies(list.id, ["09990005"], "alice");
    const renamed = { kind: "name", key: "name:A>B", title: "Name changed", detail: "Renamed" } as const;
    const created = await recordChanges(first.id, "09990005", [renamed], 100);
    expect(created.map((alert) => alert.watchlistId)).toEqual([first.id]);
    expect((await listAlerts("alice", { watchlist: second.id }))).toEqual([]);

    // What must commit with the alerts (the snapshot, the deliveries) fails: no alert is left behind.
    const struck = { kind: "status", key: "status:Active>Dissolved", title: "Status changed", detail: "Dissolved" } as const;
    await expect(recordChanges(second.id, "09990005", [struck], 200, async () => {
      throw new Error("the outbox refused");
    })).rejects.toThrow("the outbox refused");
    expect(await listAlerts("alice", { watchlist: second.id })).toEqual([]);
    // It sees the alerts it commits with, through the same transaction.
    let seen: string[] = [];
    const [raised] = await recordChanges(second.id, "09990005", [struck], 300, async (trx, alerts) => {
      seen = (await trx.selectFrom("watch_alerts").select("public_id").where("watchlist_id", "=", second.id).execute()).map((row) => row.public_id);
      expect(alerts.map((alert) => alert.id)).toEqual(seen);
    });
    expect(seen).toEqual([raised!.id]);
    expect((await listAlerts("alice", { watchlist: second.id })).map((alert) => alert.id)).toEqual([raised!.id]);
  });
});
