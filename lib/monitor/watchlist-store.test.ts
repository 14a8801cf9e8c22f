import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../db/test-database";
import {
  addCompanies, createWatchlist, listCompanies, listsHolding, listWatchlists, removeCompany, setDelivery, visibleList,
} from "./watchlist-store";

const alice = { username: "alice", name: "Alice" };
const bob = { username: "bob", name: "Bob" };

describe("watchlists", () => {
  useTestDatabase();

  it("are seen by their owner, and by everyone when shared, with their companies and their job's times", async () => {
    const mine = await createWatchlist(alice, { name: "Mine", shared: false, intervalHours: 24 }, 1000);
    const team = await createWatchlist(bob, { name: "Team", shared: true, intervalHours: 6 }, 2000);
    expect(mine).toMatchObject({ name: "Mine", owner: "alice", ownerName: "Alice", shared: false, intervalHours: 24, companyCount: 0, lastRunAt: null });
    expect(mine.createdAt).toBe(new Date(1000).toISOString());
    expect(Date.parse(mine.nextCheckAt!)).toBeGreaterThanOrEqual(1000);
    expect(Date.parse(mine.nextCheckAt!)).toBeLessThan(1000 + 24 * 3_600_000);
    expect((await listWatchlists("alice")).map((list) => list.name)).toEqual(["Mine", "Team"]);
    expect((await listWatchlists("bob")).map((list) => list.name)).toEqual(["Team"]);
    expect(await visibleList(mine.id, "bob")).toBeNull();
    expect(await visibleList("no-such-list", "alice")).toBeNull();

    expect(await addCompanies(mine.id, ["00000002", "00000001"], "alice", 3000)).toEqual(["00000002", "00000001"]);
    expect(await addCompanies(mine.id, ["00000001", "00000003"], "alice", 4000)).toEqual(["00000003"]);
    await addCompanies(team.id, ["00000001"], "bob");
    expect((await visibleList(mine.id, "alice"))?.companyCount).toBe(3);
    expect(await listCompanies(mine.id)).toEqual([
      { company: "00000001", addedAt: new Date(3000).toISOString(), addedBy: "alice" },
      { company: "00000002", addedAt: new Date(3000).toISOString(), addedBy: "alice" },
      { company: "00000003", addedAt: new Date(4000).toISOString(), addedBy: "alice" },
    ]);
    expect((await listsHolding("00000001", "alice")).sort()).toEqual([mine.id, team.id].sort());
    expect(await listsHolding("00000001", "bob")).toEqual([team.id]);
    expect(await removeCompany(mine.id, "00000003")).toBe(true);
    expect(await removeCompany(mine.id, "00000003")).toBe(false);

    await setDelivery(mine.id, { webhookUrl: "https://hooks.example.com/x", webhookSecret: "s", digestTo: "a@example.com" });
    expect(await visibleList(mine.id, "alice")).toMatchObject({ webhookUrl: "https://hooks.example.com/x", digestTo: "a@example.com", companyCount: 2 });
  });
});
