// npm run db:to-postgres: copies this install's SQLite data (DATABASE_FILE, default data/dashboard.sqlite) into the
// PostgreSQL named by DATABASE_URL, before the servers are started on it. Run again to finish an interrupted copy:
// what is already there is skipped (lib/db/copy-to-postgres.ts).
import { existsSync } from "node:fs";
import { parseServerEnv } from "../lib/config/env-schema";
import { copyToPostgres } from "../lib/db/copy-to-postgres";
import { openPostgres } from "../lib/db/postgres-database";
import { openSqlite } from "../lib/db/sqlite-database";

async function main(): Promise<void> {
  const env = parseServerEnv(process.env);
  if (!env.DATABASE_URL) {
    console.error("DATABASE_URL must name the PostgreSQL to copy into (postgres://user@host:port/database)");
    process.exit(2);
  }
  if (!existsSync(env.DATABASE_FILE)) {
    console.error(`DATABASE_FILE: no SQLite file at ${env.DATABASE_FILE}`);
    process.exit(2);
  }
  const source = await openSqlite(env.DATABASE_FILE);
  const target = await openPostgres(env.DATABASE_URL);
  try {
    console.log(`copying ${env.DATABASE_FILE} into PostgreSQL (${new URL(env.DATABASE_URL).host})`);
    const counts = await copyToPostgres(source, target, (count) =>
      console.log(`${count.table.padEnd(18)} ${String(count.copied).padStart(9)} copied ${String(count.skipped).padStart(9)} already there`));
    console.log(`done: ${counts.reduce((sum, count) => sum + count.copied, 0)} rows copied`);
  } finally {
    await Promise.all([source.close(), target.close()]);
  }
}

main().catch((error: unknown) => {
  // The message only: a connection error must not print the address with its password.
  console.error(`copy failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
