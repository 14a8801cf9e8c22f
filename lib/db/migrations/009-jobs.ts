// Migration 009: the one job mechanism (issue 35). `job_servers` holds each server's heartbeat (its id and when it
// was last seen) on both engines, so a server killed mid-job has its jobs released once it is seen dead. On SQLite
// the jobs themselves live here too (`jobs`, `job_queues`: lib/jobs/sqlite-queue.ts); on PostgreSQL pg-boss keeps
// them in its own schema, and `job_holds` records which server runs which pg-boss job (pg-boss 10 does not).
// Frozen: a later change of the schema is a new migration, never an edit here.
import type { Kysely, Migration } from "kysely";
import type { DatabaseKind } from "../database";
import { rawStatements } from "../raw-statements";

const SERVERS = "CREATE TABLE job_servers (id TEXT PRIMARY KEY, seen_at BIGINT NOT NULL)";
const HOLDS = "CREATE TABLE job_holds (job_id TEXT PRIMARY KEY, queue TEXT NOT NULL, server_id TEXT NOT NULL)";
const QUEUES = `CREATE TABLE job_queues (name TEXT PRIMARY KEY, policy TEXT NOT NULL, retry_limit INTEGER NOT NULL,
  retry_delay_seconds INTEGER NOT NULL, retry_backoff INTEGER NOT NULL, expire_in_seconds INTEGER NOT NULL)`;
// state: created (waiting for its first run), retry (waiting after a failure), active, completed, failed.
const JOBS = `CREATE TABLE jobs (id TEXT PRIMARY KEY, name TEXT NOT NULL, data TEXT NOT NULL, state TEXT NOT NULL,
  singleton_key TEXT, retry_count INTEGER NOT NULL DEFAULT 0, start_after BIGINT NOT NULL, started_at BIGINT,
  expire_in_seconds INTEGER, server_id TEXT, created_at BIGINT NOT NULL, completed_at BIGINT)`;

export function jobs(kind: DatabaseKind): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: a migration sees the tables as they were, not as tables.ts says
    async up(db: Kysely<any>) {
      const raw = rawStatements(db, kind);
      await raw.run(SERVERS);
      if (kind === "postgres") {
        await raw.run(HOLDS);
        await raw.run("CREATE INDEX job_holds_server ON job_holds (server_id)");
        return;
      }
      await raw.run(QUEUES);
      await raw.run(JOBS);
      // A keyed queue holds at most one job per key waiting for its first run, as pg-boss's `short` policy does.
      await raw.run("CREATE UNIQUE INDEX jobs_keyed ON jobs (name, singleton_key) WHERE state = 'created' AND singleton_key IS NOT NULL");
      await raw.run("CREATE INDEX jobs_next ON jobs (name, state, start_after)");
      await raw.run("CREATE INDEX jobs_server ON jobs (server_id) WHERE state = 'active'");
    },
  };
}
