// PostgreSQL through pg, for the deployment that outgrows one machine: every server process shares the sessions,
// tokens and audit trail. BIGINT columns come back as text from pg; the stores convert them.
import pg from "pg";
import type { Database, SqlValue } from "./database";
import { migrate } from "./schema";

type Queryable = Pick<pg.Pool, "query">;

function over(queryable: Queryable, close: () => Promise<void>): Database {
  return {
    kind: "postgres",
    async run(sql, params = []) {
      return (await queryable.query(sql, [...params])).rowCount ?? 0;
    },
    async all<Row>(sql: string, params: readonly SqlValue[] = []) {
      return (await queryable.query(sql, [...params])).rows as Row[];
    },
    close,
  };
}

export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // The migration holds an advisory lock, which belongs to one connection: it runs on a client of its own.
  const client = await pool.connect();
  try {
    await migrate(over(client, async () => undefined));
  } finally {
    client.release();
  }
  return over(pool, () => pool.end());
}
