// The upsert both engines share, over the typed query builder, run inside the caller's transaction: a
// batch of records with its checkpoint and malformed lines, and a lesson learnt from an answer. Each engine's word
// index is written through its own hook (SQLite's FTS5 rows, PostgreSQL's tsvector column). An import's batches (with a
// checkpoint) are each engine's bulk-load file's (raw prepared statements, COPY) for its five million rows.
import type { Kysely } from "kysely";
import type { DatabaseKind } from "../db/database";
import { NAME_SLOTS } from "./name-slots";
import { numberKey } from "./number-key";
import { mergeRecords, type PreparedRecord, prepareRecord, recordFingerprint } from "./record-merge";
import type { DirectoryRecord, ImportCheckpoint, Lesson, MalformedLine, ParentLink, UpsertCounts, UpsertMode } from "./store";
import type { DirectoryCompaniesTable, DirectoryTables } from "./tables";

type Db = Kysely<DirectoryTables>;

/** An engine's word index, written with the names it indexes (skipped during a first load, which builds it whole). */
export interface WordIndexWrites {
  forgetCompany(key: number): Promise<void> | void;
  put(id: number, norm: string): Promise<void> | void;
  /** Columns of the engine's own that a name's row carries (PostgreSQL's `words`, NOT NULL), written with it. */
  nameColumns?(norm: string): Record<string, string>;
}

type RecordChange = "unchanged" | { existing: boolean; next: DirectoryRecord };

const STORED_COLUMNS = ["number", "name", "status", "postcode", "town", "incorporated", "sic", "fingerprint"] as const;
type StoredRow = Pick<DirectoryCompaniesTable, (typeof STORED_COLUMNS)[number]>;

/** A stored company as a record, without its former names (read only when needed). */
function storedRecord(existing: StoredRow): DirectoryRecord {
  return {
    number: existing.number, name: existing.name, status: existing.status, postcode: existing.postcode, town: existing.town,
    incorporationDate: existing.incorporated, sicCodes: existing.sic ? existing.sic.split(",") : [], previousNames: [],
  };
}

/** What writing this record would change, from reads alone, given its stored row (readStored). */
async function recordChange(db: Db, record: DirectoryRecord, mode: UpsertMode, existing: StoredRow | undefined): Promise<RecordChange> {
  const key = numberKey(record.number);
  if (existing && mode === "fill") return "unchanged";
  let next = record;
  if (existing && mode === "merge") {
    const stored = storedRecord(existing);
    // Merged with the incoming former names alone, a record that already has the stored fingerprint has the stored
    // former names too (the fingerprint covers them, and they lead the merged list), so they need not be read.
    next = mergeRecords(record, stored);
    if (Number(existing.fingerprint) === recordFingerprint(next)) return "unchanged";
    const formerNames = (await db.selectFrom("directory_names").select("name")
      .where("id", ">=", key * NAME_SLOTS + 1).where("id", "<=", key * NAME_SLOTS + NAME_SLOTS - 1).orderBy("id").execute())
      .map((row) => row.name);
    next = mergeRecords(record, { ...stored, previousNames: formerNames });
  }
  // Most records learnt from answers change nothing: told apart before their names are normalised.
  if (existing && Number(existing.fingerprint) === recordFingerprint(next)) return "unchanged";
  return { existing: existing !== undefined, next };
}

/** Rows per statement: at most eleven parameters each, well inside both engines' limits. */
const ROWS_PER_STATEMENT = 500;

function slices<T>(items: readonly T[], size: number): T[][] {
  const parts: T[][] = [];
  for (let from = 0; from < items.length; from += size) parts.push(items.slice(from, from + size));
  return parts;
}

/** A batch in runs that each name a company once: a company twice is written twice, in order, as one by one it would. */
export function runsOfDistinctCompanies(records: readonly DirectoryRecord[]): DirectoryRecord[][] {
  const runs: DirectoryRecord[][] = [[]];
  let seen = new Set<string>();
  for (const record of records) {
    if (seen.has(record.number)) {
      runs.push([]);
      seen = new Set();
    }
    seen.add(record.number);
    runs[runs.length - 1].push(record);
  }
  return runs.filter((run) => run.length);
}

