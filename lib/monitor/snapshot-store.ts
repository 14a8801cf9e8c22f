import "server-only";
// Each list's latest snapshot of each company it watches, and the last check's failure when it failed (shown on the
// portfolio). Kept per (list, company): a list compares with what it last saw itself, so a list made later never
// raises changes made before it began watching. A failure keeps the previous snapshot: the next check compares
// against what was last seen, not against nothing. A company removed from a list takes that list's snapshot with it.
import type { Kysely, RawBuilder } from "kysely";
import { database } from "../db/connection";
import type { Tables, WatchSnapshotsTable } from "../db/tables";
import { sqlitePortfolioSnapshot } from "./portfolio-snapshot-sqlite";
import { snapshotSchema, type Snapshot } from "./snapshot";

export interface CheckState<T = Snapshot> {
  company: string;
  snapshot: T | null;
  takenAt: string | null;
  checkedAt: string;
  error: string | null;
}

type Row = Pick<WatchSnapshotsTable, "company" | "taken_at" | "snapshot" | "checked_at" | "error">;

const iso = (value: number) => new Date(value).toISOString();
const isoOrNull = (value: number | null) => (value === null ? null : iso(value));

/** A stored snapshot's JSON read through `schema`; null when it no longer fits it (written by an older version). */
function parsedWith<S>(text: string, schema: Picked<S>["schema"]): S | null {
  const parsed = schema.safeParse(JSON.parse(text));
  return parsed.success ? parsed.data : null;
}

function stateFrom<S = Snapshot>(row: Row, schema: Picked<S>["schema"]): CheckState<S> {
  const snapshot = row.snapshot ? parsedWith(row.snapshot, schema) : null;
  return { company: row.company, snapshot, takenAt: isoOrNull(row.taken_at), checkedAt: iso(row.checked_at), error: row.error };
}

const READ_SLICE = 100;
const PARSE_BATCH = 25;

export async function checkStates(watchlistId: string, companies: readonly string[]): Promise<Map<string, CheckState>> {
  return readStates(watchlistId, companies, (snapshot) => snapshot);
}

/**
 * A company's snapshot on a list as it was stored (its JSON), null when the list holds none: a check compares the
 * text with its new snapshot's before parsing it (most companies have not changed since the last check).
 */
export async function storedSnapshotText(watchlistId: string, company: string): Promise<string | null> {
  const db = await database();
  const row = await db.query.selectFrom("watch_snapshots").select("snapshot")
    .where("watchlist_id", "=", watchlistId).where("company", "=", company).executeTakeFirst();
  return row?.snapshot ?? null;
}

/** A stored snapshot's JSON read through its schema; null when it no longer fits it. */
export function parseStoredSnapshot(text: string): Snapshot | null {
  return parsedWith(text, snapshotSchema);
}

/** The newest good snapshot of a company on any list (the company page's "last check"); null when none has one. */
export async function latestCheckState(company: string): Promise<CheckState | null> {
  const db = await database();
  const row = await db.query.selectFrom("watch_snapshots").select(["company", "taken_at", "snapshot", "checked_at", "error"])
    .where("company", "=", company).where("snapshot", "is not", null).orderBy("taken_at", "desc").limit(1).executeTakeFirst();
  return row ? stateFrom(row, snapshotSchema) : null;
}

/** What the portfolio shows of each snapshot: the rest (filings, officers…) is dropped as soon as it is parsed. */
export type PortfolioSnapshot = Pick<Snapshot, "name" | "status" | "band" | "limit" | "policyVersion" | "debt">;

const portfolioSnapshotSchema = snapshotSchema.pick({ name: true, status: true, band: true, limit: true, policyVersion: true, debt: true });

// SQLite (read synchronously) picks those fields in SQL (portfolio-snapshot-sqlite.ts).

export async function portfolioStates(watchlistId: string, companies: readonly string[]): Promise<Map<string, CheckState<PortfolioSnapshot>>> {
  const db = await database();
  if (db.kind !== "sqlite") {
    return readStates(watchlistId, companies, ({ name, status, band, limit, policyVersion, debt }) => ({ name, status, band, limit, policyVersion, debt }));
  }
  return readStates(watchlistId, companies, (snapshot) => snapshot, { column: sqlitePortfolioSnapshot, schema: portfolioSnapshotSchema });
}

interface Picked<T> {
  column: RawBuilder<string | null>;
  schema: { safeParse: (value: unknown) => { success: true; data: T } | { success: false } };
}

