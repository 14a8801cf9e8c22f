// Settings a pool's connections start with, in PostgreSQL's startup `options` form ("-c name=value"): set as each
// connection opens, before any query, rather than by a query of their own on the pool's connect event (which raced
// the pool's first query on that connection: pg's "client is already executing a query").

/** The connection string with `settings` added to any `options` it already carries. */
export function withStartupOptions(connectionString: string, settings: string): string {
  const url = new URL(connectionString);
  const given = url.searchParams.get("options");
  url.searchParams.set("options", given ? `${given} ${settings}` : settings);
  return url.toString();
}
