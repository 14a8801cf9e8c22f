// Kysely's SQLite dialect with two changes. Transactions begin IMMEDIATE: a transaction takes the write lock at
// BEGIN, waiting out another process's (busy_timeout) instead of failing when it upgrades from reading, and the
// migrations, which SQLite can run in a transaction, run in one, so two servers sharing the file migrate in turn.
// And each statement text is prepared once: preparing costs more than running on the lookup path.
import type BetterSqlite3 from "better-sqlite3";
import {
  CompiledQuery, type DatabaseConnection, type Dialect, type Kysely, SqliteAdapter, type SqliteDatabase, SqliteDriver,
  SqliteIntrospector, SqliteQueryCompiler,
} from "kysely";

class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

class TransactionalDdlAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

// The texts are the code's own (values are always parameters), so the set stays as small as the set of queries;
// the bound only guards against a query built with a varying number of placeholders.
const MAX_PREPARED = 1000;

function preparingOnce(db: BetterSqlite3.Database): SqliteDatabase {
  const prepared = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => db.close(),
    prepare(sql) {
      let statement = prepared.get(sql);
      if (!statement) {
        if (prepared.size >= MAX_PREPARED) prepared.clear();
        statement = db.prepare(sql);
        prepared.set(sql, statement);
      }
      return statement;
    },
  };
}

export function sqliteDialect(db: BetterSqlite3.Database): Dialect {
  const database = preparingOnce(db);
  return {
    createAdapter: () => new TransactionalDdlAdapter(),
    createDriver: () => new ImmediateSqliteDriver({ database }),
    createQueryCompiler: () => new SqliteQueryCompiler(),
    // biome-ignore lint/suspicious/noExplicitAny: Kysely's own signature
    createIntrospector: (kysely: Kysely<any>) => new SqliteIntrospector(kysely),
  };
}
