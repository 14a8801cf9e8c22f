import "server-only";
// Watchlists and their companies in the dashboard's database. A private list is seen by its owner only; a shared
// one by the whole team. Every read goes through `visibleList`, so no route can show another analyst's private list.
import { randomUUID } from "node:crypto";
import type { ExpressionBuilder, InferResult } from "kysely";
import { database } from "../db/connection";
import type { Database } from "../db/database";
import type { Tables } from "../db/tables";
import type { Author } from "../decisions/store";
import type { DeliveryMode } from "./delivery-modes";
import type { Watchlist, WatchlistSeen } from "./watchlist-answers";
import { dropSnapshots, moveSnapshot } from "./snapshot-store";
import { newWebhookSecret, ROTATION_OVERLAP_MS } from "./webhook-signature";

// A list as the store keeps it and the routes answer it (its schema: ./watchlist-answers.ts).
export type { Watchlist, WatchlistSeen };
/** Whether this user may change the list's companies, name and interval: its owner, or a colleague when the owner allows. */
export function mayEdit(list: Watchlist, username: string): boolean {
  return list.owner === username || (list.shared && list.colleaguesMayEdit);
}

export function asSeenBy(list: Watchlist, username: string): WatchlistSeen {
  const { webhookUrl, digestTo, webhookSecretSet, ...rest } = list;
  const on = { webhookOn: webhookUrl !== null, digestOn: digestTo !== null };
  return list.owner === username ? { ...rest, webhookUrl, digestTo, webhookSecretSet, ...on } : { ...rest, ...on };
}

export const TARGET_HIDDEN = "(shown to the list's owner only)";

/** The delivery log as one user may see it: its targets (webhook origin, digest addresses) to the owner only. */
export function deliveriesSeenBy<T extends { target: string }>(list: Watchlist, username: string, deliveries: readonly T[]): T[] {
  return list.owner === username ? [...deliveries] : deliveries.map((delivery) => ({ ...delivery, target: TARGET_HIDDEN }));
}

const iso = (value: number) => new Date(value).toISOString();
const isoOrNull = (value: number | null) => (value === null ? null : iso(value));

// Each list with its count of companies and its job's times.
function selectLists(db: Database) {
  return db.query.selectFrom("watchlists as w").leftJoin("watch_jobs as j", "j.watchlist_id", "w.id")
    .select((eb) => [
      "w.id", "w.name", "w.owner", "w.owner_name", "w.shared", "w.colleagues_may_edit", "w.interval_hours", "w.created_at", "w.webhook_url", "w.digest_to",
      "w.delivery_mode", eb("w.webhook_secret", "is not", null).as("secret_set"),
      eb.selectFrom("watchlist_companies as c").whereRef("c.watchlist_id", "=", "w.id").select((count) => count.fn.countAll<number | string>().as("n"))
        .as("company_count"),
      "j.due_at", "j.last_run_at",
    ]);
}

function listFrom(row: InferResult<ReturnType<typeof selectLists>>[number]): Watchlist {
  return {
    id: row.id, name: row.name, owner: row.owner, ownerName: row.owner_name, shared: row.shared === 1, colleaguesMayEdit: row.colleagues_may_edit === 1,
    intervalHours: row.interval_hours, createdAt: iso(row.created_at), companyCount: Number(row.company_count ?? 0),
    nextCheckAt: isoOrNull(row.due_at), lastRunAt: isoOrNull(row.last_run_at), webhookUrl: row.webhook_url, digestTo: row.digest_to,
    deliveryMode: row.delivery_mode === "all-now" ? "all-now" : "red-now", webhookSecretSet: Boolean(row.secret_set),
  };
}

/** Visible to this user: their own lists and every shared one. */
const visibleTo = (username: string) => (eb: ExpressionBuilder<Tables & { w: Tables["watchlists"] }, "w">) =>
  eb.or([eb("w.owner", "=", username), eb("w.shared", "=", 1)]);