async function readStates<T, S = Snapshot>(watchlistId: string, companies: readonly string[], keep: (snapshot: S) => T, picked?: Picked<S>): Promise<Map<string, CheckState<T>>> {
  const db = await database();
  const states = new Map<string, CheckState<T>>();
  // Read in slices: a 5,000-company list would pass SQLite's parameter limit in one statement, and a slice of
  // snapshots of a few kB each is read synchronously (better-sqlite3).
  for (let start = 0; start < companies.length; start += READ_SLICE) {
    const slice = companies.slice(start, start + READ_SLICE);
    if (start > 0) await new Promise((resolve) => setImmediate(resolve));
    const rows: Row[] = await db.query.selectFrom("watch_snapshots")
      .select(["company", "taken_at", picked ? picked.column.as("snapshot") : "snapshot", "checked_at", "error"])
      .where("watchlist_id", "=", watchlistId).where("company", "in", slice).execute();
    // Parsing a large list's snapshots through their schema in one go held the event loop for seconds (bench/RESULTS.md,
    // figures from source comments). Parsed PARSE_BATCH at a time, yielding to the event loop between batches.
    for (let from = 0; from < rows.length; from += PARSE_BATCH) {
      if (from > 0) await new Promise((resolve) => setImmediate(resolve));
      for (const row of rows.slice(from, from + PARSE_BATCH)) {
        const state = stateFrom(row, picked?.schema ?? (snapshotSchema as unknown as Picked<S>["schema"]));
        states.set(row.company, { ...state, snapshot: state.snapshot ? keep(state.snapshot) : null });
      }
    }
  }
  return states;
}

/** A database handle the write goes through: the check's transaction, so the snapshot moves with its alerts. */
type Writer = Kysely<Tables>;

/** `text`: the snapshot's JSON when the caller has made it already. */
export async function saveSnapshot(watchlistId: string, company: string, snapshot: Snapshot, now = Date.now(), within?: Writer, text = JSON.stringify(snapshot)): Promise<void> {
  const writer = within ?? (await database()).query;
  await writer.insertInto("watch_snapshots")
    .values({ watchlist_id: watchlistId, company, taken_at: now, snapshot: text, checked_at: now, error: null, error_at: null })
    .onConflict((conflict) => conflict.columns(["watchlist_id", "company"]).doUpdateSet((eb) => ({
      taken_at: eb.ref("excluded.taken_at"), snapshot: eb.ref("excluded.snapshot"), checked_at: eb.ref("excluded.checked_at"), error: null, error_at: null,
    })))
    .execute();
}

export async function saveFailure(watchlistId: string, company: string, error: string, now = Date.now()): Promise<void> {
  const db = await database();
  // A failure keeps the snapshot and its time: only the check's time and the error change.
  await db.query.insertInto("watch_snapshots")
    .values({ watchlist_id: watchlistId, company, taken_at: null, snapshot: null, checked_at: now, error: error.slice(0, 300), error_at: now })
    .onConflict((conflict) => conflict.columns(["watchlist_id", "company"]).doUpdateSet((eb) => ({
      checked_at: eb.ref("excluded.checked_at"), error: eb.ref("excluded.error"), error_at: eb.ref("excluded.error_at"),
    })))
    .execute();
}

/**
 * Drops a list's snapshots (of the given companies, or all of them), inside the caller's transaction that takes the
 * companies (or the list) away: watching one again later starts from a new baseline, never from what the list saw.
 */
export async function dropSnapshots(within: Writer, watchlistId: string, companies?: readonly string[]): Promise<void> {
  const all = within.deleteFrom("watch_snapshots").where("watchlist_id", "=", watchlistId);
  if (!companies) {
    await all.execute();
    return;
  }
  for (let start = 0; start < companies.length; start += READ_SLICE) {
    await all.where("company", "in", companies.slice(start, start + READ_SLICE)).execute();
  }
}

/** A company moved between lists keeps being watched without a gap: its snapshot moves with it. */
export async function moveSnapshot(within: Writer, from: string, to: string, company: string): Promise<void> {
  await within.deleteFrom("watch_snapshots").where("watchlist_id", "=", to).where("company", "=", company).execute();
  await within.updateTable("watch_snapshots").set({ watchlist_id: to }).where("watchlist_id", "=", from).where("company", "=", company).execute();
}