/**
 * Records in the caller's transaction, set-wise: per run of distinct companies, one read of what is stored and a few
 * statements for what changed (a procurement page names hundreds of suppliers; a statement each took half a second
 * on PostgreSQL). A changed company's names are replaced whole.
 */
async function writeRecords(
  db: Db, words: WordIndexWrites, records: readonly DirectoryRecord[], mode: UpsertMode, bulk: boolean,
): Promise<UpsertCounts> {
  const counts: UpsertCounts = { inserted: 0, updated: 0, unchanged: 0 };
  for (const run of runsOfDistinctCompanies(records)) {
    const stored = await readStored(db, run.map((record) => numberKey(record.number)));
    const changed: { existing: boolean; row: PreparedRecord }[] = [];
    for (const record of run) {
      const change = await recordChange(db, record, mode, stored.get(numberKey(record.number)));
      if (change === "unchanged") counts.unchanged += 1;
      else {
        counts[change.existing ? "updated" : "inserted"] += 1;
        changed.push({ existing: change.existing, row: prepareRecord(change.next) });
      }
    }
    await writeChanged(db, words, changed, bulk);
  }
  return counts;
}

async function writeChanged(db: Db, words: WordIndexWrites, changed: { existing: boolean; row: PreparedRecord }[], bulk: boolean): Promise<void> {
  for (const { row } of changed.filter((change) => change.existing)) {
    if (!bulk) await words.forgetCompany(row.key);
    await db.deleteFrom("directory_names").where("id", ">=", row.key * NAME_SLOTS).where("id", "<=", row.key * NAME_SLOTS + NAME_SLOTS - 1).execute();
  }
  for (const slice of slices(changed, ROWS_PER_STATEMENT)) {
    await db.insertInto("directory_companies").values(slice.map(({ row }) => ({
      id: row.key, number: row.record.number, name: row.record.name, status: row.record.status, status_group: row.statusGroupCode,
      postcode: row.record.postcode, postcode_key: row.postcodeKey, town: row.record.town, incorporated: row.record.incorporationDate,
      sic: row.sic, fingerprint: row.fingerprint,
    }))).onConflict((conflict) => conflict.column("id").doUpdateSet((eb) => ({
      number: eb.ref("excluded.number"), name: eb.ref("excluded.name"), status: eb.ref("excluded.status"),
      status_group: eb.ref("excluded.status_group"), postcode: eb.ref("excluded.postcode"), postcode_key: eb.ref("excluded.postcode_key"),
      town: eb.ref("excluded.town"), incorporated: eb.ref("excluded.incorporated"), sic: eb.ref("excluded.sic"),
      fingerprint: eb.ref("excluded.fingerprint"),
    }))).execute();
  }
  const names = changed.flatMap(({ row }) => row.names);
  for (const slice of slices(names, ROWS_PER_STATEMENT)) {
    await db.insertInto("directory_names").values(slice.map((name) => ({ ...name, ...words.nameColumns?.(name.norm) }))).execute();
  }
  if (!bulk) for (const name of names) await words.put(name.id, name.norm);
}

/** A batch, its malformed lines and the checkpoint after it, in the caller's transaction. */
export async function writeBatch(
  db: Db, kind: DatabaseKind, words: WordIndexWrites, bulk: boolean, records: readonly DirectoryRecord[], mode: UpsertMode,
  nextCheckpoint?: (counts: UpsertCounts) => ImportCheckpoint, malformed?: readonly MalformedLine[],
): Promise<UpsertCounts> {
  const counts = await writeRecords(db, words, records, mode, bulk);
  const checkpoint = nextCheckpoint?.(counts);
  await writeMalformed(db, kind, checkpoint?.fileKey ?? "", malformed ?? []);
  if (checkpoint) await writeCheckpoint(db, kind, checkpoint);
  return counts;
}

/** A batch's malformed lines, in the caller's transaction. */
export async function writeMalformed(db: Db, kind: DatabaseKind, fileKey: string, lines: readonly MalformedLine[]): Promise<void> {
  for (const line of lines) {
    // PostgreSQL's text cannot hold NUL, which a refused line may.
    const text = kind === "postgres" ? line.text.replaceAll("\u0000", "") : line.text;
    await db.insertInto("directory_import_malformed").values({ file_key: fileKey, line: line.line, reason: line.reason, text })
      .onConflict((conflict) => conflict.columns(["file_key", "line"]).doUpdateSet({ reason: line.reason, text })).execute();
  }
}

