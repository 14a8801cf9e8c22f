// What an import reads: a plain CSV file, or each CSV inside a zip (Companies House ships them zipped). Every source
// has a key that changes when the file does, so that a checkpoint is only ever resumed against the same bytes.
import { createReadStream, openSync, readSync, closeSync, statSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import yauzl from "yauzl";

export interface ImportSource {
  key: string;
  label: string;
  /** Uncompressed size, for the progress bar. */
  sizeBytes: number;
  /** The bytes from `offset` on (for a zip entry the skipped part is inflated and dropped: zips cannot seek). */
  open(offset: number): Promise<Readable>;
  /** The first line (the header), read without consuming the whole source. */
  headerLine(): Promise<string>;
}

export async function listSources(file: string): Promise<ImportSource[]> {
  const resolved = path.resolve(file);
  const stat = statSync(resolved);
  if (!stat.isFile()) throw new Error(`${file} is not a file`);
  const key = `${resolved}|${stat.size}|${Math.round(stat.mtimeMs)}`;
  if (!(await isZip(resolved))) {
    return [{
      key,
      label: path.basename(resolved),
      sizeBytes: stat.size,
      open: async (offset) => createReadStream(resolved, { start: offset, highWaterMark: 1 << 20 }),
      headerLine: async () => firstLine(createReadStream(resolved, { highWaterMark: 1 << 16 })),
    }];
  }
  const entries = await zipEntries(resolved);
  return entries.map((entry) => ({
    key: `${key}!${entry.fileName}`,
    label: `${path.basename(resolved)}!${entry.fileName}`,
    sizeBytes: entry.uncompressedSize,
    open: async (offset) => skipBytes(await openZipEntry(resolved, entry.fileName), offset),
    headerLine: async () => firstLine(await openZipEntry(resolved, entry.fileName)),
  }));
}

async function isZip(file: string): Promise<boolean> {
  const fd = openSync(file, "r");
  try {
    const magic = Buffer.alloc(4);
    readSync(fd, magic, 0, 4, 0);
    return magic.readUInt32LE(0) === 0x04034b50;
  } finally {
    closeSync(fd);
  }
}

function openZip(file: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true, autoClose: false }, (error, zip) => (error || !zip ? reject(error) : resolve(zip))),
  );
}

async function zipEntries(file: string): Promise<yauzl.Entry[]> {
  const zip = await openZip(file);
  const entries: yauzl.Entry[] = [];
  await new Promise<void>((resolve, reject) => {
    zip.on("entry", (entry: yauzl.Entry) => {
      if (/\.csv$/i.test(entry.fileName)) entries.push(entry);
      zip.readEntry();
    });
    zip.on("end", () => resolve());
    zip.on("error", reject);
    zip.readEntry();
  });
  zip.close();
  if (!entries.length) throw new Error(`${file} holds no .csv file`);
  return entries.sort((a, b) => a.fileName.localeCompare(b.fileName));
}

async function openZipEntry(file: string, name: string): Promise<Readable> {
  const zip = await openZip(file);
  const entry = (await zipEntries(file)).find((candidate) => candidate.fileName === name);
  if (!entry) throw new Error(`${name} is no longer in ${file}`);
  return new Promise((resolve, reject) =>
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) return reject(error);
      stream.once("close", () => zip.close());
      resolve(stream);
    }),
  );
}

async function* dropPrefix(stream: Readable, bytes: number): AsyncGenerator<Buffer> {
  let toSkip = bytes;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    if (toSkip >= chunk.length) {
      toSkip -= chunk.length;
      continue;
    }
    yield toSkip > 0 ? chunk.subarray(toSkip) : chunk;
    toSkip = 0;
  }
}

async function skipBytes(stream: Readable, bytes: number): Promise<Readable> {
  return bytes === 0 ? stream : Readable.from(dropPrefix(stream, bytes));
}

async function firstLine(stream: Readable): Promise<string> {
  let head = Buffer.alloc(0);
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    head = Buffer.concat([head, chunk]);
    const newline = head.indexOf(10);
    if (newline !== -1 || head.length > 1 << 20) {
      stream.destroy();
      return head.toString("utf8", 0, newline === -1 ? head.length : newline).replace(/\r$/, "");
    }
  }
  return head.toString("utf8").replace(/\r$/, "");
}