/** The first check of a new list is spread over its interval, so a hundred lists made at once do not check at once. */
export function firstDue(now: number, intervalHours: number, random = Math.random): number {
  return now + Math.floor(random() * intervalHours * 3_600_000);
}

/** A per-user or per-list limit (lib/config: WATCH_MAX_LISTS_PER_USER, WATCH_MAX_COMPANIES_PER_LIST) would be passed. */
export class WatchlistLimitError extends Error {
  constructor(readonly limit: "WATCH_MAX_LISTS_PER_USER" | "WATCH_MAX_COMPANIES_PER_LIST", readonly max: number, message: string) {
    super(message);
    this.name = "WatchlistLimitError";
  }
}

export async function createWatchlist(
  author: Author, input: { name: string; shared: boolean; intervalHours: number }, now = Date.now(), maxLists = Number.POSITIVE_INFINITY,
): Promise<Watchlist> {
  const db = await database();
  const id = randomUUID();
  // One transaction: a list is never left without its job, and one over the owner's limit is never left at all.
  await db.query.transaction().execute(async (trx) => {
    await trx.insertInto("watchlists").values({
      id, name: input.name, owner: author.username, owner_name: author.name, shared: input.shared ? 1 : 0, interval_hours: input.intervalHours,
      created_at: now,
    }).execute();
    await trx.insertInto("watch_jobs").values({ watchlist_id: id, due_at: firstDue(now, input.intervalHours) }).execute();
    const owned = await trx.selectFrom("watchlists").select((eb) => eb.fn.countAll<number | string>().as("n")).where("owner", "=", author.username)
      .executeTakeFirstOrThrow();
    if (Number(owned.n) > maxLists) {
      throw new WatchlistLimitError("WATCH_MAX_LISTS_PER_USER", maxLists,
        `You already own ${maxLists} watchlists, the most one user may (WATCH_MAX_LISTS_PER_USER): delete one first.`);
    }
  });
  return (await visibleList(id, author.username))!;
}

export async function listWatchlists(username: string): Promise<Watchlist[]> {
  const db = await database();
  const rows = await selectLists(db).where(visibleTo(username)).orderBy("w.name").orderBy("w.id").execute();
  return rows.map(listFrom);
}

/** The list when this user may see it; null for an unknown id and for another analyst's private list alike. */
export async function visibleList(id: string, username: string): Promise<Watchlist | null> {
  const db = await database();
  const row = await selectLists(db).where("w.id", "=", id).where(visibleTo(username)).executeTakeFirst();
  return row ? listFrom(row) : null;
}

export async function listCompanies(id: string): Promise<Array<{ company: string; addedAt: string; addedBy: string }>> {
  const db = await database();
  const rows = await db.query.selectFrom("watchlist_companies").select(["company", "added_at", "added_by"]).where("watchlist_id", "=", id)
    .orderBy("company").execute();
  return rows.map((row) => ({ company: row.company, addedAt: iso(row.added_at), addedBy: row.added_by }));
}

/**
 * Adds the companies not yet on the list; answers the ones it added. All or none: when the list would hold more
 * than `maxCompanies`, nothing is added and a WatchlistLimitError says how many more it can take.
 */
export async function addCompanies(
  id: string, companies: readonly string[], username: string, now = Date.now(), maxCompanies = Number.POSITIVE_INFINITY,
): Promise<string[]> {
  const db = await database();
  return db.query.transaction().execute(async (trx) => {
    const added: string[] = [];
    for (const company of companies) {
      const { numInsertedOrUpdatedRows } = await trx.insertInto("watchlist_companies")
        .values({ watchlist_id: id, company, added_at: now, added_by: username })
        .onConflict((conflict) => conflict.doNothing()).executeTakeFirst();
      if (Number(numInsertedOrUpdatedRows ?? 0) > 0) added.push(company);
    }
    // A snapshot a check in flight saved after the company was removed is not this new watch's baseline.
    await dropSnapshots(trx, id, added);
    const held = Number((await trx.selectFrom("watchlist_companies").select((eb) => eb.fn.countAll<number | string>().as("n"))
      .where("watchlist_id", "=", id).executeTakeFirstOrThrow()).n);
    if (held > maxCompanies) {
      const room = Math.max(0, maxCompanies - (held - added.length));
      throw new WatchlistLimitError("WATCH_MAX_COMPANIES_PER_LIST", maxCompanies,
        `A list may hold at most ${maxCompanies.toLocaleString("en-GB")} companies (WATCH_MAX_COMPANIES_PER_LIST): this one has room for ${room.toLocaleString("en-GB")} more, not ${added.length.toLocaleString("en-GB")}. Nothing was added.`);
    }
    return added;
  });
}