/** Where an import stands, in the transaction of the rows it covers. */
export async function writeCheckpoint(db: Db, kind: DatabaseKind, checkpoint: ImportCheckpoint): Promise<void> {
  const { fileKey, byteOffset, done, ...rest } = checkpoint;
  // SQLite keeps the flag as 0/1 and the time as ISO text; PostgreSQL as a boolean and a timestamptz.
  const values = {
    ...rest, byte_offset: byteOffset, done: kind === "postgres" ? done : done ? 1 : 0,
    updated_at: kind === "postgres" ? new Date() : new Date().toISOString(),
  };
  await db.insertInto("directory_import_checkpoints").values({ file_key: fileKey, ...values })
    .onConflict((conflict) => conflict.column("file_key").doUpdateSet(values)).execute();
}

const parentKey = (link: ParentLink) => (link.parent === null ? null : numberKey(link.parent));

/** Undefined: the viewer's lookups hold nothing for the company; null: they found it in no group. */
async function learnedLinkHeld(db: Db, link: ParentLink, viewer: string): Promise<boolean> {
  const held = await db.selectFrom("directory_learned_parents").select("parent")
    .where("viewer", "=", viewer).where("company", "=", numberKey(link.number)).executeTakeFirst();
  return held !== undefined && (held.parent === null ? null : Number(held.parent)) === parentKey(link);
}

/** Keys per read: one parameter each, well inside both engines' limits. */
const KEYS_PER_READ = 1000;

async function readStored(db: Db, keys: readonly number[]): Promise<Map<number, StoredRow>> {
  const stored = new Map<number, StoredRow>();
  for (const slice of slices(keys, KEYS_PER_READ)) {
    const rows = await db.selectFrom("directory_companies").select(["id", ...STORED_COLUMNS]).where("id", "in", slice).execute();
    for (const { id, ...row } of rows) stored.set(Number(id), row);
  }
  return stored;
}

/**
 * Whether a lesson changes nothing the directory holds, from reads alone (most answers teach nothing new), in two
 * reads however many companies it names (a procurement page names hundreds of suppliers): a fill changes only a
 * company not held; a merge, a row whose fingerprint would move (checked again with the stored former names, read
 * then, when the first look says it would).
 */
export async function lessonChangesNothing(db: Db, lesson: Lesson): Promise<boolean> {
  const stored = await readStored(db, [...lesson.merge, ...lesson.fill].map((record) => numberKey(record.number)));
  if (!lesson.fill.every((record) => stored.has(numberKey(record.number)))) return false;
  for (const record of lesson.merge) {
    const held = stored.get(numberKey(record.number));
    if (held === undefined) return false;
    const moves = Number(held.fingerprint) !== recordFingerprint(mergeRecords(record, storedRecord(held)));
    if (moves && (await recordChange(db, record, "merge", held)) !== "unchanged") return false;
  }
  const { viewer } = lesson;
  if (viewer === null || !lesson.links.length) return true;
  const parents = new Map<number, number | null>();
  for (const slice of slices(lesson.links.map((link) => numberKey(link.number)), KEYS_PER_READ)) {
    const rows = await db.selectFrom("directory_learned_parents").select(["company", "parent"])
      .where("viewer", "=", viewer).where("company", "in", slice).execute();
    for (const row of rows) parents.set(Number(row.company), row.parent === null ? null : Number(row.parent));
  }
  return lesson.links.every((link) => parents.has(numberKey(link.number)) && parents.get(numberKey(link.number)) === parentKey(link));
}

/** A lesson, in the caller's transaction: its companies, and its links kept for its viewer alone. */
export async function writeLesson(db: Db, words: WordIndexWrites, bulk: boolean, lesson: Lesson): Promise<void> {
  await writeRecords(db, words, lesson.merge, "merge", bulk);
  await writeRecords(db, words, lesson.fill, "fill", bulk);
  const { viewer } = lesson;
  if (viewer === null) return;
  for (const link of lesson.links) {
    if (await learnedLinkHeld(db, link, viewer)) continue;
    const parent = parentKey(link);
    await db.insertInto("directory_learned_parents").values({ viewer, company: numberKey(link.number), parent })
      .onConflict((conflict) => conflict.columns(["viewer", "company"]).doUpdateSet({ parent })).execute();
  }
}
