// The job queue contract on PostgreSQL (pg-boss, lib/jobs/pg-boss-queue.ts): the same suite as on SQLite. Each run
// gets a schema of its own for the dashboard's tables and one for pg-boss, both dropped afterwards. Skipped only on a
// machine without PostgreSQL, never in CI.
// It makes a schema of its own in the suite's database, so it takes turns with the others that do (./postgres-schemas.ts):
// Takes turns on: postgres-schemas
import pg from "pg";
import { describe, inject } from "vitest";
import { openPostgres } from "../../lib/db/postgres-database";
import { jobQueueContract } from "../../lib/jobs/job-queue-contract";
import { PgBossQueue } from "../../lib/jobs/pg-boss-queue";

const databaseUrl = inject("databaseUrl");
if (!databaseUrl && process.env.CI) throw new Error("CI must provide DATABASE_URL: .ci/run starts PostgreSQL for these tests");

describe.skipIf(!databaseUrl)("jobs on PostgreSQL", () => {
  jobQueueContract("PostgreSQL (pg-boss)", async () => {
    const admin = new pg.Pool({ connectionString: databaseUrl, max: 1 });
    const schema = `jobs_${process.pid}_${Date.now().toString(36)}`;
    await admin.query(`CREATE SCHEMA ${schema}`);
    const url = new URL(databaseUrl);
    url.searchParams.set("options", `-c search_path=${schema}`);
    const db = await openPostgres(url.toString());
    return {
      db: db.query,
      server: async ({ serverId, heartbeatMs }) =>
        new PgBossQueue(db.query, { connectionString: url.toString(), schema: `${schema}_boss`, serverId, heartbeatMs, pollMs: 500,
          maintenanceIntervalSeconds: 1 }),
      close: async () => {
        await db.close();
        await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
        await admin.query(`DROP SCHEMA IF EXISTS ${schema}_boss CASCADE`);
        await admin.end();
      },
    };
  });
});
