// Migration 002 on SQLite: the table is rebuilt, so what a rebuild could lose is checked: the rows and their ids,
// the indexes, and AUTOINCREMENT's high-water mark (an id given once, then deleted, is never given again).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { openSqlite, toSqlite } from "../sqlite-database";
import { rawStatements } from "../raw-statements";
import { beforeMigrations } from "./001/before-migrations.fixture";
import { LEGACY_ROWS } from "./001/legacy-rows.fixture";

const dir = mkdtempSync(path.join(tmpdir(), "migrate-002-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const NEW_ALERT = `INSERT INTO watch_alerts (watchlist_id, company, kind, change_key, title, detail, evidence, detected_at, public_id)
  VALUES ('list-1', '00000001', 'name', $1, 'Name changed', 'Renamed', '/', 9000, $2)`;

/** A file as the code before migrations left it, whose third (newest) alert was deleted. */
function fileWithDeletedNewestAlert(): string {
  const file = path.join(dir, "deleted-newest.sqlite");
  const old = new BetterSqlite3(file);
  for (const statement of beforeMigrations("sqlite", "current")) old.exec(statement);
  for (const [text, params] of LEGACY_ROWS) {
    const { sql, params: values } = toSqlite(text, params);
    old.prepare(sql).run(...values);
  }
  old.exec(`INSERT INTO watch_alerts (watchlist_id, company, kind, change_key, title, detail, evidence, detected_at)
    VALUES ('list-1', '00000001', 'name', 'c', 'Name changed', 'Renamed again', '/', 6002)`);
  old.exec("DELETE FROM watch_alerts WHERE change_key = 'c'");
  old.close();
  return file;
}

describe("migration 002 on SQLite", () => {
  it("makes an alert's public id required, keeping rows, ids, indexes and the next id", async () => {
    const db = await openSqlite(fileWithDeletedNewestAlert());
    try {
      const raw = rawStatements(db.query, db.kind);
      const alerts = await raw.all<{ id: number; title: string; public_id: string }>("SELECT id, title, public_id FROM watch_alerts ORDER BY id");
      expect(alerts.map(({ id, title }) => [id, title])).toEqual([[1, "Status changed"], [2, "Name changed"]]);
      const column = await raw.all<{ notnull: number }>("SELECT \"notnull\" FROM pragma_table_info('watch_alerts') WHERE name = 'public_id'");
      expect(column).toEqual([{ notnull: 1 }]);
      const indexes = await raw.all<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'watch_alerts' AND sql IS NOT NULL ORDER BY name");
      expect(indexes.map((index) => index.name)).toEqual(["watch_alerts_company", "watch_alerts_list", "watch_alerts_once", "watch_alerts_public_id"]);

      await expect(raw.run(NEW_ALERT, ["d", null])).rejects.toThrow(/NOT NULL/);
      await expect(raw.run(NEW_ALERT, ["d", alerts[0]?.public_id ?? ""])).rejects.toThrow(/UNIQUE/);
      await expect(raw.run(NEW_ALERT, ["a", "fresh-id"])).rejects.toThrow(/UNIQUE/);
      await raw.run(NEW_ALERT, ["d", "fresh-id"]);
      // Alert 3 was given and deleted before the upgrade: the next alert is 4.
      expect(await raw.all("SELECT id FROM watch_alerts WHERE change_key = 'd'")).toEqual([{ id: 4 }]);
    } finally {
      await db.close();
    }
  });
});
