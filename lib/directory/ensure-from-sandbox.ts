// In sandbox mode the directory is filled from the sandbox's own dataset (written in the Companies House layout),
// so that name search works out of the box. Only the first start with a given file imports it; later starts find
// its checkpoint done and return at once. Plain module (no server-only): scripts/start.ts calls it before the server.
import { existsSync } from "node:fs";
import { directoryFile } from "./directory-file";
import { importFiles } from "./import-files";
import { openSqliteStore } from "./sqlite-store";

export interface EnsureResult {
  imported: boolean;
  rows: number;
  malformed: number;
  file: string;
}

export async function ensureDirectoryFromSandbox(
  csvPath: string,
  options: { directory?: string; say?: (line: string) => void } = {},
): Promise<EnsureResult> {
  const file = options.directory ?? directoryFile();
  if (!existsSync(csvPath)) throw new Error(`the sandbox dataset ${csvPath} does not exist`);
  const store = openSqliteStore(file);
  try {
    const reports = await importFiles(store, [csvPath], { onStep: (step) => options.say?.(`directory: ${step}`) });
    const imported = reports.some((report) => report.outcome !== "already-imported");
    const rows = reports.reduce((sum, report) => sum + report.rows, 0);
    const malformed = reports.reduce((sum, report) => sum + report.malformed, 0);
    if (imported) options.say?.(`directory: ${rows} companies from ${csvPath} (${malformed} malformed lines)`);
    return { imported, rows, malformed, file };
  } finally {
    store.close();
  }
}
