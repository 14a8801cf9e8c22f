// Tests of a store: a fresh database stands in for the process's connection (lib/db/connection.ts) for the tests of
// the enclosing describe block: an empty in-memory SQLite, or, with TEST_DATABASE_URL set, an empty schema of its own
// on that PostgreSQL (dropped afterwards), so the same store tests run on both engines.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import type { Database } from "./database";
import { openPostgres } from "./postgres-database";
import { openSqlite } from "./sqlite-database";

const HOLDER = Symbol.for("dashboard.database");
type Holder = Record<symbol, Promise<Database> | undefined>;

async function openForTest(): Promise<{ db: Database; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return { db: await openSqlite(":memory:"), drop: async () => undefined };
  const schema = `store_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const scoped = new URL(url);
  scoped.searchParams.set("options", `-c search_path=${schema}`);
  return {
    db: await openPostgres(scoped.toString()),
    drop: async () => {
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    },
  };
}

export function useTestDatabase(): () => Database {
  let opened: { db: Database; drop: () => Promise<void> } | undefined;
  let previous: Promise<Database> | undefined;
  beforeAll(async () => {
    opened = await openForTest();
    previous = (globalThis as Holder)[HOLDER];
    (globalThis as Holder)[HOLDER] = Promise.resolve(opened.db);
  });
  afterAll(async () => {
    (globalThis as Holder)[HOLDER] = previous;
    await opened?.db.close();
    await opened?.drop();
  });
  return () => {
    if (!opened) throw new Error("the test database opens in beforeAll");
    return opened.db;
  };
}
