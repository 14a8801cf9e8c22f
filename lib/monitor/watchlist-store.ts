import "server-only";
// Watchlists and their companies in the dashboard's database. A private list is seen by its owner only; a shared
// one by the whole team. Every read goes through `visibleList`, so no route can show another analyst's private list.
import { randomUUID } from "node:crypto";
import { database } from "../db/connection";
import type { Author } from "../decisions/store";

export interface Watchlist {
  id: string;
  name: string;
  owner: string;
  ownerName: string;
  shared: boolean;
  intervalHours: number;
  createdAt: string;
  companyCount: number;
  nextCheckAt: string | null;
  lastRunAt: string | null;
  webhookUrl: string | null;
  digestTo: string | null;
}

interface ListRow {
  id: string; name: string; owner: string; owner_name: string; shared: number | string; interval_hours: number | string;
  created_at: number | string; company_count: number | string; due_at: number | string | null; last_run_at: number | string | null;
  webhook_url: string | null; digest_to: string | null;
}

const iso = (value: number | string | null) => (value == null ? null : new Date(Number(value)).toISOString());

function listFrom(row: ListRow): Watchlist {
  return {
    id: row.id, name: row.name, owner: row.owner, ownerName: row.owner_name, shared: Number(row.shared) === 1,
    intervalHours: Number(row.interval_hours), createdAt: iso(row.created_at)!, companyCount: Number(row.company_count),
    nextCheckAt: iso(row.due_at), lastRunAt: iso(row.last_run_at), webhookUrl: row.webhook_url, digestTo: row.digest_to,
  };
}

const LIST_SELECT = `SELECT w.id, w.name, w.owner, w.owner_name, w.shared, w.interval_hours, w.created_at, w.webhook_url, w.digest_to,
  (SELECT COUNT(*) FROM watchlist_companies c WHERE c.watchlist_id = w.id) AS company_count, j.due_at, j.last_run_at
  FROM watchlists w LEFT JOIN watch_jobs j ON j.watchlist_id = w.id`;

/** The first check of a new list is spread over its interval, so a hundred lists made at once do not check at once. */
export function firstDue(now: number, intervalHours: number, random = Math.random): number {
  return now + Math.floor(random() * intervalHours * 3_600_000);
}

export async function createWatchlist(author: Author, input: { name: string; shared: boolean; intervalHours: number }, now = Date.now()): Promise<Watchlist> {
  const db = await database();
  const id = randomUUID();
  await db.run(
    `INSERT INTO watchlists (id, name, owner, owner_name, shared, interval_hours, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [id, input.name, author.username, author.name, input.shared ? 1 : 0, input.intervalHours, now],
  );
  await db.run(`INSERT INTO watch_jobs (watchlist_id, due_at) VALUES ($1, $2)`, [id, firstDue(now, input.intervalHours)]);
  return (await visibleList(id, author.username))!;
}

export async function listWatchlists(username: string): Promise<Watchlist[]> {
  const db = await database();
  const rows = await db.all<ListRow>(`${LIST_SELECT} WHERE w.owner = $1 OR w.shared = 1 ORDER BY w.name, w.id`, [username]);
  return rows.map(listFrom);
}

/** The list when this user may see it; null for an unknown id and for another analyst's private list alike. */
export async function visibleList(id: string, username: string): Promise<Watchlist | null> {
  const db = await database();
  const [row] = await db.all<ListRow>(`${LIST_SELECT} WHERE w.id = $1 AND (w.owner = $2 OR w.shared = 1)`, [id, username]);
  return row ? listFrom(row) : null;
}

export async function listCompanies(id: string): Promise<Array<{ company: string; addedAt: string; addedBy: string }>> {
  const db = await database();
  const rows = await db.all<{ company: string; added_at: number | string; added_by: string }>(
    `SELECT company, added_at, added_by FROM watchlist_companies WHERE watchlist_id = $1 ORDER BY company`, [id],
  );
  return rows.map((row) => ({ company: row.company, addedAt: iso(row.added_at)!, addedBy: row.added_by }));
}

/** Adds the companies not yet on the list; answers the ones it added. */
export async function addCompanies(id: string, companies: readonly string[], username: string, now = Date.now()): Promise<string[]> {
  const db = await database();
  const added: string[] = [];
  for (const company of companies) {
    const changed = await db.run(
      `INSERT INTO watchlist_companies (watchlist_id, company, added_at, added_by) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
      [id, company, now, username],
    );
    if (changed > 0) added.push(company);
  }
  return added;
}

export async function removeCompany(id: string, company: string): Promise<boolean> {
  const db = await database();
  return (await db.run(`DELETE FROM watchlist_companies WHERE watchlist_id = $1 AND company = $2`, [id, company])) > 0;
}

/** The lists (visible to this user) that hold a company: the company page's "Watch" reads it. */
export async function listsHolding(company: string, username: string): Promise<string[]> {
  const db = await database();
  const rows = await db.all<{ watchlist_id: string }>(
    `SELECT c.watchlist_id FROM watchlist_companies c JOIN watchlists w ON w.id = c.watchlist_id
     WHERE c.company = $1 AND (w.owner = $2 OR w.shared = 1)`, [company, username],
  );
  return rows.map((row) => row.watchlist_id);
}

/** Sets where the list's alerts go beyond the inbox; a new webhook URL gets a new signing secret. */
export async function setDelivery(id: string, settings: { webhookUrl: string | null; webhookSecret: string | null; digestTo: string | null }): Promise<void> {
  const db = await database();
  await db.run(`UPDATE watchlists SET webhook_url = $2, webhook_secret = $3, digest_to = $4 WHERE id = $1`,
    [id, settings.webhookUrl, settings.webhookSecret, settings.digestTo]);
}
