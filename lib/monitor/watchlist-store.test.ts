import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../db/test-database";
import { newAlertId } from "./alert-id";
import {
  addCompanies, asSeenBy, countAlerts, createWatchlist, deleteWatchlist, deliveriesSeenBy, listCompanies, mayEdit, moveCompany, listsHolding, listWatchlists, removeCompany,
  setDelivery, TARGET_HIDDEN, updateWatchlist, visibleList, WatchlistLimitError,
} from "./watchlist-store";

const alice = { username: "alice", name: "Alice" };
const bob = { username: "bob", name: "Bob" };

describe("watchlists", () => {
  const db = useTestDatabase();

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

    await setDelivery(mine.id, { webhookUrl: "https://hooks.example.com/x", digestTo: "a@example.com" });
    expect(await visibleList(mine.id, "alice")).toMatchObject({ webhookUrl: "https://hooks.example.com/x", digestTo: "a@example.com", companyCount: 2 });
  });

  it("are renamed and re-scheduled; a shorter interval brings the next check forward, a longer one leaves it", async () => {
    const list = await createWatchlist(alice, { name: "Weekly", shared: false, intervalHours: 168 }, 1000);
    await updateWatchlist(list.id, { name: "Hourly" });
    expect(await visibleList(list.id, "alice")).toMatchObject({ name: "Hourly", intervalHours: 168, nextCheckAt: list.nextCheckAt });
    await updateWatchlist(list.id, { intervalHours: 1 }, 5000);
    const hourly = await visibleList(list.id, "alice");
    expect(hourly).toMatchObject({ name: "Hourly", intervalHours: 1 });
    expect(Date.parse(hourly!.nextCheckAt!)).toBeLessThanOrEqual(5000 + 3_600_000);
    await updateWatchlist(list.id, { intervalHours: 24 }, 6000);
    expect((await visibleList(list.id, "alice"))?.nextCheckAt).toBe(hourly!.nextCheckAt);
  });

  it("are deleted with their companies and job, their alerts kept (archived) and counted", async () => {
    const list = await createWatchlist(alice, { name: "Gone", shared: true, intervalHours: 24 }, 1000);
    const other = await createWatchlist(alice, { name: "Stays", shared: false, intervalHours: 24 }, 1000);
    await addCompanies(list.id, ["00000001"], "alice");
    await addCompanies(other.id, ["00000001"], "alice");
    const alert = (id: string, key: string) => ({
      watchlist_id: id, company: "00000001", kind: "status", change_key: key, title: "t", detail: "d", evidence: "{}", detected_at: 2000, public_id: newAlertId(),
    });
    await db().query.insertInto("watch_alerts").values([alert(list.id, "a"), alert(list.id, "b"), alert(other.id, "a")]).execute();
    expect(await countAlerts(list.id)).toBe(2);
    expect(await deleteWatchlist(list.id)).toBe(true);
    expect(await deleteWatchlist(list.id)).toBe(false);
    expect(await visibleList(list.id, "alice")).toBeNull();
    expect(await listCompanies(list.id)).toEqual([]);
    expect(await db().query.selectFrom("watch_jobs").select("watchlist_id").where("watchlist_id", "=", list.id).execute()).toEqual([]);
    expect(await countAlerts(list.id)).toBe(2);
    expect(await listCompanies(other.id)).toHaveLength(1);
    expect(await visibleList(other.id, "alice")).not.toBeNull();
  });

  it("show the webhook URL, digest addresses and delivery targets to the owner only; everyone sees whether delivery is on", async () => {
    const list = await createWatchlist(alice, { name: "Team", shared: true, intervalHours: 24 }, 1000);
    await setDelivery(list.id, { webhookUrl: "https://hooks.example.com/x", digestTo: "a@example.com" });
    const stored = (await visibleList(list.id, "bob"))!;
    expect(asSeenBy(stored, "alice")).toMatchObject({ webhookUrl: "https://hooks.example.com/x", digestTo: "a@example.com", webhookOn: true, digestOn: true });
    const colleague = asSeenBy(stored, "bob");
    expect(colleague).toMatchObject({ webhookOn: true, digestOn: true });
    expect(JSON.stringify(colleague)).not.toMatch(/hooks\.example|a@example|webhookUrl|digestTo|webhookSecretSet/);
    expect(asSeenBy(stored, "alice")).toMatchObject({ webhookSecretSet: true });
    await setDelivery(list.id, { webhookUrl: null, digestTo: null });
    expect(asSeenBy((await visibleList(list.id, "bob"))!, "bob")).toMatchObject({ webhookOn: false, digestOn: false });
    const log = [{ target: "https://hooks.example.com", channel: "webhook" }];
    expect(deliveriesSeenBy(stored, "alice", log)).toEqual(log);
    expect(deliveriesSeenBy(stored, "bob", log)).toEqual([{ target: TARGET_HIDDEN, channel: "webhook" }]);
  });

  it("give a webhook a Standard Webhooks secret once: kept while the URL stays, new on rotation (the old one kept a day) or a new URL", async () => {
    const list = await createWatchlist(alice, { name: "Hooks", shared: false, intervalHours: 24 }, 1000);
    const row = () => db().query.selectFrom("watchlists").select(["webhook_secret", "webhook_secret_previous", "webhook_secret_previous_until", "delivery_mode"])
      .where("id", "=", list.id).executeTakeFirstOrThrow();
    const first = await setDelivery(list.id, { webhookUrl: "https://hooks.example.com/a", digestTo: null }, 10_000);
    expect(first).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(await row()).toEqual({ webhook_secret: first, webhook_secret_previous: null, webhook_secret_previous_until: null, delivery_mode: "red-now" });
    // Saving the same URL again (changing the mode) shows no secret and keeps the one the receiver holds.
    expect(await setDelivery(list.id, { webhookUrl: "https://hooks.example.com/a", digestTo: null, deliveryMode: "all-now" }, 20_000)).toBeNull();
    expect(await row()).toMatchObject({ webhook_secret: first, delivery_mode: "all-now" });
    const rotated = await setDelivery(list.id, { webhookUrl: "https://hooks.example.com/a", digestTo: null, rotateSecret: true }, 30_000);
    expect(rotated).toMatch(/^whsec_/);
    expect(rotated).not.toBe(first);
    expect(await row()).toEqual({ webhook_secret: rotated, webhook_secret_previous: first, webhook_secret_previous_until: 30_000 + 86_400_000, delivery_mode: "all-now" });
    // A new receiver gets a new secret and none of the old ones.
    const moved = await setDelivery(list.id, { webhookUrl: "https://other.example.com/b", digestTo: null }, 40_000);
    expect(await row()).toMatchObject({ webhook_secret: moved, webhook_secret_previous: null, webhook_secret_previous_until: null });
    expect(await setDelivery(list.id, { webhookUrl: null, digestTo: null }, 50_000)).toBeNull();
    expect(await row()).toMatchObject({ webhook_secret: null, webhook_secret_previous: null });
    expect((await visibleList(list.id, "alice"))?.webhookSecretSet).toBe(false);
  });

  it("are read-only to colleagues unless the owner allows edits, and a private list never is editable by them", async () => {
    const team = await createWatchlist(alice, { name: "Team", shared: true, intervalHours: 24 }, 1000);
    const mine = await createWatchlist(alice, { name: "Mine", shared: false, intervalHours: 24 }, 1000);
    expect(team.colleaguesMayEdit).toBe(false);
    expect(mayEdit(team, "alice")).toBe(true);
    expect(mayEdit(team, "bob")).toBe(false);
    await updateWatchlist(team.id, { colleaguesMayEdit: true });
    const allowed = (await visibleList(team.id, "bob"))!;
    expect(allowed.colleaguesMayEdit).toBe(true);
    expect(mayEdit(allowed, "bob")).toBe(true);
    expect(mayEdit({ ...mine, colleaguesMayEdit: true }, "bob")).toBe(false);
  });

  it("keep to the limits: a list over the owner's count is not made, companies over a list's size are not added at all", async () => {
    const carol = { username: "carol", name: "Carol" };
    await createWatchlist(carol, { name: "One", shared: false, intervalHours: 24 }, 1000, 2);
    const two = await createWatchlist(carol, { name: "Two", shared: false, intervalHours: 24 }, 1000, 2);
    await expect(createWatchlist(carol, { name: "Three", shared: false, intervalHours: 24 }, 1000, 2)).rejects.toMatchObject({
      name: "WatchlistLimitError", limit: "WATCH_MAX_LISTS_PER_USER", max: 2,
    });
    expect((await listWatchlists("carol")).filter((list) => list.owner === "carol").map((list) => list.name)).toEqual(["One", "Two"]);
    // The refused list's job went with it.
    const jobs = await db().query.selectFrom("watch_jobs as j").leftJoin("watchlists as w", "w.id", "j.watchlist_id").select("w.id").execute();
    expect(jobs.filter((job) => job.id === null)).toEqual([]);

    expect(await addCompanies(two.id, ["00000001", "00000002"], "carol", 1000, 3)).toEqual(["00000001", "00000002"]);
    const over = addCompanies(two.id, ["00000002", "00000003", "00000004"], "carol", 1000, 3);
    await expect(over).rejects.toBeInstanceOf(WatchlistLimitError);
    await expect(over).rejects.toThrow("room for 1 more, not 2");
    expect((await listCompanies(two.id)).map((row) => row.company)).toEqual(["00000001", "00000002"]);
    expect(await addCompanies(two.id, ["00000002", "00000003"], "carol", 1000, 3)).toEqual(["00000003"]);
  });

  it("move a company between two lists in one transaction: never on neither, never on both", async () => {
    const from = await createWatchlist(alice, { name: "From", shared: false, intervalHours: 24 }, 1000);
    const to = await createWatchlist(alice, { name: "To", shared: false, intervalHours: 24 }, 1000);
    const full = await createWatchlist(alice, { name: "Full", shared: false, intervalHours: 24 }, 1000);
    await addCompanies(from.id, ["00000001", "00000002"], "alice", 1000);
    await addCompanies(to.id, ["00000002"], "alice", 1000);
    await addCompanies(full.id, ["00000009"], "alice", 1000);
    const companies = async (id: string) => (await listCompanies(id)).map((row) => row.company);

    expect(await moveCompany(from.id, to.id, "00000001", "bob", 5000)).toBe("moved");
    expect(await companies(from.id)).toEqual(["00000002"]);
    expect(await listCompanies(to.id)).toContainEqual({ company: "00000001", addedAt: new Date(5000).toISOString(), addedBy: "bob" });
    expect(await moveCompany(from.id, to.id, "00000001", "alice")).toBe("not-on-list");
    expect(await moveCompany(from.id, to.id, "00000002", "alice")).toBe("already-on-target");
    expect(await companies(from.id)).toEqual(["00000002"]);
    await expect(moveCompany(from.id, full.id, "00000002", "alice", 5000, 1)).rejects.toBeInstanceOf(WatchlistLimitError);
    // Rolled back: still on its own list, not on the full one.
    expect(await companies(from.id)).toEqual(["00000002"]);
    expect(await companies(full.id)).toEqual(["00000009"]);
  });
});
