// The alert store on PostgreSQL: the same contract as on SQLite (lib/monitor/alert-store-contract.ts): public ids
// made with each alert, marked read by them, and given to older alerts when the store opens. Each run gets a schema
// of its own, dropped afterwards. Skipped only on a machine without PostgreSQL, never in CI.
import pg from "pg";
import { afterAll, describe, inject } from "vitest";
import { openPostgres } from "../../lib/db/postgres-database";
import { alertStoreContract } from "../../lib/monitor/alert-store-contract";

const databaseUrl = inject("databaseUrl");
if (!databaseUrl && process.env.CI) throw new Error("CI must provide DATABASE_URL: .ci/run starts PostgreSQL for these tests");

const admin = databaseUrl ? new pg.Pool({ connectionString: databaseUrl, max: 1 }) : null;
const schema = `alert_ids_${process.pid}_${Date.now().toString(36)}`;

afterAll(async () => {
  await admin?.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await admin?.end();
});

describe.skipIf(!databaseUrl)("alerts on PostgreSQL", () => {
  alertStoreContract("PostgreSQL", async () => {
    await admin!.query(`CREATE SCHEMA ${schema}`);
    const url = new URL(databaseUrl);
    url.searchParams.set("options", `-c search_path=${schema}`);
    return openPostgres(url.toString());
  });
});
