// Migration 002: every alert has a public id (migration 001 gave one to each older row), so the column refuses a row
// without one, as tables.ts already types it. PostgreSQL alters the column; SQLite cannot, so the table is rebuilt
// with the same rows, ids and indexes (SQLite's documented order: make the new table, copy, drop, rename).
// Frozen: a later change of the schema is a new migration, never an edit here.
import type { Kysely, Migration } from "kysely";
import type { DatabaseKind, RawStatements } from "../database";
import { rawStatements } from "../raw-statements";

const SQLITE_TABLE = `CREATE TABLE watch_alerts_rebuilt (id INTEGER PRIMARY KEY AUTOINCREMENT,
  watchlist_id TEXT NOT NULL, company TEXT NOT NULL, kind TEXT NOT NULL, change_key TEXT NOT NULL, title TEXT NOT NULL,
  detail TEXT NOT NULL, evidence TEXT NOT NULL, detected_at BIGINT NOT NULL, public_id TEXT NOT NULL)`;

const COLUMNS = "id, watchlist_id, company, kind, change_key, title, detail, evidence, detected_at, public_id";

const SQLITE_INDEXES = [
  "CREATE UNIQUE INDEX watch_alerts_once ON watch_alerts (watchlist_id, company, change_key)",
  "CREATE INDEX watch_alerts_company ON watch_alerts (company, detected_at)",
  "CREATE INDEX watch_alerts_list ON watch_alerts (watchlist_id, detected_at)",
  "CREATE UNIQUE INDEX watch_alerts_public_id ON watch_alerts (public_id)",
];

async function rebuildOnSqlite(db: RawStatements): Promise<void> {
  // AUTOINCREMENT's high-water mark survives the rebuild, so an id once given (and perhaps marked read in
  // watch_alert_reads) is never given to a new alert, even when the newest alerts were deleted.
  const [sequence] = await db.all<{ seq: number }>("SELECT seq FROM sqlite_sequence WHERE name = 'watch_alerts'");
  await db.run(SQLITE_TABLE);
  await db.run(`INSERT INTO watch_alerts_rebuilt (${COLUMNS}) SELECT ${COLUMNS} FROM watch_alerts`);
  await db.run("DROP TABLE watch_alerts");
  await db.run("ALTER TABLE watch_alerts_rebuilt RENAME TO watch_alerts");
  for (const statement of SQLITE_INDEXES) await db.run(statement);
  if (sequence) await db.run("UPDATE sqlite_sequence SET seq = MAX(seq, $1) WHERE name = 'watch_alerts'", [sequence.seq]);
}

export function alertPublicIdRequired(kind: DatabaseKind): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: a migration sees the tables as they were, not as tables.ts says
    async up(db: Kysely<any>) {
      const raw = rawStatements(db, kind);
      if (kind === "postgres") await raw.run("ALTER TABLE watch_alerts ALTER COLUMN public_id SET NOT NULL");
      else await rebuildOnSqlite(raw);
    },
  };
}
