// pg-boss creating several queues at once, as a server's start does (the checks', the deliveries' and the
// re-screening's), and two servers starting together: every queue is created and works, rather than one start
// failing with PostgreSQL's "deadlock detected" and leaving its feature without a worker. Skipped only on a machine
// without PostgreSQL, never in CI.
// It makes a schema of its own in the suite's database, so it takes turns with the others that do (./postgres-schemas.ts):
// Takes turns on: postgres-schemas
import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import { openPostgres } from "../../lib/db/postgres-database";
import type { QueuePolicy } from "../../lib/jobs/job-queue";
import { PgBossQueue } from "../../lib/jobs/pg-boss-queue";

const databaseUrl = inject("databaseUrl");
if (!databaseUrl && process.env.CI) throw new Error("CI must provide DATABASE_URL: .ci/run starts PostgreSQL for these tests");

const POLICY: QueuePolicy = { retryLimit: 1, retryDelaySeconds: 1, retryBackoff: false, expireInSeconds: 60, policy: "standard" };
const NAMES = ["q-check", "q-webhook", "q-email", "q-digest", "q-rescreen", "q-reload"];

describe.skipIf(!databaseUrl)("pg-boss queues created at once", () => {
  const admin = databaseUrl ? new pg.Pool({ connectionString: databaseUrl, max: 1 }) : null;
  const schema = `create_queues_${process.pid}_${Date.now().toString(36)}`;
  const closers: Array<() => Promise<unknown>> = [];
  afterAll(async () => {
    for (const close of closers) await close().catch(() => undefined);
    await admin?.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin?.query(`DROP SCHEMA IF EXISTS ${schema}_boss CASCADE`);
    await admin?.end();
  });

  it("creates every queue when one server and a second create them all at the same moment", async () => {
    await admin!.query(`CREATE SCHEMA ${schema}`);
    const url = new URL(databaseUrl);
    url.searchParams.set("options", `-c search_path=${schema}`);
    const db = await openPostgres(url.toString());
    closers.push(() => db.close());
    const servers = ["a", "b"].map((serverId) => new PgBossQueue(db.query, { connectionString: url.toString(), schema: `${schema}_boss`, serverId }));
    closers.unshift(...servers.map((server) => () => server.stop(100)));
    const outcomes = await Promise.allSettled(servers.flatMap((server) => NAMES.map((name) => server.createQueue(name, POLICY))));
    expect(outcomes.filter((outcome) => outcome.status === "rejected")).toEqual([]);
    // Each queue takes a job afterwards.
    for (const name of NAMES) expect(await servers[0]!.send(name, { name })).toEqual(expect.any(String));
  }, 60_000);
});
