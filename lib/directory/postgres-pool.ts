// The directory's own connections to PostgreSQL, and how PostgreSQL should weigh the directory's plans on them (the
// audit trail's and the sessions' connections are left as the server is configured).
//
// A words lookup ("~aru", "elven") asks for the first 50 names by id among a few thousand matches. With the default
// random_page_cost (4, a spinning disk's) the planner walks the names in id order to avoid fetching the matches'
// pages, and for a word held by one name in two thousand it walks a hundred thousand names; at 1.1, the usual figure
// for an SSD or a cached table, it gathers the matches from the word index, about twice as fast (less again once the
// table is in shared_buffers). Measured side by side by `npm run bench:directory -- --store postgres` (bench/RESULTS.md).
import { Kysely, PostgresDialect, type PostgresPoolClient } from "kysely";
import pg from "pg";
import { withStartupOptions } from "../db/startup-options";
import type { DirectoryTables } from "./tables";

/** The settings, in PostgreSQL's startup `options` form. */
export const DIRECTORY_PLANNER_SETTINGS = "-c random_page_cost=1.1";

/** The connection string with the directory's settings added to any `options` it already carries. */
export function withDirectoryPlannerSettings(connectionString: string): string {
  return withStartupOptions(connectionString, DIRECTORY_PLANNER_SETTINGS);
}

/**
 * A pool of the directory's connections, with its planner settings. `keepWarm`: a connection once made stays open
 * however long the searches pause.
 */
export function openDirectoryPool(connectionString: string, { max, keepWarm }: { max: number; keepWarm?: boolean }): pg.Pool {
  const pool = new pg.Pool({
    connectionString: withDirectoryPlannerSettings(connectionString), max, types, ...(keepWarm ? { idleTimeoutMillis: 0 } : {}),
  });
  // An idle connection the server drops (a restart) must not take the process with it.
  pool.on("error", () => undefined);
  return pool;
}

// BIGINT (int8) columns read as numbers, as SQLite gives them: keys (company number × 16 + slot), fingerprints and
// counts, all inside 2^53. On this pool only, as lib/db/postgres-database.ts does on its own.
const INT8 = 20;
const types = {
  getTypeParser: ((oid: number, format?: string) =>
    oid === INT8 && format !== "binary" ? Number : pg.types.getTypeParser(oid, format as "text")) as typeof pg.types.getTypeParser,
};

/**
 * The typed query builder on one connection already checked out (a write transaction begun on it): the import's COPY
 * needs the connection itself, and every other statement of the transaction must run on it too.
 */
export function queryOn(client: pg.PoolClient): Kysely<DirectoryTables> {
  const connection: PostgresPoolClient = { query: client.query.bind(client) as PostgresPoolClient["query"], release: () => undefined };
  return new Kysely<DirectoryTables>({ dialect: new PostgresDialect({ pool: { connect: async () => connection, end: async () => undefined } }) });
}
