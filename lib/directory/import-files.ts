// Imports a list of files (each CSV, or each CSV inside a zip) as one load: a first load into an empty directory
// defers the indexes until every file is in, so that the monthly "part" files cost one index build, not seven.
import { importSource, type ImportOptions, type ImportReport } from "./csv-import";
import { listSources, type ImportSource } from "./import-source";
import type { DirectoryStore } from "./store";

export interface ImportFilesOptions extends Omit<ImportOptions, "worker"> {
  /** Parse in a worker thread (see ImportOptions.worker): `directory:import --worker`. */
  parseInWorker?: boolean;
  onSourceStart?: (source: ImportSource) => void;
  onSourceEnd?: (report: ImportReport) => void | Promise<void>;
  onStep?: (step: string) => void;
}

export async function importFiles(store: DirectoryStore, files: readonly string[], options: ImportFilesOptions = {}): Promise<ImportReport[]> {
  // Every file is listed (and a missing one refused) before any row is written.
  const listed = await Promise.all(files.map(async (file) => (await listSources(file)).map((source) => ({ file, source }))));
  const sources = listed.flat().map(({ file, source }) => Object.assign(source, { file }));
  const reports: ImportReport[] = [];
  const checkpoints = await Promise.all(sources.map((source) => store.checkpoint(source.key)));
  if (options.restart || checkpoints.some((checkpoint) => !checkpoint?.done)) await store.beginBulkLoad();
  for (const source of sources) {
    options.onSourceStart?.(source);
    const report = await importSource(store, source, { ...options, worker: options.parseInWorker ? { file: source.file } : undefined });
    reports.push(report);
    await options.onSourceEnd?.(report);
    if (report.outcome === "interrupted") return reports;
  }
  await store.finishBulkLoad(options.onStep);
  return reports;
}
