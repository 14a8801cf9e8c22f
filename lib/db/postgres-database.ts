// PostgreSQL through pg, for the deployment that outgrows one machine: every server process shares the sessions,
// tokens and audit trail.
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import type { Database } from "./database";
import { migrate } from "./migrate";
import type { Tables } from "./tables";

// BIGINT (int8) columns read as numbers, as SQLite gives them: each holds epoch milliseconds, an id or an amount, all
// well inside 2^53. Set on this pool only, not on pg's global types, which the directory's pool also uses.
const INT8 = 20;
const parseInt8 = (value: string) => Number(value);
const types = {
  getTypeParser: ((oid: number, format?: string) =>
    oid === INT8 && format !== "binary" ? parseInt8 : pg.types.getTypeParser(oid, format as "text")) as typeof pg.types.getTypeParser,
};

export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10, types });
  const query = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
  try {
    await migrate(query, "postgres");
  } catch (error) {
    await query.destroy();
    throw error;
  }
  return { kind: "postgres", query, close: () => query.destroy() };
}
