// What the directory's engines share, written once over the typed query builder (lib/directory/tables.ts): the
// count, the import's checkpoints and malformed lines, the group relations (the import's and the learnt ones) and the
// subsidiaries they list. The engines' own features (SQLite's FTS5 and bulk load, PostgreSQL's tsvector and COPY)
// live in files of their own.
import { type Kysely, sql } from "kysely";
import type { DatabaseKind } from "../db/database";
import { toCandidate } from "./candidate-row";
import { NAME_SLOTS } from "./name-slots";
import { normalisePostcode } from "./normalise-name";
import { numberKey, numberKeyRange } from "./number-key";
import {
  STATUS_GROUPS, type Candidate, type CandidateLookup, type ImportCheckpoint, type MalformedLine, type ParentLink, type StatusGroup,
  type Subsidiary,
} from "./store";
import type { DirectoryTables } from "./tables";

type Db = Kysely<DirectoryTables>;

export async function countCompanies(db: Db): Promise<number> {
  const row = await db.selectFrom("directory_companies").select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function readCheckpoint(db: Db, fileKey: string): Promise<ImportCheckpoint | null> {
  const row = await db.selectFrom("directory_import_checkpoints")
    .select(["byte_offset", "line", "rows", "inserted", "updated", "unchanged", "malformed", "done"])
    .where("file_key", "=", fileKey)
    .executeTakeFirst();
  if (!row) return null;
  return {
    fileKey, byteOffset: Number(row.byte_offset), line: Number(row.line), rows: Number(row.rows), inserted: Number(row.inserted),
    updated: Number(row.updated), unchanged: Number(row.unchanged), malformed: Number(row.malformed),
    done: row.done === true || row.done === 1,
  };
}

/** Forgets a file's checkpoint and malformed lines together. */
export async function forgetCheckpoint(db: Db, fileKey: string): Promise<void> {
  await db.transaction().execute((trx) => deleteCheckpoint(trx, fileKey));
}

/** forgetCheckpoint's writes, in the caller's transaction (PostgreSQL's, which holds the write lock). */
export async function deleteCheckpoint(db: Db, fileKey: string): Promise<void> {
  await db.deleteFrom("directory_import_checkpoints").where("file_key", "=", fileKey).execute();
  await db.deleteFrom("directory_import_malformed").where("file_key", "=", fileKey).execute();
}

export async function malformedLines(db: Db, fileKey: string, limit?: number): Promise<MalformedLine[]> {
  let query = db.selectFrom("directory_import_malformed").select(["line", "reason", "text"]).where("file_key", "=", fileKey).orderBy("line");
  if (limit !== undefined && limit >= 0) query = query.limit(limit);
  return (await query.execute()).map((row) => ({ ...row, line: Number(row.line) }));
}

const parentKey = (link: ParentLink) => (link.parent === null ? null : numberKey(link.parent));

/**
 * Records (or, with a null parent, forgets) each company's parent as the operator's import states it, in one
 * transaction; the last word on a company wins, as it would written one by one.
 */
export async function recordParents(db: Db, links: readonly ParentLink[]): Promise<void> {
  if (!links.length) return;
  await db.transaction().execute((trx) => writeParents(trx, links));
}

/** Links per statement: two parameters each, well inside both engines' limits. */
const PARENTS_PER_STATEMENT = 1000;

/**
 * recordParents' writes, in the caller's transaction (PostgreSQL's, which holds the write lock). Set-wise: the
 * sandbox's groups (tens of thousands of links) are applied at every start, and a round trip per link took seconds on
 * PostgreSQL. A link already held is not written again: every profile states its group, and a write per link would
 * grow the log for nothing.
 */
export async function writeParents(db: Db, links: readonly ParentLink[]): Promise<void> {
  const latest = new Map(links.map((link) => [numberKey(link.number), parentKey(link)]));
  const forget = [...latest].flatMap(([company, parent]) => (parent === null ? [company] : []));
  const keep = [...latest].flatMap(([company, parent]) => (parent === null ? [] : [{ company, parent }]));
  for (let from = 0; from < forget.length; from += PARENTS_PER_STATEMENT) {
    await db.deleteFrom("directory_parents").where("company", "in", forget.slice(from, from + PARENTS_PER_STATEMENT)).execute();
  }
  for (let from = 0; from < keep.length; from += PARENTS_PER_STATEMENT) {
    await db.insertInto("directory_parents").values(keep.slice(from, from + PARENTS_PER_STATEMENT))
      .onConflict((conflict) => conflict.column("company").doUpdateSet({ parent: (eb) => eb.ref("excluded.parent") })
        .whereRef("directory_parents.parent", "<>", "excluded.parent"))
      .execute();
  }
}

/**
 * The companies the directory holds whose parent is `parent`, by name (byte-wise on both engines): the import's
 * relations, but not one the viewer's own lookups contradict, and the viewer's own that the import does not already
 * say; a null viewer matches no learnt row, and sees the import alone. Only subsidiaries the directory holds: a
 * relation learnt before its company would have no name to show.
 */
export async function subsidiaries(db: Db, kind: DatabaseKind, parent: string, limit: number, viewer: string | null): Promise<Subsidiary[]> {
  const parentId = numberKey(parent);
  const found = db.selectFrom("directory_parents as p")
    .innerJoin("directory_companies as c", "c.id", "p.company")
    .select(["c.id", "c.number", "c.name", "c.status", "c.incorporated as incorporationDate", sql<"import" | "lookups">`'import'`.as("source")])
    .where("p.parent", "=", parentId)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom("directory_learned_parents as l").select(sql`1`.as("one"))
      .where("l.viewer", "=", viewer).whereRef("l.company", "=", "p.company").whereRef("l.parent", "is distinct from", "p.parent"))))
    .unionAll(db.selectFrom("directory_learned_parents as l")
      .innerJoin("directory_companies as c", "c.id", "l.company")
      .select(["c.id", "c.number", "c.name", "c.status", "c.incorporated as incorporationDate", sql<"import" | "lookups">`'lookups'`.as("source")])
      .where("l.viewer", "=", viewer).where("l.parent", "=", parentId)
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom("directory_parents as p").select(sql`1`.as("one"))
        .whereRef("p.company", "=", "l.company").whereRef("p.parent", "=", "l.parent")))));
  const rows = await db.selectFrom(found.as("found"))
    .select(["number", "name", "status", "incorporationDate", "source"])
    .orderBy(kind === "postgres" ? sql`name COLLATE "C"` : sql`name`).orderBy("id").limit(limit)
    .execute();
  return rows;
}

