// The job queue on SQLite: jobs are rows of `jobs` in the dashboard's own database (migration 009), with pg-boss's
// semantics (keyed singletons, startAfter, retries with backoff, expiry, concurrency). A job is claimed by a
// conditional UPDATE (state still waiting), so two processes sharing the file never run the same job twice.
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Tables } from "../db/tables";
import { deadServers, HEARTBEAT_MS, retryDelayMs, startHeartbeat } from "./heartbeat";
import type { Job, JobQueue, QueuePolicy, SendOptions, Writer } from "./job-queue";

export interface LocalQueueOptions {
  /** This server's id in job_servers; a fresh one by default. */
  serverId?: string;
  heartbeatMs?: number;
  /** How often an idle worker looks for a due job. */
  pollMs?: number;
}

const WAITING = ["created", "retry"];

export class SqliteQueue implements JobQueue {
  readonly serverId: string;
  private readonly pollMs: number;
  private readonly heartbeatMs: number;
  private heartbeat: ReturnType<typeof startHeartbeat> | undefined;
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly running = new Set<Promise<void>>();
  private stopped = false;

  constructor(private readonly db: Kysely<Tables>, options: LocalQueueOptions = {}) {
    this.serverId = options.serverId ?? randomUUID();
    this.pollMs = options.pollMs ?? 500;
    this.heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  }

  async createQueue(name: string, policy: QueuePolicy): Promise<void> {
    const row = { policy: policy.policy, retry_limit: policy.retryLimit, retry_delay_seconds: policy.retryDelaySeconds,
      retry_backoff: policy.retryBackoff ? 1 : 0, expire_in_seconds: policy.expireInSeconds };
    await this.db.insertInto("job_queues").values({ name, ...row })
      .onConflict((conflict) => conflict.column("name").doUpdateSet(row)).execute();
  }

  async send<Data extends object>(name: string, data: Data, options: SendOptions = {}, within?: Writer): Promise<string | null> {
    const writer = within ?? this.db;
    const queue = await writer.selectFrom("job_queues").select("policy").where("name", "=", name).executeTakeFirst();
    if (!queue) throw new Error(`job queue ${name} was not created`);
    const id = randomUUID();
    const now = Date.now();
    const result = await writer.insertInto("jobs").values({
      id, name, data: JSON.stringify(data), state: "created",
      singleton_key: queue.policy === "keyed" ? (options.singletonKey ?? null) : null,
      start_after: options.startAfter?.getTime() ?? now, expire_in_seconds: options.expireInSeconds ?? null, created_at: now,
    }).onConflict((conflict) => conflict.doNothing()).executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0 ? id : null;
  }

  async work<Data extends object>(name: string, handler: (job: Job<Data>) => Promise<void>, options: { concurrency?: number } = {}): Promise<void> {
    if (!this.heartbeat) {
      this.heartbeat = startHeartbeat(this.db, this.serverId, this.heartbeatMs);
      await this.heartbeat.beat();
    }
    const concurrency = options.concurrency ?? 1;
    let active = 0;
    const poll = async (): Promise<void> => {
      if (this.stopped) return;
      await this.expire(name);
      while (active < concurrency && !this.stopped) {
        const job = await this.claim<Data>(name);
        if (!job) break;
        active += 1;
        const run = this.run(job, handler).finally(() => {
          active -= 1;
          this.running.delete(run);
          if (!this.stopped) schedule(0);
        });
        this.running.add(run);
      }
    };
    let pending: NodeJS.Timeout | undefined;
    const schedule = (delayMs: number) => {
      if (pending) clearTimeout(pending);
      this.timers.delete(pending as NodeJS.Timeout);
      pending = setTimeout(() => {
        this.timers.delete(pending as NodeJS.Timeout);
        pending = undefined;
        // A poll that fails (the database briefly locked beyond its busy timeout) is tried on the next one.
        void poll().catch(() => undefined).finally(() => { if (!this.stopped && !pending) schedule(this.pollMs); });
      }, delayMs);
      this.timers.add(pending);
    };
    schedule(0);
  }

