// Alerts made before they had public ids gain one (migration 001): the column, an id for every row without one, then
// the unique index. A row is only ever given an id while it has none.
import { newAlertId } from "@/lib/monitor/alert-id";
import type { RawStatements as Database, SqlValue } from "../../database";

/** Rows given ids per statement: well under either engine's limit on placeholders. */
const BATCH = 500;

async function addColumn(db: Database): Promise<void> {
  if (db.kind === "postgres") {
    await db.run("ALTER TABLE watch_alerts ADD COLUMN IF NOT EXISTS public_id TEXT");
    return;
  }
  const [present] = await db.all<{ name: string }>("SELECT name FROM pragma_table_info('watch_alerts') WHERE name = 'public_id'");
  // SQLite has no ADD COLUMN IF NOT EXISTS, and another process sharing the file may add it first.
  if (!present) {
    await db.run("ALTER TABLE watch_alerts ADD COLUMN public_id TEXT").catch((error: unknown) => {
      if (error instanceof Error && /duplicate column name/i.test(error.message)) return 0;
      throw error;
    });
  }
}

export async function addAlertPublicIds(db: Database): Promise<void> {
  await addColumn(db);
  for (;;) {
    const rows = await db.all<{ id: number | string }>(`SELECT id FROM watch_alerts WHERE public_id IS NULL ORDER BY id LIMIT ${BATCH}`);
    if (!rows.length) break;
    const params: SqlValue[] = [];
    const cases = rows.map((row) => {
      params.push(Number(row.id), newAlertId());
      return `WHEN $${params.length - 1} THEN $${params.length}`;
    });
    const keys = rows.map((_, index) => `$${index * 2 + 1}`).join(", ");
    await db.run(`UPDATE watch_alerts SET public_id = CASE id ${cases.join(" ")} END WHERE public_id IS NULL AND id IN (${keys})`, params);
  }
  await db.run("CREATE UNIQUE INDEX IF NOT EXISTS watch_alerts_public_id ON watch_alerts (public_id)");
}
