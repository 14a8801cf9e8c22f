import "server-only";
// The check jobs, one row per list in `watch_jobs` (SQLite, or PostgreSQL shared by every server). A server claims a
// due row by one conditional UPDATE, so of several servers exactly one wins it; the claim is a lease, and a server
// that dies mid-check lets it lapse so that another runs the check again. A finished check sets the next due time.
import { randomUUID } from "node:crypto";
import { database } from "../db/connection";
import { log } from "../log";
import { checkCompanies, type CompanyCheck } from "./check";
import { deliverAlerts } from "./delivery";
import { listCompanies } from "./watchlist-store";

/** Long enough for a 5,000-company list at the default budget is not the point: a live server renews nothing, so
 * the lease is the longest a crashed server can hold a list back. */
export const LEASE_MS = 30 * 60_000;

const WORKER = `${process.pid}-${randomUUID().slice(0, 8)}`;

const CLAIMABLE = "(locked_until IS NULL OR locked_until < $1)";

/** This process's name in `locked_by`: the server that claimed a list, or (with pg-boss) the one running its job. */
export const WORKER_ID = WORKER;

/** Claims one due list (or the given one, due or not); null when there is none this server may run. */
export async function claim(now = Date.now(), only?: string, leaseMs = LEASE_MS): Promise<string | null> {
  const db = await database();
  const target = only
    ? "$3"
    : `(SELECT watchlist_id FROM watch_jobs WHERE due_at <= $1 AND ${CLAIMABLE} ORDER BY due_at LIMIT 1)`;
  const [row] = await db.all<{ watchlist_id: string }>(
    `UPDATE watch_jobs SET locked_until = $2, locked_by = '${WORKER}' WHERE watchlist_id = ${target} AND ${CLAIMABLE} RETURNING watchlist_id`,
    only ? [now, now + leaseMs, only] : [now, now + leaseMs],
  );
  return row?.watchlist_id ?? null;
}

export async function finish(id: string, now = Date.now()): Promise<void> {
  const db = await database();
  const [list] = await db.all<{ interval_hours: number | string }>(`SELECT interval_hours FROM watchlists WHERE id = $1`, [id]);
  const interval = Number(list?.interval_hours ?? 24) * 3_600_000;
  await db.run(
    `UPDATE watch_jobs SET due_at = $2, locked_until = NULL, locked_by = NULL, last_run_at = $3, runs = runs + 1 WHERE watchlist_id = $1`,
    [id, now + interval, now],
  );
}

export interface ListRun {
  watchlistId: string;
  checks: CompanyCheck[];
}

/** Runs one claimed list's check and sets its next due time, whatever the checks' outcomes. */
export async function runClaimed(id: string, requestId?: string): Promise<ListRun> {
  try {
    const companies = (await listCompanies(id)).map((row) => row.company);
    const checks = await checkCompanies(companies, requestId);
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
