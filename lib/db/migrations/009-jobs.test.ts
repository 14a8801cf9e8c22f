// Migration 009 on SQLite, from the schema before it: the heartbeat, queue and job tables are added, and a keyed queue
// refuses a second waiting job with the same key while a job already run leaves the key free.
import BetterSqlite3 from "better-sqlite3";
import { Kysely } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { migrations } from "../migrate";
import { rawStatements } from "../raw-statements";
import { sqliteDialect } from "../sqlite-dialect";

// biome-ignore lint/suspicious/noExplicitAny: the schema before 009, not as tables.ts says
const db = new Kysely<any>({ dialect: sqliteDialect(new BetterSqlite3(":memory:")) });
afterAll(() => db.destroy());

describe("migration 009 on SQLite", () => {
  it("adds job_servers, job_queues and jobs, one waiting job per key", async () => {
    const all = migrations("sqlite");
    for (const [name, migration] of Object.entries(all)) if (name < "009") await migration.up(db);
    await all["009-jobs"]!.up(db);
    const raw = rawStatements(db, "sqlite");
    await raw.run("INSERT INTO job_servers (id, seen_at) VALUES ('s', 1)");
    const job = (id: string, state: string) => raw.run(
      `INSERT INTO jobs (id, name, data, state, singleton_key, start_after, created_at) VALUES ('${id}', 'check', '{}', '${state}', 'list-1', 0, 0)`);
    await job("a", "completed");
    await job("b", "created");
    await expect(job("c", "created")).rejects.toThrow(/UNIQUE/);
    await job("d", "retry");
    expect(await raw.all("SELECT id, retry_count FROM jobs ORDER BY id")).toEqual([{ id: "a", retry_count: 0 }, { id: "b", retry_count: 0 }, { id: "d", retry_count: 0 }]);
  });
});
