import "server-only";
// Each watched company's latest snapshot, and the last check's failure when it failed (shown on the portfolio). A
// failure keeps the previous snapshot: the next check compares against what was last seen, not against nothing.
import { database } from "../db/connection";
import { snapshotSchema, type Snapshot } from "./snapshot";

export interface CheckState<T = Snapshot> {
  company: string;
  snapshot: T | null;
  takenAt: string | null;
  checkedAt: string;
  error: string | null;
}

interface Row { company: string; taken_at: number | string | null; snapshot: string | null; checked_at: number | string; error: string | null }

const iso = (value: number | string | null) => (value == null ? null : new Date(Number(value)).toISOString());

function stateFrom<S = Snapshot>(row: Row, schema: Picked<S>["schema"]): CheckState<S> {
  const parsed = row.snapshot ? schema.safeParse(JSON.parse(row.snapshot)) : null;
  return { company: row.company, snapshot: parsed?.success ? parsed.data : null, takenAt: iso(row.taken_at), checkedAt: iso(row.checked_at)!, error: row.error };
}

const READ_SLICE = 100;
const PARSE_BATCH = 25;

export async function checkStates(companies: readonly string[]): Promise<Map<string, CheckState>> {
  return readStates(companies, (snapshot) => snapshot);
}

/** What the portfolio shows of each snapshot: the rest (filings, officers…) is dropped as soon as it is parsed. */
export type PortfolioSnapshot = Pick<Snapshot, "name" | "status" | "band" | "limit" | "policyVersion" | "debt">;

const portfolioSnapshotSchema = snapshotSchema.pick({ name: true, status: true, band: true, limit: true, policyVersion: true, debt: true });

// SQLite (read synchronously) picks those fields in SQL, so the snapshots' kilobytes never reach JavaScript: reading
// and parsing 10,000 whole ones took over a second of the main thread, and the garbage paused it again.
const SQLITE_PORTFOLIO_SNAPSHOT = `CASE WHEN snapshot IS NULL THEN NULL ELSE json_object(
  'name', json_extract(snapshot, '$.name'), 'status', json_extract(snapshot, '$.status'), 'band', json_extract(snapshot, '$.band'),
  'limit', json_extract(snapshot, '$.limit'), 'policyVersion', json_extract(snapshot, '$.policyVersion'),
  'debt', json(json_extract(snapshot, '$.debt'))) END`;

export async function portfolioStates(companies: readonly string[]): Promise<Map<string, CheckState<PortfolioSnapshot>>> {
  const db = await database();
  if (db.kind !== "sqlite") {
    return readStates(companies, ({ name, status, band, limit, policyVersion, debt }) => ({ name, status, band, limit, policyVersion, debt }));
  }
  return readStates(companies, (snapshot) => snapshot, { column: SQLITE_PORTFOLIO_SNAPSHOT, schema: portfolioSnapshotSchema });
}

interface Picked<T> {
  column: string;
  schema: { safeParse: (value: unknown) => { success: true; data: T } | { success: false } };
}

async function readStates<T, S = Snapshot>(companies: readonly string[], keep: (snapshot: S) => T, picked?: Picked<S>): Promise<Map<string, CheckState<T>>> {
  const db = await database();
  const states = new Map<string, CheckState<T>>();
  // Read in slices: a 5,000-company list would pass SQLite's parameter limit in one statement, and a slice of
  // snapshots of a few kB each is read synchronously (better-sqlite3).
  for (let start = 0; start < companies.length; start += READ_SLICE) {
    const slice = companies.slice(start, start + READ_SLICE);
    if (start > 0) await new Promise((resolve) => setImmediate(resolve));
    const rows = await db.all<Row>(
      `SELECT company, taken_at, ${picked?.column ?? "snapshot"} AS snapshot, checked_at, error FROM watch_snapshots WHERE company IN (${slice.map((_, i) => `$${i + 1}`).join(", ")})`, slice,
    );
    // Parsing a snapshot through its schema takes about 0.75 ms: a 10,000-company list's held the event loop for
    // 7 s in one go. Parsed PARSE_BATCH at a time, yielding to the event loop between batches.
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

export async function saveSnapshot(company: string, snapshot: Snapshot, now = Date.now()): Promise<void> {
  const db = await database();
  await db.run(
    `INSERT INTO watch_snapshots (company, taken_at, snapshot, checked_at, error, error_at) VALUES ($1, $2, $3, $2, NULL, NULL)
     ON CONFLICT (company) DO UPDATE SET taken_at = excluded.taken_at, snapshot = excluded.snapshot, checked_at = excluded.checked_at,
       error = NULL, error_at = NULL`,
    [company, now, JSON.stringify(snapshot)],
  );
}

export async function saveFailure(company: string, error: string, now = Date.now()): Promise<void> {
  const db = await database();
  await db.run(
    `INSERT INTO watch_snapshots (company, taken_at, snapshot, checked_at, error, error_at) VALUES ($1, NULL, NULL, $2, $3, $2)
     ON CONFLICT (company) DO UPDATE SET checked_at = excluded.checked_at, error = excluded.error, error_at = excluded.error_at`,
    [company, now, error.slice(0, 300)],
  );
}
