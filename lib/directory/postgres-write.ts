// One batch into the PostgreSQL directory, in the caller's transaction: the rows are streamed with COPY into
// temporary staging tables, then merged into the directory in a few set-wise statements (rows whose fingerprint is
// unchanged are left alone; a changed company's names are replaced whole). The import and the learner both write
// this way, so a batch of five thousand register rows costs a handful of round trips, not five thousand. A first
// load's batches, almost always new rows, are copied straight into the directory's tables instead.
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type pg from "pg";
import { from as copyFrom } from "pg-copy-streams";
import { NAME_SLOTS } from "./name-slots";
import { mergeRecords, prepareRecord, recordFingerprint, type PreparedRecord } from "./record-merge";
import { numberKey } from "./number-key";
import { wordVector } from "./word-vector";
import type { DirectoryRecord, ImportCheckpoint, Lesson, MalformedLine, ParentLink, UpsertCounts, UpsertMode } from "./store";

/** `bulk`: a first load is under way (the store's bulk-load flag), so a register batch is most likely all new. */
export async function writeRecords(
  client: pg.PoolClient, records: readonly DirectoryRecord[], mode: UpsertMode, bulk = false,
): Promise<UpsertCounts> {
  if (bulk && mode === "replace") {
    const fresh = await insertFresh(client, records);
    if (fresh) return fresh;
  }
  const counts: UpsertCounts = { inserted: 0, updated: 0, unchanged: 0 };
  // A company twice in one batch is written twice, in order, as the embedded store would: each run holds it once.
  for (const run of runsOfDistinctCompanies(records)) {
    let next: DirectoryRecord[] = run;
    if (mode !== "replace") {
      const stored = await readStored(client, run.map((record) => numberKey(record.number)));
      if (mode === "fill") next = run.filter((record) => !stored.has(numberKey(record.number)));
      else next = run.map((record) => { const held = stored.get(numberKey(record.number)); return held ? mergeRecords(record, held) : record; });
      counts.unchanged += run.length - next.length;
    }
    if (!next.length) continue;
    const written = await stageAndMerge(client, next.map(prepareRecord));
    counts.inserted += written.inserted;
    counts.updated += written.updated;
    counts.unchanged += written.unchanged;
  }
  return counts;
}

export async function writeMalformed(client: pg.PoolClient, fileKey: string, lines: readonly MalformedLine[]): Promise<void> {
  if (!lines.length) return;
  await client.query(
    `INSERT INTO directory_import_malformed (file_key, line, reason, text)
     SELECT $1, * FROM unnest($2::bigint[], $3::text[], $4::text[])
     ON CONFLICT (file_key, line) DO UPDATE SET reason = excluded.reason, text = excluded.text`,
    [fileKey, lines.map((line) => line.line), lines.map((line) => line.reason), lines.map((line) => stripNul(line.text))],
  );
}

export async function writeCheckpoint(client: pg.PoolClient, at: ImportCheckpoint): Promise<void> {
  await client.query(
    `INSERT INTO directory_import_checkpoints
       (file_key, byte_offset, line, rows, inserted, updated, unchanged, malformed, done, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, now())
     ON CONFLICT (file_key) DO UPDATE SET byte_offset = excluded.byte_offset, line = excluded.line, rows = excluded.rows,
       inserted = excluded.inserted, updated = excluded.updated, unchanged = excluded.unchanged,
       malformed = excluded.malformed, done = excluded.done, updated_at = excluded.updated_at`,
    [at.fileKey, at.byteOffset, at.line, at.rows, at.inserted, at.updated, at.unchanged, at.malformed, at.done],
  );
}

