import "server-only";
// The process's one job queue, chosen as the database is: pg-boss when DATABASE_URL names PostgreSQL, the SQLite
// queue in the dashboard's own file otherwise. Kept on globalThis so every route bundle shares one (and one heartbeat).
import { randomUUID } from "node:crypto";
import { accessConfig } from "../config/access-config";
import { database } from "../db/connection";
import type { JobQueue } from "./job-queue";

const KEY = Symbol.for("dashboard.jobQueue");
type Holder = { [KEY]?: Promise<JobQueue> };

export function jobQueue(): Promise<JobQueue> {
  const holder = globalThis as Holder;
  holder[KEY] ??= (async () => {
    const db = await database();
    const { databaseUrl } = accessConfig();
    // The process id first, so an operator (and a test) can tell which server holds a job.
    const serverId = `${process.pid}-${randomUUID().slice(0, 8)}`;
    if (databaseUrl) {
      const { PgBossQueue } = await import("./pg-boss-queue");
      return new PgBossQueue(db.query, { connectionString: databaseUrl, serverId });
    }
    const { SqliteQueue } = await import("./sqlite-queue");
    return new SqliteQueue(db.query, { serverId });
  })().catch((error: unknown) => {
    holder[KEY] = undefined;
    throw error;
  });
  return holder[KEY];
}
