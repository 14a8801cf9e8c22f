// Which screening store this installation keeps: PostgreSQL when DATABASE_URL is set (every server and
// `npm run screening:load` see the same lists), else the embedded SQLite file SCREENING_FILE. Plain module: the load
// script, npm start and the server all open the store through here.
import path from "node:path";
import { serverEnv } from "../config/env";
import { openPostgresScreeningStore } from "./store-postgres";
import { openSqliteScreeningStore } from "./store-sqlite";
import type { ScreeningStore } from "./store";

export interface OpenedScreeningStore {
  store: ScreeningStore;
  /** For messages: the SQLite file, or "PostgreSQL (DATABASE_URL)" (never the address, which may hold a password). */
  where: string;
}

export function openScreeningStore(): OpenedScreeningStore {
  const env = serverEnv();
  if (env.DATABASE_URL) return { store: openPostgresScreeningStore(env.DATABASE_URL), where: "PostgreSQL (DATABASE_URL)" };
  const file = path.resolve(env.SCREENING_FILE);
  return { store: openSqliteScreeningStore(file), where: file };
}
