import "server-only";
// The process's one database connection, opened on first use. Kept on globalThis because Next may load this module
// once per route bundle, and every route must share the same pool.
import { accessConfig } from "../config/access-config";
import type { Database } from "./database";

const KEY = Symbol.for("dashboard.database");
type Holder = { [KEY]?: Promise<Database> };

export function database(): Promise<Database> {
  const holder = globalThis as Holder;
  if (!holder[KEY]) {
    const { databaseUrl, databaseFile } = accessConfig();
    const opening = databaseUrl
      ? import("./postgres-database").then(({ openPostgres }) => openPostgres(databaseUrl))
      : import("./sqlite-database").then(({ openSqlite }) => openSqlite(databaseFile));
    // A failed open is not cached: the next request tries again (and, until then, lookups fail rather than go unaudited).
    holder[KEY] = opening.catch((error: unknown) => {
      holder[KEY] = undefined;
      throw error;
    });
  }
  return holder[KEY];
}
