// Tests of a store: a fresh database (an empty in-memory SQLite unless `open` says otherwise) stands in for the
// process's connection (lib/db/connection.ts) for the tests of the enclosing describe block.
import { afterAll, beforeAll } from "vitest";
import type { Database } from "./database";
import { openSqlite } from "./sqlite-database";

const HOLDER = Symbol.for("dashboard.database");
type Holder = Record<symbol, Promise<Database> | undefined>;

export function useTestDatabase(open: () => Promise<Database> = () => openSqlite(":memory:")): () => Database {
  let db: Database | undefined;
  let previous: Promise<Database> | undefined;
  beforeAll(async () => {
    db = await open();
    previous = (globalThis as Holder)[HOLDER];
    (globalThis as Holder)[HOLDER] = Promise.resolve(db);
  });
  afterAll(async () => {
    (globalThis as Holder)[HOLDER] = previous;
    await db?.close();
  });
  return () => {
    if (!db) throw new Error("the test database opens in beforeAll");
    return db;
  };
}
