import "server-only";
// The process's one job queue, chosen as the database is: pg-boss when DATABASE_URL names PostgreSQL, the SQLite
// queue in the dashboard's own file otherwise. Kept on globalThis so every route bundle shares one (and one heartbeat).
// Every process that has one looks for dead servers every few seconds and releases their jobs for retry, so a killed
// server's work is taken up wherever a live one runs, the scheduler on or off.
import { randomUUID } from "node:crypto";
import { accessConfig } from "../config/access-config";
import { jobsConfig } from "../config/server-config";
import { database } from "../db/connection";
import { log } from "../log";
import type { JobQueue, QueuePolicy } from "./job-queue";

const KEY = Symbol.for("dashboard.jobQueue");
type Holder = { [KEY]?: Promise<JobQueue> };

export function jobQueue(): Promise<JobQueue> {
  const holder = globalThis as Holder;
  holder[KEY] ??= openQueue().catch((error: unknown) => {
    holder[KEY] = undefined;
    throw error;
  });
  return holder[KEY];
}

async function openQueue(): Promise<JobQueue> {
  const db = await database();
  const { databaseUrl } = accessConfig();
  const { deadAfterMs, heartbeatMs } = jobsConfig();
  // The process id first, so an operator (and a test) can tell which server holds a job.
  const serverId = `${process.pid}-${randomUUID().slice(0, 8)}`;
  const queue: JobQueue = databaseUrl
    ? new (await import("./pg-boss-queue")).PgBossQueue(db.query, { connectionString: databaseUrl, serverId, heartbeatMs })
    : new (await import("./sqlite-queue")).SqliteQueue(db.query, { serverId, heartbeatMs });
  const release = () => queue.releaseDead(deadAfterMs)
    .then((released) => { if (released) log.warn({ released }, "jobs of a server seen dead were released for retry"); })
    .catch((error: unknown) => log.error({ err: error instanceof Error ? error.message : String(error) }, "releasing dead servers' jobs failed"));
  setInterval(release, heartbeatMs).unref();
  return queue;
}

/**
 * A feature's way to its queues: the process's job queue with the named queues created on it, once per queue object
 * (a test's fresh database gets its own) and again after a failed attempt. The policies are read when first created.
 */
export function withQueues(policies: () => Record<string, QueuePolicy>): () => Promise<JobQueue> {
  const created = new WeakMap<JobQueue, Promise<void>>();
  return async () => {
    const queue = await jobQueue();
    if (!created.has(queue)) {
      created.set(queue, (async () => {
        for (const [name, policy] of Object.entries(policies())) await queue.createQueue(name, policy);
      })().catch((error: unknown) => {
        created.delete(queue);
        throw error;
      }));
    }
    await created.get(queue);
    return queue;
  };
}
