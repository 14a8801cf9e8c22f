// The triggers that make a table append-only in the database itself: UPDATE and DELETE refused (and, in PostgreSQL,
// TRUNCATE), with `message` as the error, so no code path of this server can rewrite history.

export function sqliteAppendOnly(tables: readonly string[], message: string): string[] {
  return tables.flatMap((table) => [
    `CREATE TRIGGER IF NOT EXISTS ${table}_no_update BEFORE UPDATE ON ${table}
       BEGIN SELECT RAISE(ABORT, '${message}'); END`,
    `CREATE TRIGGER IF NOT EXISTS ${table}_no_delete BEFORE DELETE ON ${table}
       BEGIN SELECT RAISE(ABORT, '${message}'); END`,
  ]);
}

/** `fn`: the trigger function to (re)create, raising `message`; tables sharing a function pass the same name. */
export function postgresAppendOnly(tables: readonly string[], fn: string, message: string): string[] {
  return [
    `CREATE OR REPLACE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN RAISE EXCEPTION '${message}'; END $$`,
    ...tables.flatMap((table) => [
      `DROP TRIGGER IF EXISTS ${table}_no_change ON ${table}`,
      `CREATE TRIGGER ${table}_no_change BEFORE UPDATE OR DELETE ON ${table}
         FOR EACH ROW EXECUTE FUNCTION ${fn}()`,
      `DROP TRIGGER IF EXISTS ${table}_no_truncate ON ${table}`,
      `CREATE TRIGGER ${table}_no_truncate BEFORE TRUNCATE ON ${table}
         FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
    ]),
  ];
}