function runsOfDistinctCompanies(records: readonly DirectoryRecord[]): DirectoryRecord[][] {
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

/** What the directory holds for these companies, former names included (for "merge" and "fill"). */
async function readStored(client: pg.PoolClient, keys: number[]): Promise<Map<number, DirectoryRecord & { fingerprint: number }>> {
  const { rows } = await client.query<{
    id: string; number: string; name: string; status: string | null; postcode: string | null; town: string | null;
    incorporated: string | null; sic: string | null; former: string[]; fingerprint: string;
  }>(
    `SELECT c.id, c.number, c.name, c.status, c.postcode, c.town, c.incorporated, c.sic, c.fingerprint,
       ARRAY(SELECT n.name FROM directory_names n WHERE n.id > c.id * ${NAME_SLOTS} AND n.id < (c.id + 1) * ${NAME_SLOTS} ORDER BY n.id) AS former
     FROM directory_companies c WHERE c.id = ANY($1::bigint[])`,
    [keys],
  );
  return new Map(rows.map((row) => [Number(row.id), {
    number: row.number, name: row.name, status: row.status, postcode: row.postcode, town: row.town,
    incorporationDate: row.incorporated, sicCodes: row.sic ? row.sic.split(",") : [], previousNames: row.former,
    fingerprint: Number(row.fingerprint),
  }]));
}

/**
 * Whether writing the lesson would change nothing, told by two reads outside any transaction. Most answers teach
 * nothing new, and then need neither the write lock that every server's writes and an import share, nor a commit.
 * The same rules as the write: a fill changes only a company not held; a merge, a row whose fingerprint would move.
 */
export async function lessonChangesNothing(client: pg.PoolClient, lesson: Lesson): Promise<boolean> {
  const keys = [...lesson.merge, ...lesson.fill].map((record) => numberKey(record.number));
  const stored = keys.length ? await readStored(client, keys) : new Map<number, DirectoryRecord & { fingerprint: number }>();
  const recordsUnchanged = lesson.fill.every((record) => stored.has(numberKey(record.number)))
    && lesson.merge.every((record) => {
      const held = stored.get(numberKey(record.number));
      return held !== undefined && held.fingerprint === recordFingerprint(mergeRecords(record, held));
    });
  if (!recordsUnchanged || !lesson.links.length || lesson.viewer === null) return recordsUnchanged;
  const { rows } = await client.query<{ company: string; parent: string | null }>(
    "SELECT company, parent FROM directory_learned_parents WHERE viewer = $1 AND company = ANY($2::bigint[])",
    [lesson.viewer, lesson.links.map((link) => numberKey(link.number))],
  );
  const parents = new Map(rows.map((row) => [Number(row.company), row.parent === null ? null : Number(row.parent)]));
  return lesson.links.every((link) => parents.get(numberKey(link.number)) === (link.parent === null ? null : numberKey(link.parent)));
}

/** A lookup's links, kept for its viewer alone; the last word on a company wins, and a link already held is left alone. */
export async function writeLearnedLinks(client: pg.PoolClient, links: readonly ParentLink[], viewer: string): Promise<void> {
  if (!links.length) return;
  const latest = new Map(links.map((link) => [numberKey(link.number), link.parent === null ? null : numberKey(link.parent)]));
  await client.query(
    `INSERT INTO directory_learned_parents (viewer, company, parent) SELECT $1, * FROM unnest($2::bigint[], $3::bigint[])
     ON CONFLICT (viewer, company) DO UPDATE SET parent = excluded.parent
     WHERE directory_learned_parents.parent IS DISTINCT FROM excluded.parent`,
    [viewer, [...latest.keys()], [...latest.values()]],
  );
}

/**
 * Straight into the directory's tables with COPY, skipping the staging: half the writing, for a first load whose
 * rows are new. Null, with nothing written, when one of them is not (the caller merges the batch instead).
 */
async function insertFresh(client: pg.PoolClient, records: readonly DirectoryRecord[]): Promise<UpsertCounts | null> {
  if (new Set(records.map((record) => record.number)).size !== records.length) return null;
  const rows = records.map(prepareRecord);
  await client.query("SAVEPOINT directory_fresh");
  try {
    await copyRows(client, "directory_companies", "directory_names", rows);
    await client.query("RELEASE SAVEPOINT directory_fresh");
    return { inserted: rows.length, updated: 0, unchanged: 0 };
  } catch (error) {
    if ((error as { code?: string }).code !== UNIQUE_VIOLATION) throw error;
    await client.query("ROLLBACK TO SAVEPOINT directory_fresh");
    return null;
  }
}

const UNIQUE_VIOLATION = "23505";

async function copyRows(client: pg.PoolClient, companies: string, names: string, rows: PreparedRecord[]): Promise<void> {
  await copyInto(client, `${companies} (id, number, name, status, status_group, postcode, postcode_key, town, incorporated, sic, fingerprint)`,
    rows.map((row) => [row.key, row.record.number, row.record.name, row.record.status, row.statusGroupCode, row.record.postcode,
      row.postcodeKey, row.record.town, row.record.incorporationDate, row.sic, row.fingerprint]));
  await copyInto(client, `${names} (id, name, norm, words)`,
    rows.flatMap((row) => row.names.map((name) => [name.id, name.name, name.norm, wordVector(name.norm)])));
}

async function stageAndMerge(client: pg.PoolClient, rows: PreparedRecord[]): Promise<UpsertCounts> {
  // Per connection, emptied at every commit; asked for each batch, because a rolled-back batch takes it away again.
  await client.query(`
    CREATE TEMP TABLE IF NOT EXISTS directory_stage_companies (LIKE directory_companies) ON COMMIT DELETE ROWS;
    CREATE TEMP TABLE IF NOT EXISTS directory_stage_names (id bigint, name text, norm text COLLATE "C", words tsvector) ON COMMIT DELETE ROWS;
  `);
  await copyRows(client, "directory_stage_companies", "directory_stage_names", rows);
  // The staged rows have no statistics: without these the planner may join a few thousand of them to millions by
  // a full scan, where one primary-key probe per row is what is wanted.
  await client.query("SET LOCAL enable_hashjoin = off; SET LOCAL enable_mergejoin = off");
  const { rows: [tally] } = await client.query<{ inserted: number; unchanged: number }>(
    `SELECT count(*) FILTER (WHERE c.id IS NULL)::int AS inserted, count(*) FILTER (WHERE c.fingerprint = s.fingerprint)::int AS unchanged
     FROM directory_stage_companies s LEFT JOIN directory_companies c ON c.id = s.id`,
  );
  const updated = rows.length - tally.inserted - tally.unchanged;
  if (tally.unchanged) {
    await client.query(`DELETE FROM directory_stage_companies s USING directory_companies c WHERE c.id = s.id AND c.fingerprint = s.fingerprint`);
    // NOT IN over a few thousand ids is one hashed lookup per name, whatever the join settings above.
    await client.query(`DELETE FROM directory_stage_names sn WHERE sn.id / ${NAME_SLOTS} NOT IN (SELECT s.id FROM directory_stage_companies s)`);
  }
  if (updated) {
    await client.query(`DELETE FROM directory_names n USING directory_stage_companies s JOIN directory_companies c ON c.id = s.id
      WHERE n.id >= s.id * ${NAME_SLOTS} AND n.id < (s.id + 1) * ${NAME_SLOTS}`);
  }
  if (tally.unchanged === rows.length) {
    await client.query("TRUNCATE directory_stage_companies, directory_stage_names");
    return { inserted: 0, updated: 0, unchanged: rows.length };
  }
  await client.query(`INSERT INTO directory_names (id, name, norm, words) SELECT id, name, norm, words FROM directory_stage_names
    ON CONFLICT (id) DO UPDATE SET name = excluded.name, norm = excluded.norm, words = excluded.words`);
  await client.query(`INSERT INTO directory_companies SELECT * FROM directory_stage_companies
    ON CONFLICT (id) DO UPDATE SET number = excluded.number, name = excluded.name, status = excluded.status,
      status_group = excluded.status_group, postcode = excluded.postcode, postcode_key = excluded.postcode_key,
      town = excluded.town, incorporated = excluded.incorporated, sic = excluded.sic, fingerprint = excluded.fingerprint`);
  await client.query("TRUNCATE directory_stage_companies, directory_stage_names");
  return { inserted: tally.inserted, updated, unchanged: tally.unchanged };
}

type CopyValue = string | number | null;

async function copyInto(client: pg.PoolClient, target: string, rows: CopyValue[][]): Promise<void> {
  if (!rows.length) return;
  const stream = client.query(copyFrom(`COPY ${target} FROM STDIN`));
  await pipeline(Readable.from(copyLines(rows)), stream);
}

/** COPY's text format, a few hundred rows per chunk. */
function* copyLines(rows: CopyValue[][]): Generator<string> {
  const CHUNK = 500;
  for (let from = 0; from < rows.length; from += CHUNK) {
    let text = "";
    for (const row of rows.slice(from, from + CHUNK)) text += `${row.map(copyValue).join("\t")}\n`;
    yield text;
  }
}

function copyValue(value: CopyValue): string {
  if (value === null) return "\\N";
  if (typeof value === "number") return String(value);
  return stripNul(value).replace(/[\\\t\n\r]/g, (character) => COPY_ESCAPES[character]);
}

const COPY_ESCAPES: Record<string, string> = { "\\": "\\\\", "\t": "\\t", "\n": "\\n", "\r": "\\r" };

/** PostgreSQL text cannot hold NUL; a register line never should either. */
function stripNul(text: string): string {
  return text.includes("\u0000") ? text.replaceAll("\u0000", "") : text;
}