/** Removes a company and the list's snapshot of it: re-added later, it starts from a new baseline. */
export async function removeCompany(id: string, company: string): Promise<boolean> {
  const db = await database();
  return db.query.transaction().execute(async (trx) => {
    const { numDeletedRows } = await trx.deleteFrom("watchlist_companies").where("watchlist_id", "=", id).where("company", "=", company)
      .executeTakeFirst();
    await dropSnapshots(trx, id, [company]);
    return numDeletedRows > 0n;
  });
}

export type MoveOutcome = "moved" | "not-on-list" | "already-on-target";

/**
 * Moves a company from one list to another in one transaction: it is never on neither list, nor on both. Within the
 * target's limit (a WatchlistLimitError otherwise, nothing moved); the company keeps no history of the source list
 * but its snapshot, so it is watched without a gap (the target's next check compares with the source's last look).
 */
export async function moveCompany(
  from: string, to: string, company: string, username: string, now = Date.now(), maxCompanies = Number.POSITIVE_INFINITY,
): Promise<MoveOutcome> {
  const db = await database();
  return db.query.transaction().execute(async (trx) => {
    const on = async (id: string) => Boolean(await trx.selectFrom("watchlist_companies").select("company").where("watchlist_id", "=", id)
      .where("company", "=", company).executeTakeFirst());
    if (!(await on(from))) return "not-on-list";
    if (await on(to)) return "already-on-target";
    await trx.deleteFrom("watchlist_companies").where("watchlist_id", "=", from).where("company", "=", company).execute();
    await trx.insertInto("watchlist_companies").values({ watchlist_id: to, company, added_at: now, added_by: username }).execute();
    await moveSnapshot(trx, from, to, company);
    const held = Number((await trx.selectFrom("watchlist_companies").select((eb) => eb.fn.countAll<number | string>().as("n"))
      .where("watchlist_id", "=", to).executeTakeFirstOrThrow()).n);
    if (held > maxCompanies) {
      throw new WatchlistLimitError("WATCH_MAX_COMPANIES_PER_LIST", maxCompanies,
        `The target list already holds ${maxCompanies.toLocaleString("en-GB")} companies, the most one list may (WATCH_MAX_COMPANIES_PER_LIST). Nothing was moved.`);
    }
    return "moved";
  });
}

/** The lists (visible to this user) that hold a company: the company page's "Watch" reads it. */
export async function listsHolding(company: string, username: string): Promise<string[]> {
  const db = await database();
  const rows = await db.query.selectFrom("watchlist_companies as c").innerJoin("watchlists as w", "w.id", "c.watchlist_id")
    .select("c.watchlist_id").where("c.company", "=", company).where(visibleTo(username)).execute();
  return rows.map((row) => row.watchlist_id);
}

/**
 * Sets where the list's alerts go beyond the inbox and in which mode. A webhook gets a new signing secret when it has
 * none, when its URL changes (a new receiver does not get the old secret) or when `rotateSecret` asks; a rotated
 * secret keeps signing beside the new one for ROTATION_OVERLAP_MS. Answers the new secret (to be shown once), or null.
 */
