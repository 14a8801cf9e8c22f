// Turns a BasicCompanyData source into batches of directory records, each carrying the position just after it, so
// that whoever stores a batch can store its checkpoint in the same transaction. Lines are split on bytes (for exact
// offsets), a quoted value may span a few lines, and every refused line is kept with its number and reason.
import { readChHeader, readChRow, type ChColumns } from "./ch-columns";
import { parseCsvLine } from "./csv-line";
import type { ImportSource } from "./import-source";
import type { DirectoryRecord, MalformedLine } from "./store";

/** A quoted value may span lines; past this many lines an open quote is taken to be a broken line instead. */
const MAX_LINES_PER_RECORD = 4;
const MAX_REPORTED_TEXT = 120;

export interface Position {
  /** Bytes consumed: the next record starts here. */
  byteOffset: number;
  /** Physical lines consumed, header included. */
  line: number;
}

export interface RecordBatch {
  records: DirectoryRecord[];
  malformed: MalformedLine[];
  /** Where to resume after this batch. */
  resumeAt: Position;
  /** True on the last batch of a source read to its end. */
  end: boolean;
}

interface PendingLine {
  text: string;
  line: number;
  offset: number;
}

export async function readColumns(source: ImportSource): Promise<ChColumns> {
  const parsed = parseCsvLine(await source.headerLine());
  const header = readChHeader(parsed.ok ? parsed.fields : []);
  if (!header.ok) throw new Error(`${source.label}: ${header.reason}`);
  return header.columns;
}

/** `stop` is asked after every line; when it says yes, the batch so far is the last one (`end: false`). */
export async function* readRecordBatches(
  source: ImportSource,
  start: Position,
  options: { columns: ChColumns; batchSize: number; stop?: (rowsRead: number) => boolean },
): AsyncGenerator<RecordBatch> {
  const { columns } = options;
  let records: DirectoryRecord[] = [];
  let malformed: MalformedLine[] = [];
  let pending: PendingLine[] = [];
  let rowsRead = 0;
  let offset = start.byteOffset;
  let line = start.line;

  const take = (end: boolean): RecordBatch => {
    // The position is that of the first line not yet turned into a row: a record still open waits for the resume.
    const resumeAt = pending.length ? { byteOffset: pending[0].offset, line: pending[0].line - 1 } : { byteOffset: offset, line };
    const batch = { records, malformed, resumeAt, end };
    records = [];
    malformed = [];
    return batch;
  };
  const refuse = (entry: PendingLine, reason: string) => {
    malformed.push({ line: entry.line, reason, text: entry.text.slice(0, MAX_REPORTED_TEXT) });
  };
  const feed = (entry: PendingLine): void => {
    if (entry.line === 1) return;
    if (!pending.length && entry.text === "") {
      refuse(entry, "empty line");
      return;
    }
    pending.push(entry);
    const parsed = pending.length === 1
      ? parseCsvLine(entry.text, { keep: columns.keep })
      : parseCsvLine(pending.map((part) => part.text).join("\n"), { strict: true, keep: columns.keep });
    // A join is only believed when it yields a whole record; otherwise the first line was broken (a cut-off
    // value), and the lines after it are read again on their own rather than lost with it.
    if (parsed.ok && (pending.length === 1 || parsed.fields.length === columns.count)) {
      const first = pending[0];
      pending = [];
      const row = readChRow(parsed.fields, columns);
      if (!row.ok) {
        refuse(first, row.reason);
        return;
      }
      records.push(row.record);
      rowsRead += 1;
      return;
    }
    if (!parsed.ok && parsed.reason === "unterminated-quote" && pending.length < MAX_LINES_PER_RECORD) return;
    const [first, ...rest] = pending;
    pending = [];
    refuse(first, "a quoted value is never closed");
    rest.forEach(feed);
  };

  const stream = await source.open(start.byteOffset);
  let carry: Buffer | null = null;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    const buffer: Buffer = carry ? Buffer.concat([carry, chunk]) : chunk;
    const base = offset;
    let from = 0;
    for (let newline = buffer.indexOf(10, from); newline !== -1; newline = buffer.indexOf(10, from)) {
      const end = newline > from && buffer[newline - 1] === 13 ? newline - 1 : newline;
      line += 1;
      offset = base + newline + 1;
      feed({ text: buffer.toString("utf8", from, end), line, offset: base + from });
      from = newline + 1;
      if (options.stop?.(rowsRead)) {
        stream.destroy();
        yield take(false);
        return;
      }
      if (records.length >= options.batchSize) yield take(false);
    }
    carry = from < buffer.length ? buffer.subarray(from) : null;
  }
  if (carry?.length) {
    line += 1;
    feed({ text: carry.toString("utf8").replace(/\r$/, ""), line, offset });
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
  yield take(true);
}
