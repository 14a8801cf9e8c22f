// Rewrites a list's stored snapshot of a company so that its next check finds a change: the status is set to one the
// caller names, so the alert it raises is known before the check runs. Written in the store the dashboard uses:
// PostgreSQL with DATABASE_URL (as in CI), else its SQLite file.
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";

const databaseFile = path.resolve(import.meta.dirname, "..", "..", "data", "dashboard.sqlite");

const withStatus = (snapshot: string, status: string) => JSON.stringify({ ...(JSON.parse(snapshot) as { status: string }), status });

/** Throws "no snapshot yet" when the list has not taken the company's baseline, so a caller can poll for it. */
export async function plantSnapshotStatus(listId: string, crn: string, status: string): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ snapshot: string }>("SELECT snapshot FROM watch_snapshots WHERE watchlist_id = $1 AND company = $2", [listId, crn]);
      if (!rows[0]?.snapshot) throw new Error("no snapshot yet");
      await client.query("UPDATE watch_snapshots SET snapshot = $1 WHERE watchlist_id = $2 AND company = $3", [withStatus(rows[0].snapshot, status), listId, crn]);
    } finally {
      await client.end();
    }
    return;
  }
  const db = new Database(databaseFile);
  try {
    const row = db.prepare("SELECT snapshot FROM watch_snapshots WHERE watchlist_id = ? AND company = ?").get(listId, crn) as { snapshot: string | null } | undefined;
    if (!row?.snapshot) throw new Error("no snapshot yet");
    db.prepare("UPDATE watch_snapshots SET snapshot = ? WHERE watchlist_id = ? AND company = ?").run(withStatus(row.snapshot, status), listId, crn);
  } finally {
    db.close();
  }
}