export async function setDelivery(
  id: string, settings: { webhookUrl: string | null; digestTo: string | null; deliveryMode?: DeliveryMode; rotateSecret?: boolean }, now = Date.now(),
): Promise<string | null> {
  const db = await database();
  return db.query.transaction().execute(async (trx) => {
    const current = await trx.selectFrom("watchlists").select(["webhook_url", "webhook_secret"]).where("id", "=", id).executeTakeFirst();
    if (!current) return null;
    const mode = settings.deliveryMode ? { delivery_mode: settings.deliveryMode } : {};
    const keep = settings.webhookUrl !== null && current.webhook_secret !== null && current.webhook_url === settings.webhookUrl && !settings.rotateSecret;
    if (settings.webhookUrl === null || keep) {
      const cleared = settings.webhookUrl === null ? { webhook_secret: null, webhook_secret_previous: null, webhook_secret_previous_until: null } : {};
      await trx.updateTable("watchlists").set({ webhook_url: settings.webhookUrl, digest_to: settings.digestTo, ...mode, ...cleared }).where("id", "=", id).execute();
      return null;
    }
    const secret = newWebhookSecret();
    const rotated = current.webhook_secret !== null && current.webhook_url === settings.webhookUrl;
    await trx.updateTable("watchlists").set({
      webhook_url: settings.webhookUrl, digest_to: settings.digestTo, ...mode, webhook_secret: secret,
      webhook_secret_previous: rotated ? current.webhook_secret : null, webhook_secret_previous_until: rotated ? now + ROTATION_OVERLAP_MS : null,
    }).where("id", "=", id).execute();
    return secret;
  });
}

/** Renames a list and sets its interval; a new interval moves the next check to within the new interval of now. */
export async function updateWatchlist(
  id: string, change: { name?: string; intervalHours?: number; colleaguesMayEdit?: boolean }, now = Date.now(),
): Promise<void> {
  const db = await database();
  await db.query.transaction().execute(async (trx) => {
    if (change.name !== undefined) await trx.updateTable("watchlists").set({ name: change.name }).where("id", "=", id).execute();
    if (change.colleaguesMayEdit !== undefined) {
      await trx.updateTable("watchlists").set({ colleagues_may_edit: change.colleaguesMayEdit ? 1 : 0 }).where("id", "=", id).execute();
    }
    if (change.intervalHours !== undefined) {
      await trx.updateTable("watchlists").set({ interval_hours: change.intervalHours }).where("id", "=", id).execute();
      // A list moved from weekly to hourly is checked within the hour, not a week later.
      await trx.updateTable("watch_jobs").set({ due_at: now + change.intervalHours * 3_600_000 }).where("watchlist_id", "=", id)
        .where("due_at", ">", now + change.intervalHours * 3_600_000).execute();
    }
  });
}

/** How many alerts a list has raised: the audit record of its deletion names it. */
export async function countAlerts(id: string): Promise<number> {
  const db = await database();
  const row = await db.query.selectFrom("watch_alerts").select((eb) => eb.fn.countAll<number | string>().as("n")).where("watchlist_id", "=", id)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Deletes a list, its companies, its job and the alerts it held for a digest, in one transaction (queued deliveries find it gone and send nothing). Its alerts stay in the
 * table (archived: no inbox shows them, as every alert read joins a list that exists) so the audit trail's account
 * of what was raised and delivered holds.
 */
export async function deleteWatchlist(id: string): Promise<boolean> {
  const db = await database();
  return db.query.transaction().execute(async (trx) => {
    await trx.deleteFrom("watchlist_companies").where("watchlist_id", "=", id).execute();
    await trx.deleteFrom("watch_jobs").where("watchlist_id", "=", id).execute();
    await dropSnapshots(trx, id);
    await trx.deleteFrom("watch_digest_pending").where("watchlist_id", "=", id).execute();
    const { numDeletedRows } = await trx.deleteFrom("watchlists").where("id", "=", id).executeTakeFirst();
    return numDeletedRows > 0n;
  });
}
