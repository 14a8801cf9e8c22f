import "server-only";
// Each watched company's latest snapshot, and the last check's failure when it failed (shown on the portfolio). A
// failure keeps the previous snapshot: the next check compares against what was last seen, not against nothing.
import { database } from "../db/connection";
import { snapshotSchema, type Snapshot } from "./snapshot";

export interface CheckState {
  company: string;
  snapshot: Snapshot | null;
  takenAt: string | null;
  checkedAt: string;
  error: string | null;
}

interface Row { company: string; taken_at: number | string | null; snapshot: string | null; checked_at: number | string; error: string | null }

const iso = (value: number | string | null) => (value == null ? null : new Date(Number(value)).toISOString());

function stateFrom(row: Row): CheckState {
  const parsed = row.snapshot ? snapshotSchema.safeParse(JSON.parse(row.snapshot)) : null;
  return { company: row.company, snapshot: parsed?.success ? parsed.data : null, takenAt: iso(row.taken_at), checkedAt: iso(row.checked_at)!, error: row.error };
}

export async function checkStates(companies: readonly string[]): Promise<Map<string, CheckState>> {
  const db = await database();
  const states = new Map<string, CheckState>();
  // Read in slices: a 5,000-company list would pass SQLite's parameter limit in one statement.
  for (let start = 0; start < companies.length; start += 500) {
    const slice = companies.slice(start, start + 500);
    const rows = await db.all<Row>(
      `SELECT company, taken_at, snapshot, checked_at, error FROM watch_snapshots WHERE company IN (${slice.map((_, i) => `$${i + 1}`).join(", ")})`, slice,
    );
    for (const row of rows) states.set(row.company, stateFrom(row));
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
