import "server-only";
// The check jobs, one row per list in `watch_jobs` (SQLite, or PostgreSQL shared by every server). A server claims a
// due row by one conditional UPDATE, so of several servers exactly one wins it; the claim is a lease, and a server
// that dies mid-check lets it lapse so that another runs the check again. A finished check sets the next due time.
import { randomUUID } from "node:crypto";
import type { ExpressionBuilder } from "kysely";
import { database } from "../db/connection";
import type { Tables } from "../db/tables";
import { log } from "../log";
import { checkCompanies, type CompanyCheck } from "./check";
import { deliverAlerts } from "./delivery";
import { listCompanies } from "./watchlist-store";

/** Long enough for a 5,000-company list at the default budget is not the point: a live server renews nothing, so
 * the lease is the longest a crashed server can hold a list back. */
export const LEASE_MS = 30 * 60_000;

const WORKER = `${process.pid}-${randomUUID().slice(0, 8)}`;

/** Not claimed, or claimed by a lease that has lapsed. */
function claimable(now: number) {
  return (eb: ExpressionBuilder<Tables, "watch_jobs">) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", now)]);
}

/** This process's name in `locked_by`: the server that claimed a list, or (with pg-boss) the one running its job. */
export const WORKER_ID = WORKER;

/** Claims one due list (or the given one, due or not); null when there is none this server may run. */
export async function claim(now = Date.now(), only?: string, leaseMs = LEASE_MS): Promise<string | null> {
  const db = await database();
  // One conditional UPDATE: of several servers claiming at once, exactly one matches the row.
  const row = await db.query.updateTable("watch_jobs").set({ locked_until: now + leaseMs, locked_by: WORKER })
    .where("watchlist_id", "=", only ?? ((eb) => eb.selectFrom("watch_jobs").select("watchlist_id").where("due_at", "<=", now)
      .where(claimable(now)).orderBy("due_at").limit(1)))
    .where(claimable(now))
    .returning("watchlist_id").executeTakeFirst();
  return row?.watchlist_id ?? null;
}

export async function finish(id: string, now = Date.now()): Promise<void> {
  const db = await database();
  const list = await db.query.selectFrom("watchlists").select("interval_hours").where("id", "=", id).executeTakeFirst();
  const interval = (list?.interval_hours ?? 24) * 3_600_000;
  await db.query.updateTable("watch_jobs")
    .set((eb) => ({ due_at: now + interval, locked_until: null, locked_by: null, last_run_at: now, runs: eb("runs", "+", 1) }))
    .where("watchlist_id", "=", id).execute();
}

export interface ListRun {
  watchlistId: string;
  checks: CompanyCheck[];
}

/** Runs one claimed list's check and sets its next due time, whatever the checks' outcomes. */
export async function runClaimed(id: string, requestId?: string): Promise<ListRun> {
  try {
    const companies = (await listCompanies(id)).map((row) => row.company);
    const checks = await checkCompanies(id, companies, requestId);
    log.info({ watchlist: id, companies: companies.length, failed: checks.filter((check) => !check.ok).length }, "watchlist checked");
    // One webhook call and one digest per list and run, not one per company.
    await deliverAlerts(checks.flatMap((check) => (check.ok ? check.alerts : [])))
      .catch((error: unknown) => log.error({ watchlist: id, err: String(error) }, "alert delivery failed"));
    return { watchlistId: id, checks };
  } finally {
    await finish(id);
  }
}

/** Runs every due list this server can claim, one after another. */
export async function runDue(): Promise<ListRun[]> {
  const runs: ListRun[] = [];
  for (let id = await claim(); id; id = await claim()) runs.push(await runClaimed(id));
  return runs;
}
