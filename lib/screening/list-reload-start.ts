import "server-only";
// Started once with the server (instrumentation.ts): the lists SCREENING_LISTS names are brought into force — those
// whose file changed since their version in force was loaded — then watched every SCREENING_RELOAD_SECONDS.
import { serverEnv } from "../config/env";
import { log } from "../log";
import { parseListSources } from "./list-source";
import { loadStaleLists, watchLists } from "./list-reload";
import { openScreeningStore } from "./store-open";
import type { ScreeningStore } from "./store";

const KEY = Symbol.for("dashboard.screening-store");
type Holder = { [KEY]?: ScreeningStore };

/** The server's one screening store, opened on first use (the matcher reads it, the reloads write it). */
export function serverScreeningStore(): ScreeningStore {
  const holder = globalThis as Holder;
  holder[KEY] ??= openScreeningStore().store;
  return holder[KEY];
}

const STARTED = Symbol.for("dashboard.screening-reloads");

export function startListReloads(): void {
  const env = serverEnv();
  const holder = globalThis as { [STARTED]?: boolean };
  if (!env.SCREENING_LISTS || holder[STARTED]) return;
  holder[STARTED] = true;
  const sources = parseListSources(env.SCREENING_LISTS);
  const store = serverScreeningStore();
  const reloadLog = { info: (message: string) => log.info(message), warn: (message: string) => log.warn(message) };
  loadStaleLists(store, sources, reloadLog)
    .then((seen) => {
      if (env.SCREENING_RELOAD_SECONDS > 0) watchLists(store, sources, env.SCREENING_RELOAD_SECONDS * 1000, reloadLog, seen);
    })
    .catch((error: unknown) => log.error({ err: error instanceof Error ? error.message : String(error) }, "screening lists did not load"));
}