const COMPANY_COLUMNS = ["c.number", "c.name", "c.status", "c.status_group", "c.postcode", "c.town", "c.incorporated"] as const;

/**
 * The lookups that are one index range on both engines: by number, number prefix, postcode prefix and name prefix,
 * each bounded by its limit and in the same order on both (ties by key). Words are each engine's own full-text
 * search (words-sqlite.ts, words-postgres.ts): null for them.
 */
export async function lookupByRange(db: Db, lookup: CandidateLookup, limit: number, group: StatusGroup | null): Promise<Candidate[] | null> {
  const companies = () => {
    const query = db.selectFrom("directory_companies as c").select(COMPANY_COLUMNS);
    return group === null ? query : query.where("c.status_group", "=", STATUS_GROUPS.indexOf(group));
  };
  switch (lookup.kind) {
    case "number":
      return (await companies().where("c.id", "=", numberKey(lookup.number)).execute()).map(toCandidate);
    case "numberPrefix": {
      const range = numberKeyRange(lookup.prefix);
      if (!range) return [];
      return (await companies().where("c.id", ">=", range[0]).where("c.id", "<=", range[1]).orderBy("c.id").limit(limit).execute())
        .map(toCandidate);
    }
    case "postcodePrefix": {
      const prefix = normalisePostcode(lookup.prefix);
      if (!prefix) return [];
      return (await companies().where("c.postcode_key", ">=", prefix).where("c.postcode_key", "<", `${prefix}\u007f`)
        .orderBy("c.postcode_key").orderBy("c.id").limit(limit).execute()).map(toCandidate);
    }
    case "namePrefix": {
      if (!lookup.prefix) return [];
      // Names first (their norm index walked in order, stopping at the limit), each joined to its company by key.
      let query = db.selectFrom("directory_names as n")
        .innerJoin("directory_companies as c", (join) => join.on("c.id", "=", sql<number>`n.id / ${sql.lit(NAME_SLOTS)}`))
        .select([...COMPANY_COLUMNS, "n.id as matched_id", "n.name as matched_name", "n.norm as matched_norm"])
        .where("n.norm", ">=", lookup.prefix).where("n.norm", "<", `${lookup.prefix}\u007f`);
      if (group !== null) query = query.where("c.status_group", "=", STATUS_GROUPS.indexOf(group));
      return (await query.orderBy("n.norm").orderBy("n.id").limit(limit).execute()).map(toCandidate);
    }
    case "words":
      return null;
  }
}