  async releaseDead(deadAfterMs: number): Promise<number> {
    let released = 0;
    for (const server of await deadServers(this.db, deadAfterMs, this.serverId)) {
      const held = await this.db.selectFrom("jobs").select("id").where("server_id", "=", server).where("state", "=", "active").execute();
      for (const { id } of held) if (await this.fail(id, server)) released += 1;
      await this.db.deleteFrom("job_servers").where("id", "=", server).execute();
    }
    return released;
  }

  async stop(graceMs = 10_000): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await Promise.race([Promise.allSettled([...this.running]), new Promise((resolve) => setTimeout(resolve, graceMs).unref())]);
    await this.heartbeat?.stop();
    this.heartbeat = undefined;
  }

  private async claim<Data>(name: string): Promise<Job<Data> | undefined> {
    const now = Date.now();
    for (;;) {
      const next = await this.db.selectFrom("jobs").select("id").where("name", "=", name).where("state", "in", WAITING)
        .where("start_after", "<=", now).orderBy("start_after").orderBy("created_at").limit(1).executeTakeFirst();
      if (!next) return undefined;
      const claimed = await this.db.updateTable("jobs").set({ state: "active", server_id: this.serverId, started_at: now })
        .where("id", "=", next.id).where("state", "in", WAITING).returning(["id", "data", "retry_count"]).executeTakeFirst();
      // Another process claimed it between the two statements: look for the next.
      if (claimed) return { id: claimed.id, data: JSON.parse(claimed.data) as Data, retryCount: claimed.retry_count };
    }
  }

  private async run<Data extends object>(job: Job<Data>, handler: (job: Job<Data>) => Promise<void>): Promise<void> {
    try {
      await handler(job);
    } catch {
      await this.fail(job.id, this.serverId);
      return;
    }
    // Only while this server still holds it: a job released meanwhile (taken for dead) belongs to its new runner.
    await this.db.updateTable("jobs").set({ state: "completed", completed_at: Date.now() })
      .where("id", "=", job.id).where("state", "=", "active").where("server_id", "=", this.serverId).execute();
  }

  /** Fails a job `server` is running: back to waiting after the policy's delay, or failed for good past its retries. */
  private async fail(id: string, server: string): Promise<boolean> {
    const job = await this.db.selectFrom("jobs").innerJoin("job_queues", "job_queues.name", "jobs.name")
      .select(["jobs.retry_count", "job_queues.retry_limit", "job_queues.retry_delay_seconds", "job_queues.retry_backoff"])
      .where("jobs.id", "=", id).executeTakeFirst();
    if (!job) return false;
    const retry = job.retry_count < job.retry_limit;
    const now = Date.now();
    const result = await this.db.updateTable("jobs")
      .set(retry
        ? { state: "retry", retry_count: job.retry_count + 1, server_id: null, started_at: null,
          start_after: now + retryDelayMs({ retryDelaySeconds: job.retry_delay_seconds, retryBackoff: job.retry_backoff === 1 }, job.retry_count) }
        : { state: "failed", completed_at: now })
      .where("id", "=", id).where("state", "=", "active").where("server_id", "=", server).executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Running jobs older than their expiry (the last resort behind the heartbeat) are failed, and so retried. */
  private async expire(name: string): Promise<void> {
    const now = Date.now();
    const rows = await this.db.selectFrom("jobs").innerJoin("job_queues", "job_queues.name", "jobs.name")
      .select(["jobs.id", "jobs.server_id", "jobs.started_at", "jobs.expire_in_seconds", "job_queues.expire_in_seconds as queue_expiry"])
      .where("jobs.name", "=", name).where("jobs.state", "=", "active").execute();
    for (const row of rows) {
      const expiry = (row.expire_in_seconds ?? row.queue_expiry) * 1000;
      if (row.started_at !== null && row.server_id !== null && row.started_at + expiry < now) await this.fail(row.id, row.server_id);
    }
  }
}
