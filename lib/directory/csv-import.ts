// Streams a BasicCompanyData source into the store in batches. Each batch, the checkpoint (byte offset and line of
// the next record) and the batch's malformed lines are written in one transaction, so that an import stopped at
// any moment resumes exactly where its last batch ended, and a re-import of the same rows changes nothing.
import { readColumns, readRecordBatches, type RecordBatch } from "./csv-batches";
import type { ImportSource } from "./import-source";
import { parseInWorker } from "./parse-in-worker";
import { readAhead } from "./read-ahead";
import type { DirectoryStore, ImportCheckpoint } from "./store";

export interface ImportProgress {
  label: string;
  bytes: number;
  totalBytes: number;
  rows: number;
}

export interface ImportOptions {
  batchSize?: number;
  /** Stop (as an interruption would) once this many rows have been read in this run: for tests and trials. */
  maxRows?: number;
  signal?: AbortSignal;
  /** Import from the start even when a checkpoint says the file is done or part-way. */
  restart?: boolean;
  /**
   * Parse in a worker thread while this thread writes: on two cores the import takes the time of the slower half
   * instead of the sum. Needs the source to be a file path the worker can open (every ImportSource from listSources).
   */
  worker?: { file: string };
  onProgress?: (progress: ImportProgress) => void;
}

export interface ImportReport {
  fileKey: string;
  label: string;
  outcome: "done" | "interrupted" | "already-imported";
  resumedFromLine: number | null;
  rows: number;
  inserted: number;
  updated: number;
  unchanged: number;
  malformed: number;
}

export async function importSource(store: DirectoryStore, source: ImportSource, options: ImportOptions = {}): Promise<ImportReport> {
  const batchSize = options.batchSize ?? 5000;
  if (options.restart) await store.forgetCheckpoint(source.key);
  const previous = await store.checkpoint(source.key);
  const resumedFromLine = previous && !previous.done ? previous.line : null;
  const report = (outcome: ImportReport["outcome"], at: ImportCheckpoint): ImportReport => ({
    fileKey: source.key, label: source.label, outcome, resumedFromLine,
    rows: at.rows, inserted: at.inserted, updated: at.updated, unchanged: at.unchanged, malformed: at.malformed,
  });
  if (previous?.done) return report("already-imported", previous);

  const at: ImportCheckpoint = previous ?? {
    fileKey: source.key, byteOffset: 0, line: 0, rows: 0, inserted: 0, updated: 0, unchanged: 0, malformed: 0, done: false,
  };
  const start = { byteOffset: at.byteOffset, line: at.line };
  const batches: AsyncIterable<RecordBatch> = options.worker
    ? parseInWorker({ file: options.worker.file, key: source.key, start, batchSize, signal: options.signal })
    : readRecordBatches(source, start, {
      columns: await readColumns(source),
      batchSize,
      stop: (rowsRead) => options.signal?.aborted === true || (options.maxRows !== undefined && rowsRead >= options.maxRows),
    });

  let finished = false;
  // One batch parsed ahead: this thread parses the next while the store writes the last (PostgreSQL on the other
  // core). A batch read ahead of an interruption is simply not written; its rows are after the checkpoint.
  for await (const batch of readAhead(batches, 1)) {
    await store.upsertBatch(batch.records, {
      mode: "replace",
      malformed: batch.malformed,
      checkpoint: (counts) => {
        Object.assign(at, batch.resumeAt, { done: batch.end });
        at.rows += batch.records.length;
        at.malformed += batch.malformed.length;
        at.inserted += counts.inserted;
        at.updated += counts.updated;
        at.unchanged += counts.unchanged;
        return at;
      },
    });
    finished = batch.end;
    options.onProgress?.({ label: source.label, bytes: at.byteOffset, totalBytes: source.sizeBytes, rows: at.rows });
    if (options.signal?.aborted) break;
  }
  return report(finished ? "done" : "interrupted", at);
}
