// The alert store on PostgreSQL: the same contract as on SQLite (lib/monitor/alert-store-contract.ts): public ids
// made with each alert, marked read by them, and given to older alerts when the store opens. Each run gets a schema
// of its own, dropped afterwards. Skipped only on a machine without PostgreSQL, never in CI.
import { describe } from "vitest";
import { openPostgres } from "../../lib/db/postgres-database";
import { alertStoreContract } from "../../lib/monitor/alert-store-contract";
import { postgresSchemas } from "./postgres-schemas";

const { databaseUrl, fresh } = postgresSchemas("alert_ids");

describe.skipIf(!databaseUrl)("alerts on PostgreSQL", () => {
  alertStoreContract("PostgreSQL", async () => {
    return openPostgres((await fresh()).url);
  });
});
