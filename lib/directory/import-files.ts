// Imports a list of files (each CSV, or each CSV inside a zip) as one load: a first load into an empty directory
// defers the indexes until every file is in, so that the monthly "part" files cost one index build, not seven.
import { importSource, type ImportOptions, type ImportReport } from "./csv-import";
import { listSources, type ImportSource } from "./import-source";
import type { DirectoryStore } from "./store";

export interface ImportFilesOptions extends ImportOptions {
  onSourceStart?: (source: ImportSource) => void;
  onSourceEnd?: (report: ImportReport) => void;
  onStep?: (step: string) => void;
}

export async function importFiles(store: DirectoryStore, files: readonly string[], options: ImportFilesOptions = {}): Promise<ImportReport[]> {
  // Every file is listed (and a missing one refused) before any row is written.
  const sources = (await Promise.all(files.map((file) => listSources(file)))).flat();
  const reports: ImportReport[] = [];
  if (sources.some((source) => options.restart || !store.checkpoint(source.key)?.done)) store.beginBulkLoad();
  for (const source of sources) {
    options.onSourceStart?.(source);
    const report = await importSource(store, source, options);
    reports.push(report);
    options.onSourceEnd?.(report);
    if (report.outcome === "interrupted") return reports;
  }
  store.finishBulkLoad(options.onStep);
  return reports;
}
