// The one contract both job queues answer (SQLite: sqlite-queue.test.ts in the unit project; PostgreSQL:
// tests/integration/job-queue-postgres.test.ts): whatever engine the dashboard runs on, a check or a delivery is
// sent, run, retried and released the same way.
import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Tables } from "../db/tables";
import type { Job, JobQueue, QueuePolicy } from "./job-queue";

export interface ContractServer extends JobQueue { readonly serverId: string }

export interface ContractEngine {
  db: Kysely<Tables>;
  /** A server working the queues; `heartbeatMs` long lets a test take it for dead by ageing its heartbeat row. */
  server(options: { serverId: string; heartbeatMs?: number }): Promise<ContractServer>;
  close(): Promise<void>;
}

const POLICY: QueuePolicy = { retryLimit: 2, retryDelaySeconds: 1, retryBackoff: true, expireInSeconds: 600, policy: "standard" };

async function until(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function jobQueueContract(engineName: string, open: () => Promise<ContractEngine>): void {
  describe(`job queue contract on ${engineName}`, () => {
    let engine: ContractEngine;
    const servers: ContractServer[] = [];
    const serve = async (serverId = `server-${randomBytes(4).toString("hex")}`, heartbeatMs?: number) => {
      const server = await engine.server({ serverId, heartbeatMs });
      servers.push(server);
      return server;
    };
    const queueName = () => `contract_${randomBytes(4).toString("hex")}`;
    beforeAll(async () => { engine = await open(); });
    afterAll(async () => {
      for (const server of servers) await server.stop(1_000);
      await engine.close();
    });

    it("runs a sent job once, with its data, and does not run a completed job again", async () => {
      const queue = await serve();
      const name = queueName();
      await queue.createQueue(name, POLICY);
      const id = await queue.send(name, { list: "l1" });
      const seen: Job<{ list: string }>[] = [];
      await queue.work<{ list: string }>(name, async (job) => { seen.push(job); });
      await until(() => seen.length === 1);
      await sleep(1_500);
      expect(seen).toEqual([{ id, data: { list: "l1" }, retryCount: 0 }]);
    });

    it("retries a job whose handler throws, after its delay, doubled each time", async () => {
      const queue = await serve();
      const name = queueName();
      await queue.createQueue(name, POLICY);
      await queue.send(name, { n: 1 });
      const runs: { retryCount: number; at: number }[] = [];
      await queue.work(name, async (job) => {
        runs.push({ retryCount: job.retryCount, at: Date.now() });
        throw new Error("upstream down");
      });
      await until(() => runs.length === 3, 15_000);
      await sleep(1_500);
      expect(runs.map((run) => run.retryCount)).toEqual([0, 1, 2]); // retryLimit 2: three runs, then failed
      expect(runs[1]!.at - runs[0]!.at).toBeGreaterThanOrEqual(1_000);
      expect(runs[2]!.at - runs[1]!.at).toBeGreaterThanOrEqual(2_000);
    }, 20_000);

    it("keeps one waiting job per key on a keyed queue", async () => {
      const queue = await serve();
      const name = queueName();
      await queue.createQueue(name, { ...POLICY, policy: "keyed" });
      const first = await queue.send(name, { list: "a" }, { singletonKey: "a" });
      expect(first).toEqual(expect.any(String));
      expect(await queue.send(name, { list: "a" }, { singletonKey: "a" })).toBeNull();
      expect(await queue.send(name, { list: "b" }, { singletonKey: "b" })).toEqual(expect.any(String));
      const seen: string[] = [];
      await queue.work<{ list: string }>(name, async (job) => { seen.push(job.data.list); }, { concurrency: 2 });
      await until(() => seen.length === 2);
      // Once the key's job has run, the key takes a new one.
      expect(await queue.send(name, { list: "a" }, { singletonKey: "a" })).toEqual(expect.any(String));
      expect(seen.sort()).toEqual(["a", "b"]);
    });

    it("does not run a job before its startAfter", async () => {
      const queue = await serve();
      const name = queueName();
      await queue.createQueue(name, POLICY);
      const startAfter = new Date(Date.now() + 1_500);
      await queue.send(name, {}, { startAfter });
      const ranAt: number[] = [];
      await queue.work(name, async () => { ranAt.push(Date.now()); });
      await until(() => ranAt.length === 1);
      expect(ranAt[0]!).toBeGreaterThanOrEqual(startAfter.getTime());
    });

    it("leaves no job when the transaction it was sent in rolls back", async () => {
      const queue = await serve();
      const name = queueName();
      await queue.createQueue(name, POLICY);
      await expect(engine.db.transaction().execute(async (trx) => {
        await queue.send(name, { kept: false }, {}, trx);
        throw new Error("the caller's write failed");
      })).rejects.toThrow("the caller's write failed");
      await engine.db.transaction().execute(async (trx) => { await queue.send(name, { kept: true }, {}, trx); });
      const seen: unknown[] = [];
      await queue.work(name, async (job) => { seen.push(job.data); });
      await until(() => seen.length === 1);
      await sleep(1_500);
      expect(seen).toEqual([{ kept: true }]);
    });

    it("runs at most `concurrency` jobs of a queue at once on one server", async () => {
      const queue = await serve();
      const name = queueName();
      await queue.createQueue(name, POLICY);
      for (let n = 0; n < 4; n += 1) await queue.send(name, { n });
      let running = 0;
      let most = 0;
      let done = 0;
      await queue.work(name, async () => {
        running += 1;
        most = Math.max(most, running);
        await sleep(600);
        running -= 1;
        done += 1;
      }, { concurrency: 2 });
      await until(() => done === 4, 15_000);
      expect(most).toBe(2);
    }, 20_000);

    it("fails a job running past its expiry, so it is retried", async () => {
      const queue = await serve();
      const name = queueName();
      await queue.createQueue(name, { ...POLICY, retryDelaySeconds: 0, retryBackoff: false });
      await queue.send(name, { list: "slow" }, { expireInSeconds: 1 });
      const runs: number[] = [];
      // The first run hangs; a second worker slot is free to take the retry.
      await queue.work(name, (job) => {
        runs.push(job.retryCount);
        return job.retryCount === 0 ? new Promise<void>(() => undefined) : Promise.resolve();
      }, { concurrency: 2 });
      await until(() => runs.length === 2, 15_000);
      expect(runs).toEqual([0, 1]);
    }, 20_000);

    it("releases the jobs of a server whose heartbeat stopped, so another server retries them", async () => {
      const dying = await serve("dying", 60_000);
      const name = queueName();
      await dying.createQueue(name, { ...POLICY, retryDelaySeconds: 0, retryBackoff: false });
      await dying.send(name, { list: "big" });
      let started = false;
      await dying.work(name, () => { started = true; return new Promise<void>(() => undefined); }); // hangs, as if killed
      await until(() => started);
      const survivor = await serve("survivor");
      expect(await survivor.releaseDead(5_000)).toBe(0); // seen just now: alive
      await engine.db.updateTable("job_servers").set({ seen_at: Date.now() - 10_000 }).where("id", "=", "dying").execute();
      const retried: Job<{ list: string }>[] = [];
      await survivor.work<{ list: string }>(name, async (job) => { retried.push(job); });
      expect(await survivor.releaseDead(5_000)).toBe(1);
      await until(() => retried.length === 1);
      expect(retried[0]).toMatchObject({ data: { list: "big" }, retryCount: 1 });
      const heartbeats = await engine.db.selectFrom("job_servers").select("id").where("id", "in", ["dying", "survivor"]).execute();
      expect(heartbeats.map((row) => row.id)).toEqual(["survivor"]);
    });
  });
}
