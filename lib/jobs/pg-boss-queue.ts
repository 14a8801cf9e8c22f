// The job queue on PostgreSQL: pg-boss 10 (its own schema in the dashboard's database). Sending inside the caller's
// Kysely transaction goes through pg-boss's `db` option, so the job commits or rolls back with the caller's write.
// pg-boss 10 has no heartbeat of its own: each handler records its job in job_holds under this server's id, and
// releaseDead fails the jobs held by servers whose heartbeat (job_servers) has stopped, so pg-boss retries them.
import { randomUUID } from "node:crypto";
import { CompiledQuery, type Kysely } from "kysely";
import PgBoss from "pg-boss";
import type { Tables } from "../db/tables";
import { deadServers, HEARTBEAT_MS, startHeartbeat } from "./heartbeat";
import type { Job, JobQueue, QueuePolicy, SendOptions, Writer } from "./job-queue";

export interface PgBossQueueOptions {
  connectionString: string;
  /** pg-boss's schema; `pgboss` by default (tests give each run its own). */
  schema?: string;
  serverId?: string;
  heartbeatMs?: number;
  /** How often an idle worker looks for a due job; pg-boss's minimum is 500 ms. */
  pollMs?: number;
  /** How often pg-boss looks for expired jobs (its maintenance); pg-boss's default unless given. */
  maintenanceIntervalSeconds?: number;
}

/** pg-boss's `db` option over a Kysely connection or transaction, so its statements run inside the caller's. */
function kyselyExecutor(writer: Writer): PgBoss.Db {
  return {
    executeSql: async (text: string, values: unknown[]) => {
      const result = await writer.executeQuery(CompiledQuery.raw(text, values));
      return { rows: result.rows as unknown[] };
    },
  };
}

export class PgBossQueue implements JobQueue {
  readonly serverId: string;
  private readonly boss: PgBoss;
  private readonly started: Promise<unknown>;
  private readonly heartbeatMs: number;
  private readonly pollSeconds: number;
  private heartbeat: ReturnType<typeof startHeartbeat> | undefined;
  /** The queue creation in progress, so the next waits for it (see createQueue). */
  private creating: Promise<void> = Promise.resolve();

  constructor(private readonly db: Kysely<Tables>, options: PgBossQueueOptions) {
    this.serverId = options.serverId ?? randomUUID();
    this.heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
    this.pollSeconds = Math.max(0.5, (options.pollMs ?? 1_000) / 1000);
    this.boss = new PgBoss({ connectionString: options.connectionString, schema: options.schema ?? "pgboss", max: 4,
      ...(options.maintenanceIntervalSeconds ? { maintenanceIntervalSeconds: options.maintenanceIntervalSeconds } : {}) });
    // pg-boss reports a failed maintenance or poll as an event; without a listener Node would throw it.
    this.boss.on("error", (error) => console.error(`job queue: ${error instanceof Error ? error.message : String(error)}`));
    this.started = this.boss.start();
  }

  async createQueue(name: string, policy: QueuePolicy): Promise<void> {
    await this.started;
    // A keyed queue is pg-boss's `short` policy: one job per singleton key waiting for its first run.
    const options: PgBoss.Queue = { name, policy: policy.policy === "keyed" ? "short" : "standard", retryLimit: policy.retryLimit,
      retryDelay: policy.retryDelaySeconds, retryBackoff: policy.retryBackoff, expireInSeconds: policy.expireInSeconds };
    // One at a time in this process, and again after a deadlock: pg-boss creating two queues at once (the checks', the
    // deliveries' and the re-screening's, all at a server's start; or two servers starting together) can deadlock
    // in PostgreSQL, and a queue not created leaves its feature without a worker.
    const create = async () => {
      for (let attempt = 1; ; attempt += 1) {
        try {
          await this.boss.createQueue(name, options);
          await this.boss.updateQueue(name, options); // createQueue leaves a queue that exists as it was
          return;
        } catch (error) {
          if (attempt >= 5 || !(error instanceof Error && /deadlock detected/.test(error.message))) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100 * attempt + Math.floor(Math.random() * 200)));
        }
      }
    };
    const done = this.creating.then(create, create);
    this.creating = done.catch(() => undefined);
    await done;
  }

  async send<Data extends object>(name: string, data: Data, options: SendOptions = {}, within?: Writer): Promise<string | null> {
    await this.started;
    return this.boss.send(name, data, {
      ...(options.singletonKey !== undefined ? { singletonKey: options.singletonKey } : {}),
      ...(options.startAfter ? { startAfter: options.startAfter } : {}),
      ...(options.expireInSeconds !== undefined ? { expireInSeconds: options.expireInSeconds } : {}),
      ...(within ? { db: kyselyExecutor(within) } : {}),
    });
  }

  async work<Data extends object>(name: string, handler: (job: Job<Data>) => Promise<void>, options: { concurrency?: number } = {}): Promise<void> {
    await this.started;
    if (!this.heartbeat) {
      this.heartbeat = startHeartbeat(this.db, this.serverId, this.heartbeatMs);
      await this.heartbeat.beat();
    }
    // pg-boss 10 runs one batch at a time per worker: `concurrency` workers of one job each.
    for (let i = 0; i < (options.concurrency ?? 1); i += 1) {
      await this.boss.work<Data>(name, { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: this.pollSeconds }, async ([job]) => {
        if (!job) return;
        await this.db.insertInto("job_holds").values({ job_id: job.id, queue: name, server_id: this.serverId })
          .onConflict((conflict) => conflict.column("job_id").doUpdateSet({ queue: name, server_id: this.serverId })).execute();
        try {
          await handler({ id: job.id, data: job.data, retryCount: job.retryCount });
        } finally {
          await this.db.deleteFrom("job_holds").where("job_id", "=", job.id).where("server_id", "=", this.serverId).execute();
        }
      });
    }
  }

  async releaseDead(deadAfterMs: number): Promise<number> {
    await this.started;
    let released = 0;
    for (const server of await deadServers(this.db, deadAfterMs, this.serverId)) {
      const held = await this.db.selectFrom("job_holds").select(["job_id", "queue"]).where("server_id", "=", server).execute();
      for (const { job_id, queue } of held) {
        await this.boss.fail(queue, job_id, { reason: `server ${server} stopped its heartbeat` });
        released += 1;
      }
      await this.db.deleteFrom("job_holds").where("server_id", "=", server).execute();
      await this.db.deleteFrom("job_servers").where("id", "=", server).execute();
    }
    return released;
  }

  async stop(graceMs = 10_000): Promise<void> {
    await this.started.catch(() => undefined);
    await this.boss.stop({ graceful: true, wait: true, timeout: graceMs });
    await this.heartbeat?.stop();
    this.heartbeat = undefined;
  }
}
