import "server-only";
// The process's one job queue, chosen as the database is: pg-boss when DATABASE_URL names PostgreSQL, the SQLite
// queue in the dashboard's own file otherwise. Kept on globalThis so every route bundle shares one (and one heartbeat).
// Every process that has one looks for dead servers every few seconds and releases their jobs for retry, so a killed
// server's work is taken up wherever a live one runs, the scheduler on or off.
import { randomUUID } from "node:crypto";
import { accessConfig } from "../config/access-config";
import { database } from "../db/connection";
import { log } from "../log";
import type { JobQueue, QueuePolicy } from "./job-queue";

/** A server whose heartbeat is this old is taken for dead: a few missed beats, not a lease. */
export const DEAD_AFTER_MS = 10_000;
const RELEASE_EVERY_MS = 2_000;

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
  })().then((queue) => {
    const release = () => queue.releaseDead(DEAD_AFTER_MS)
      .then((released) => { if (released) log.warn({ released }, "jobs of a server seen dead were released for retry"); })
      .catch((error: unknown) => log.error({ err: error instanceof Error ? error.message : String(error) }, "releasing dead servers' jobs failed"));
    setInterval(release, RELEASE_EVERY_MS).unref();
    return queue;
  }).catch((error: unknown) => {
    holder[KEY] = undefined;
    throw error;
  });
  return holder[KEY];
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
