// Keeping the lists SCREENING_LISTS names in force: each is loaded when its file is newer than the version in
// force (or none is), and again whenever the file changes (its modification time or size, looked at on a timer), a
// refused or failed load leaving the previous version in force. Whoever re-screens on a new version subscribes with
// onListReloaded.
import { statSync } from "node:fs";
import { type BadLine, ListRefusedError, type LoadOutcome, loadListFile } from "./load";
import type { ListSource } from "./list-source";
import type { ListInForce, ScreeningStore } from "./store";

export interface ListReloaded {
  list: string;
  version: ListInForce;
  kind: "full" | "delta";
  /** A delta's entities added, changed or removed; empty for a full load (anything may have changed). */
  changedIds: string[];
}

export interface ReloadLog {
  info(message: string): void;
  warn(message: string): void;
}

type Listener = (reloaded: ListReloaded) => void | Promise<void>;
const listeners = new Set<Listener>();

/** Called after every list version switched into force by this process; answers the way to stop listening. */
export function onListReloaded(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

async function announce(outcome: LoadOutcome, log: ReloadLog): Promise<void> {
  const reloaded = { list: outcome.inForce.list, version: outcome.inForce, kind: outcome.kind, changedIds: outcome.changedIds };
  for (const listener of listeners) {
    try {
      await listener(reloaded);
    } catch (error) {
      log.warn(`a listener of list ${reloaded.list}'s reload failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

function stampOf(file: string): string | null {
  try {
    const stat = statSync(file);
    return `${stat.mtimeMs}:${stat.size}`;
  } catch {
    return null;
  }
}

function describeBadLines(bad: readonly BadLine[], count: number): string {
  const shown = bad.slice(0, 5).map((line) => `line ${line.line}: ${line.problem}`).join("; ");
  return `${count} bad line${count === 1 ? "" : "s"} skipped (${shown}${count > 5 ? "; …" : ""})`;
}

/** Loads one list, saying what happened; null when it was refused or failed (the previous version stays in force). */
export async function loadOne(store: ScreeningStore, source: ListSource, log: ReloadLog): Promise<LoadOutcome | null> {
  try {
    const outcome = await loadListFile(store, source);
    const { inForce } = outcome;
    log.info(`screening list ${inForce.list}: version ${inForce.version} (${inForce.date ?? "undated"}) in force, ` +
      `${inForce.entityCount} entities${outcome.kind === "delta" ? ` after ${outcome.applied} changes` : ""}`);
    if (outcome.badLineCount > 0) log.warn(`screening list ${inForce.list}: ${describeBadLines(outcome.badLines, outcome.badLineCount)}`);
    await announce(outcome, log);
    return outcome;
  } catch (error) {
    const message = error instanceof ListRefusedError ? error.message
      : `${source.file} could not be loaded, and list ${source.list}'s previous version stays in force: ${error instanceof Error ? error.message : String(error)}`;
    log.warn(message);
    return null;
  }
}

/**
 * The lists whose file changed since their version in force was loaded (or that have none), loaded now. A version
 * loaded after the file's last change is taken as that file's: another server or the load script did it already.
 */
export async function loadStaleLists(store: ScreeningStore, sources: readonly ListSource[], log: ReloadLog): Promise<Map<string, string | null>> {
  const inForce = new Map((await store.listsInForce()).map((version) => [version.list, version]));
  const stamps = new Map<string, string | null>();
  for (const source of sources) {
    const stamp = stampOf(source.file);
    stamps.set(source.file, stamp);
    if (stamp === null) {
      log.warn(`screening list ${source.list}: ${source.file} is missing; ${inForce.has(source.list) ? "its previous version stays in force" : "it has no version yet"}`);
      continue;
    }
    const current = inForce.get(source.list);
    const changed = statSync(source.file).mtime.toISOString();
    if (current && current.file === source.file && current.loadedAt >= changed) continue;
    await loadOne(store, source, log);
  }
  return stamps;
}

/** Looks at the files every `intervalMs` and loads those that changed; the timer never keeps the process alive. */
export function watchLists(store: ScreeningStore, sources: readonly ListSource[], intervalMs: number, log: ReloadLog,
  seen: Map<string, string | null>): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    (async () => {
      for (const source of sources) {
        const stamp = stampOf(source.file);
        if (stamp === seen.get(source.file)) continue;
        seen.set(source.file, stamp);
        if (stamp !== null) await loadOne(store, source, log);
      }
    })().finally(() => {
      running = false;
    });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
