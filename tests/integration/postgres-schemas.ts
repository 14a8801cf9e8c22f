// PostgreSQL test files share one server (CI's, from DATABASE_URL) and keep apart by working in schemas of their own:
// each made empty on request, put first on the search path of the URL handed back, and dropped after the file.
// Kysely's migrator looks for its table among every schema's tables, columns and all, so one file's migration fails
// ("column … does not exist") when another file alters or drops a table of its own schema meanwhile: the files that
// make schemas in the suite's database take turns on them (./suite-needs.ts reads the next line in every file importing this).
// Takes turns on: postgres-schemas
import pg from "pg";
import { afterAll, inject } from "vitest";

export function postgresSchemas(prefix: string) {
  const databaseUrl = inject("databaseUrl");
  if (!databaseUrl && process.env.CI) throw new Error("CI must provide DATABASE_URL: .ci/run starts PostgreSQL for these tests");
  const admin = databaseUrl ? new pg.Pool({ connectionString: databaseUrl, max: 1 }) : null;
  const made: string[] = [];
  afterAll(async () => {
    for (const schema of made) await admin?.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin?.end();
  });

  /** A new, empty schema, and a DATABASE_URL whose tables live in it. */
  async function fresh(name = String(made.length)): Promise<{ schema: string; url: string }> {
    const schema = `${prefix}_${name}_${process.pid}_${Date.now().toString(36)}`;
    made.push(schema);
    await admin!.query(`CREATE SCHEMA ${schema}`);
    const url = new URL(databaseUrl);
    url.searchParams.set("options", `-c search_path=${schema}`);
    return { schema, url: url.toString() };
  }

  return { databaseUrl, admin, fresh };
}
