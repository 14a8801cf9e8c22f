// Migration 005: a snapshot per (list, company), not per company. Watching starts per list: each list compares with
// what it last saw itself, so a new list never raises changes made before it began watching, and a company already
// watched elsewhere starts from the new list's own moment. Each company's existing snapshot is copied to every list
// holding it, so an upgrade raises nothing and loses no list's baseline; a snapshot of a company no list holds is
// dropped (nothing compares with it). The key changes, so the table is rebuilt the same way on both engines (new
// table, copy, drop, rename: SQLite cannot alter a primary key). The index on company serves the company page's
// "last check" (the newest snapshot of any list).
// Frozen: a later change of the schema is a new migration, never an edit here.
import type { Kysely, Migration } from "kysely";
import type { DatabaseKind } from "../database";
import { rawStatements } from "../raw-statements";

const REBUILT = `CREATE TABLE watch_snapshots_per_list (watchlist_id TEXT NOT NULL, company TEXT NOT NULL, taken_at BIGINT,
  snapshot TEXT, checked_at BIGINT NOT NULL, error TEXT, error_at BIGINT,
  CONSTRAINT watch_snapshots_list_company PRIMARY KEY (watchlist_id, company))`;

const COPIED = `INSERT INTO watch_snapshots_per_list (watchlist_id, company, taken_at, snapshot, checked_at, error, error_at)
  SELECT c.watchlist_id, s.company, s.taken_at, s.snapshot, s.checked_at, s.error, s.error_at
  FROM watch_snapshots s JOIN watchlist_companies c ON c.company = s.company`;

export function snapshotsPerList(kind: DatabaseKind): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: a migration sees the tables as they were, not as tables.ts says
    async up(db: Kysely<any>) {
      const raw = rawStatements(db, kind);
      await raw.run(REBUILT);
      await raw.run(COPIED);
      await raw.run("DROP TABLE watch_snapshots");
      await raw.run("ALTER TABLE watch_snapshots_per_list RENAME TO watch_snapshots");
      await raw.run("CREATE INDEX watch_snapshots_company ON watch_snapshots (company, taken_at)");
    },
  };
}
