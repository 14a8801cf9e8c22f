// One job mechanism for the monitor's checks and deliveries: pg-boss on PostgreSQL (pg-boss-queue.ts), and on SQLite a
// small in-process equivalent over a table in the same database (sqlite-queue.ts). Both answer this interface and pass
// the same contract suite (job-queue-contract.ts), so the monitor never asks which engine it runs on.
import type { Kysely, Transaction } from "kysely";
import type { Tables } from "../db/tables";

/** How a queue retries and bounds its jobs, fixed when the queue is created. */
export interface QueuePolicy {
  /** Runs after the first when a handler throws or its server is seen dead. */
  retryLimit: number;
  /** Wait before the first retry; doubled on each later one when `retryBackoff`. */
  retryDelaySeconds: number;
  retryBackoff: boolean;
  /** A running job older than this is taken for dead and retried (the last resort behind the heartbeat). */
  expireInSeconds: number;
  /**
   * `keyed`: at most one job per `singletonKey` waiting for its first run at a time; another send answers null (pg-boss's
   * `short` policy: a job waiting for a retry does not hold the key).
   */
  policy: "standard" | "keyed";
}

export interface SendOptions {
  /** With a `keyed` queue: the key of which at most one job waits at a time. */
  singletonKey?: string;
  /** Not run before this time (a scheduled check, a digest, a backoff chosen by the sender). */
  startAfter?: Date;
  /** Overrides the queue's expiry for this job (a large list's check runs longer). */
  expireInSeconds?: number;
}

export interface Job<Data> {
  id: string;
  data: Data;
  /** 0 on the first run, 1 on the first retry, … */
  retryCount: number;
}

/** A database handle the job is written through: the caller's transaction makes the job part of its own write (the outbox). */
export type Writer = Kysely<Tables> | Transaction<Tables>;

export interface JobQueue {
  createQueue(name: string, policy: QueuePolicy): Promise<void>;
  /** The job's id, or null when a `keyed` queue already holds a waiting job with this key. */
  send<Data extends object>(name: string, data: Data, options?: SendOptions, within?: Writer): Promise<string | null>;
  /**
   * Works the queue in this process until stop(): a handler that resolves completes its job, one that throws fails
   * it (retried under the queue's policy). At most `concurrency` jobs of this queue run here at once.
   */
  work<Data extends object>(name: string, handler: (job: Job<Data>) => Promise<void>, options?: { concurrency?: number }): Promise<void>;
  /**
   * Jobs running on servers whose heartbeat has stopped are failed now (and so retried), not when they expire.
   * `deadAfterMs`: how long without a heartbeat a server is taken for dead.
   */
  releaseDead(deadAfterMs: number): Promise<number>;
  /** Stops working (running handlers finish first, up to `graceMs`) and stops this server's heartbeat. */
  stop(graceMs?: number): Promise<void>;
}
