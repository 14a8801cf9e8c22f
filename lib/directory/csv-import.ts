// Streams a BasicCompanyData source into the store in batches. Each batch, the checkpoint (byte offset and line of
// the next record) and the batch's malformed lines are written in one transaction, so that an import stopped at
// any moment resumes exactly where its last batch ended, and a re-import of the same rows changes nothing.
import { readChHeader, readChRow, type ChColumns } from "./ch-columns";
import { parseCsvLine } from "./csv-line";
import type { ImportSource } from "./import-source";
import type { DirectoryRecord, DirectoryStore, ImportCheckpoint, MalformedLine } from "./store";

/** A quoted value may span lines; past this many lines an open quote is taken to be a broken line instead. */
const MAX_LINES_PER_RECORD = 4;
const MAX_REPORTED_TEXT = 120;

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

interface PendingLine {
  text: string;
  line: number;
  offset: number;
}

export async function importSource(store: DirectoryStore, source: ImportSource, options: ImportOptions = {}): Promise<ImportReport> {
  const batchSize = options.batchSize ?? 5000;
  if (options.restart) store.forgetCheckpoint(source.key);
  const previous = store.checkpoint(source.key);
  const resumedFromLine = previous && !previous.done ? previous.line : null;
  const report = (outcome: ImportReport["outcome"], at: ImportCheckpoint): ImportReport => ({
    fileKey: source.key, label: source.label, outcome, resumedFromLine,
    rows: at.rows, inserted: at.inserted, updated: at.updated, unchanged: at.unchanged, malformed: at.malformed,
  });
  if (previous?.done) return report("already-imported", previous);

  const header = readChHeader(headerFields(await source.headerLine()));
  if (!header.ok) throw new Error(`${source.label}: ${header.reason}`);
  const columns: ChColumns = header.columns;

  const at: ImportCheckpoint = previous ?? {
    fileKey: source.key, byteOffset: 0, line: 0, rows: 0, inserted: 0, updated: 0, unchanged: 0, malformed: 0, done: false,
  };
  let records: DirectoryRecord[] = [];
  let malformed: MalformedLine[] = [];
  let pending: PendingLine[] = [];
  let rowsThisRun = 0;
  let offset = at.byteOffset;
  let line = at.line;

  const flush = (done: boolean) => {
    // The checkpoint points at the first line not yet turned into a row: a record still open waits for the resume.
    const resumeAt = pending.length ? { byteOffset: pending[0].offset, line: pending[0].line - 1 } : { byteOffset: offset, line };
    store.upsertBatch(records, {
      mode: "replace",
      malformed,
      checkpoint: (counts) => {
        Object.assign(at, resumeAt, { done });
        at.inserted += counts.inserted;
        at.updated += counts.updated;
        at.unchanged += counts.unchanged;
        return at;
      },
    });
    records = [];
    malformed = [];
    options.onProgress?.({ label: source.label, bytes: at.byteOffset, totalBytes: source.sizeBytes, rows: at.rows });
  };
  const refuse = (entry: PendingLine, reason: string) => {
    malformed.push({ line: entry.line, reason, text: entry.text.slice(0, MAX_REPORTED_TEXT) });
    at.malformed += 1;
  };
  const accept = (fields: string[], entry: PendingLine) => {
    const row = readChRow(fields, columns);
    if (!row.ok) return refuse(entry, row.reason);
    records.push(row.record);
    at.rows += 1;
    rowsThisRun += 1;
  };
  const feed = (entry: PendingLine): void => {
    if (entry.line === 1) return;
    if (!pending.length && entry.text === "") return refuse(entry, "empty line");
    pending.push(entry);
    const parsed = pending.length === 1
      ? parseCsvLine(entry.text, { keep: columns.keep })
      : parseCsvLine(pending.map((part) => part.text).join("\n"), { strict: true, keep: columns.keep });
    // A join is only believed when it yields a whole record; otherwise the first line was broken (a cut-off
    // value), and the lines after it are read again on their own rather than lost with it.
    if (parsed.ok && (pending.length === 1 || parsed.fields.length === columns.count)) {
      const first = pending[0];
      pending = [];
      return accept(parsed.fields, first);
    }
    if (!parsed.ok && parsed.reason === "unterminated-quote" && pending.length < MAX_LINES_PER_RECORD) return;
    const [first, ...rest] = pending;
    pending = [];
    refuse(first, "a quoted value is never closed");
    rest.forEach(feed);
  };

  const stream = await source.open(at.byteOffset);
  let carry: Buffer | null = null;
  let interrupted = false;
  const shouldStop = () => options.signal?.aborted === true || (options.maxRows !== undefined && rowsThisRun >= options.maxRows);
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    const buffer: Buffer = carry ? Buffer.concat([carry, chunk]) : chunk;
    const base = offset;
    let start = 0;
    for (let newline = buffer.indexOf(10, start); newline !== -1; newline = buffer.indexOf(10, start)) {
      const end = newline > start && buffer[newline - 1] === 13 ? newline - 1 : newline;
      line += 1;
      offset = base + newline + 1;
      feed({ text: buffer.toString("utf8", start, end), line, offset: base + start });
      start = newline + 1;
      if (records.length >= batchSize) flush(false);
      if (shouldStop()) {
        interrupted = true;
        break;
      }
    }
    if (interrupted) {
      stream.destroy();
      break;
    }
    carry = start < buffer.length ? buffer.subarray(start) : null;
  }
  if (!interrupted) {
    if (carry?.length) {
      line += 1;
      const text = carry.toString("utf8").replace(/\r$/, "");
      feed({ text, line, offset });
      offset += carry.length;
    }
    const open = pending;
    pending = [];
    if (open.length) {
      refuse(open[0], "a quoted value is never closed");
      open.slice(1).forEach(feed);
      for (const entry of pending) refuse(entry, "a quoted value is never closed");
      pending = [];
    }
  }
  flush(!interrupted);
  return report(interrupted ? "interrupted" : "done", at);
}

function headerFields(line: string): string[] {
  const parsed = parseCsvLine(line);
  return parsed.ok ? parsed.fields : [];
}
