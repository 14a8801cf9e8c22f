// Migration 014: a list's check runs as a chain of jobs on the one job queue (lib/monitor/check-runs.ts), no longer
// under a lease. `watch_jobs` keeps each list's schedule and names the run in progress: `run_id` (null when none),
// `run_cursor` (the last company of the slice whose successor was sent, so a retried slice never sends a second
// successor) and `run_seen_at` (when the run last made progress, so a run whose jobs all failed is given up). The lease
// columns go: a dead server's slice is released by the queue when its heartbeat stops.
// Frozen: a later change of the schema is a new migration, never an edit here.
import type { Kysely, Migration } from "kysely";
import type { DatabaseKind } from "../database";
import { rawStatements } from "../raw-statements";

export function checkRuns(kind: DatabaseKind): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: a migration sees the tables as they were, not as tables.ts says
    async up(db: Kysely<any>) {
      const raw = rawStatements(db, kind);
      await raw.run("ALTER TABLE watch_jobs ADD COLUMN run_id TEXT");
      await raw.run("ALTER TABLE watch_jobs ADD COLUMN run_cursor TEXT");
      await raw.run("ALTER TABLE watch_jobs ADD COLUMN run_seen_at BIGINT");
      await raw.run("ALTER TABLE watch_jobs DROP COLUMN locked_until");
      await raw.run("ALTER TABLE watch_jobs DROP COLUMN locked_by");
    },
  };
}
