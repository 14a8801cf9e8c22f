// In sandbox mode the directory is filled from the sandbox's own dataset (written in the Companies House layout),
// so that name search works out of the box. Only the first start with a given file imports it; later starts find
// its checkpoint done and return at once. Plain module (no server-only): scripts/start.ts calls it before the server.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { directoryFile } from "./directory-file";
import { importFiles } from "./import-files";
import { normaliseCompanyNumber } from "../upstream/company-number";
import { openDirectory } from "./open-store";
import { importSandboxAppointments } from "./sandbox-appointments";
import { openSqliteStore } from "./sqlite-store";
import type { ParentLink } from "./store";

export interface EnsureResult {
  imported: boolean;
  rows: number;
  malformed: number;
  file: string;
}

export async function ensureDirectoryFromSandbox(
  csvPath: string,
  options: { directory?: string; groupsCsv?: string; dataset?: string; say?: (line: string) => void } = {},
): Promise<EnsureResult> {
  if (!existsSync(csvPath)) throw new Error(`the sandbox dataset ${csvPath} does not exist`);
  // A given file is the embedded store there; otherwise the configured directory (PostgreSQL with DATABASE_URL).
  const { store, where } = options.directory ? { store: openSqliteStore(options.directory), where: options.directory } : openDirectory("import");
  // Two dashboards started at once (the e2e suite starts two) share the directory: one imports, the other waits
  // and then finds the import done, rather than both writing the same rows. The lock sits beside the SQLite file
  // even when the directory is in PostgreSQL: the dashboards that start together share a machine.
  const release = await importLock(options.directory ?? directoryFile(), options.say);
  try {
    const reports = await importFiles(store, [csvPath], { onStep: (step) => options.say?.(`directory: ${step}`) });
    const imported = reports.some((report) => report.outcome !== "already-imported");
    const rows = reports.reduce((sum, report) => sum + report.rows, 0);
    const malformed = reports.reduce((sum, report) => sum + report.malformed, 0);
    if (imported) options.say?.(`directory: ${rows} companies from ${csvPath} (${malformed} malformed lines)`);
    // Every start: a few thousand rows at most, and a regenerated dataset may have regrouped its companies.
    if (options.groupsCsv) await store.recordParents(readGroups(options.groupsCsv));
    // Its officers with the companies, and once into a directory made before appointments were kept.
    if (options.dataset && (imported || (await store.countAppointments()) === 0)) {
      const appointments = await importSandboxAppointments(store, options.dataset);
      options.say?.(`directory: ${appointments} officers' appointments from ${options.dataset}`);
    }
    return { imported, rows, malformed, file: where };
  } finally {
    await store.close();
    release();
  }
}

/** The sandbox's `CompanyNumber,ParentCompanyNumber` file (see sandbox/ch-export.ts). */
function readGroups(file: string): ParentLink[] {
  return readFileSync(file, "utf8").split("\n").slice(1).filter(Boolean).map((line) => {
    const [number, parent] = line.split(",");
    return { number: normaliseCompanyNumber(number) ?? number, parent: parent ? normaliseCompanyNumber(parent) : null };
  });
}

async function importLock(file: string, say?: (line: string) => void): Promise<() => void> {
  const lock = `${file}.import-lock`;
  mkdirSync(path.dirname(lock), { recursive: true });
  let told = false;
  for (;;) {
    try {
      writeFileSync(lock, String(process.pid), { flag: "wx" });
      return () => rmSync(lock, { force: true });
    } catch {
      if (!lockHolderAlive(lock)) {
        rmSync(lock, { force: true });
        continue;
      }
      if (!told) say?.("directory: another process is importing; waiting for it");
      told = true;
      await sleep(500);
    }
  }
}

function lockHolderAlive(lock: string): boolean {
  try {
    process.kill(Number(readFileSync(lock, "utf8")), 0);
    return true;
  } catch {
    return false;
  }
}
