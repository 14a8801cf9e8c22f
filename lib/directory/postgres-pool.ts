// The directory's own connections to PostgreSQL, and how PostgreSQL should weigh the directory's plans on them (the
// audit trail's and the sessions' connections are left as the server is configured).
//
// A words lookup ("~aru", "elven") asks for the first 50 names by id among a few thousand matches. With the default
// random_page_cost (4, a spinning disk's) the planner walks the names in id order to avoid fetching the matches'
// pages, and for a word held by one name in two thousand it walks a hundred thousand names (50–70 ms at 5M); at 1.1,
// the usual figure for an SSD or a cached table, it gathers the matches from the word index (about 30 ms, less once
// the table is in shared_buffers). Measured side by side by `npm run bench:directory -- --store postgres`.
import pg from "pg";

/** The settings, in PostgreSQL's startup `options` form. */
export const DIRECTORY_PLANNER_SETTINGS = "-c random_page_cost=1.1";

/** The connection string with the directory's settings added to any `options` it already carries. */
export function withDirectoryPlannerSettings(connectionString: string): string {
  const url = new URL(connectionString);
  const given = url.searchParams.get("options");
  url.searchParams.set("options", given ? `${given} ${DIRECTORY_PLANNER_SETTINGS}` : DIRECTORY_PLANNER_SETTINGS);
  return url.toString();
}

/**
 * A pool of the directory's connections, with its planner settings. `keepWarm`: a connection once made stays open
 * however long the searches pause.
 */
export function openDirectoryPool(connectionString: string, { max, keepWarm }: { max: number; keepWarm?: boolean }): pg.Pool {
  const pool = new pg.Pool({ connectionString: withDirectoryPlannerSettings(connectionString), max, ...(keepWarm ? { idleTimeoutMillis: 0 } : {}) });
  // An idle connection the server drops (a restart) must not take the process with it.
  pool.on("error", () => undefined);
  return pool;
}
