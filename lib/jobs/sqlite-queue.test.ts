// The job queue contract on SQLite: a fresh file database (WAL, as a server opens it) per run.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openSqlite } from "../db/sqlite-database";
import { jobQueueContract } from "./job-queue-contract";
import { SqliteQueue } from "./sqlite-queue";

jobQueueContract("SQLite", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "jobs-"));
  const db = await openSqlite(path.join(dir, "dashboard.db"));
  return {
    db: db.query,
    server: async ({ serverId, heartbeatMs }) => new SqliteQueue(db.query, { serverId, heartbeatMs, pollMs: 100 }),
    close: async () => {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
});
