// The embedded screening store: one SQLite file (WAL, so that screenings read while a load writes), entities in
// one table, their name keys in a contentless FTS5 index keyed by the entity row. A full load writes its batches in
// transactions of their own under a version nobody reads yet; the switch into force is one transaction.
import { mkdirSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { Kysely } from "kysely";
import { sqliteDialect } from "../db/sqlite-dialect";
import type { DeltaOp, ScreeningEntity } from "./store-entity";
import { type CandidateSource, candidatesOfMany } from "./store-candidates";
import { entityNameKeys, entityPairKeys, fts5Query } from "./store-name-index";
import { migrateScreening } from "./store-migrate";
import { ENTITY_COLUMNS, entityColumns, type EntityColumns, listInForce, storedEntity } from "./store-rows";
import type { ScreeningTables, ScreeningVersionsTable } from "./store-tables";
import { NoVersionInForceError, type ScreeningStore, type StoredEntity, type VersionEnd, type VersionStart } from "./store";

type Row = EntityColumns & { list: string; list_version: string };

const IN_FORCE = `SELECT v.* FROM screening_versions v JOIN screening_lists l ON l.version_id = v.id`;
// Rows of versions in force only: a list's version row names the load whose entity rows it reads.
const ENTITY_IN_FORCE = `SELECT e.*, v.list AS list, v.version AS list_version FROM screening_entities e
  JOIN screening_versions v ON v.entities_of = e.load JOIN screening_lists l ON l.version_id = v.id`;

export function openSqliteScreeningStore(file: string): ScreeningStore {
  if (file !== ":memory:") mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = NORMAL");
  db.pragma("busy_timeout = 10000");
  const query = new Kysely<ScreeningTables>({ dialect: sqliteDialect(db) });
  const opened = migrateScreening(query, "sqlite").then(() => storeOn(db));
  opened.catch(() => undefined);
  const on = async <T>(work: (store: Omit<ScreeningStore, "close">) => T | Promise<T>): Promise<T> => work(await opened);
  return {
    beginLoad: (...args) => on((store) => store.beginLoad(...args)),
    writeEntities: (...args) => on((store) => store.writeEntities(...args)),
    finishLoad: (...args) => on((store) => store.finishLoad(...args)),
    abandonLoad: (...args) => on((store) => store.abandonLoad(...args)),
    applyDelta: (...args) => on((store) => store.applyDelta(...args)),
    listsInForce: () => on((store) => store.listsInForce()),
    entity: (...args) => on((store) => store.entity(...args)),
    candidates: (...args) => on((store) => store.candidates(...args)),
    candidatesOfMany: (...args) => on((store) => store.candidatesOfMany(...args)),
    async close() {
      await opened.catch(() => undefined);
      await query.destroy();
    },
  };
}

/** Every statement is synchronous (better-sqlite3), so no other call on the connection runs inside a transaction. */
function storeOn(db: Database.Database): Omit<ScreeningStore, "close"> {
  const insertEntity = db.prepare(`INSERT INTO screening_entities (load, ${ENTITY_COLUMNS.join(", ")})
    VALUES (@load, ${ENTITY_COLUMNS.map((column) => `@${column}`).join(", ")})`);
  const insertKeys = db.prepare("INSERT INTO screening_name_index (rowid, parts, phonetic) VALUES (?, ?, ?)");
  const insertPairs = db.prepare("INSERT INTO screening_name_pairs (rowid, pairs) VALUES (?, ?)");
  const rowOf = db.prepare<[number, string], { row: number }>("SELECT row FROM screening_entities WHERE load = ? AND id = ?");
  const deleteIndexed = db.prepare("DELETE FROM screening_name_index WHERE rowid = ?");
  const deletePairs = db.prepare("DELETE FROM screening_name_pairs WHERE rowid = ?");
  const deleteKeys = (row: number): void => {
    deleteIndexed.run(row);
    deletePairs.run(row);
  };
  const deleteRow = db.prepare("DELETE FROM screening_entities WHERE row = ?");
  const version = db.prepare<[number], ScreeningVersionsTable>("SELECT * FROM screening_versions WHERE id = ?");
  const inForceOf = db.prepare<[string], ScreeningVersionsTable>(`${IN_FORCE} WHERE l.name = ?`);
  const countOf = db.prepare<[number], { count: number }>("SELECT count(*) AS count FROM screening_entities WHERE load = ?");
  const loadsInForceRows = db.prepare<[], { load: number }>(
    "SELECT DISTINCT v.entities_of AS load FROM screening_versions v JOIN screening_lists l ON l.version_id = v.id");
  const pairRows = db.prepare<[string], { row: number; load: number }>(`SELECT f.rowid AS row, k.load AS load
    FROM screening_name_pairs f JOIN screening_entities k ON k.row = f.rowid WHERE screening_name_pairs MATCH ?`);
  const pairRowsAll = db.prepare<[string], number>("SELECT rowid FROM screening_name_pairs WHERE screening_name_pairs MATCH ?").pluck();
  // Loads that versions name but that are not in force (one loading, or replaced): rows of these may still be there.
  const otherLoads = db.prepare<[], number>(`SELECT DISTINCT entities_of FROM screening_versions WHERE entities_of NOT IN
    (SELECT v.entities_of FROM screening_versions v JOIN screening_lists l ON l.version_id = v.id)`).pluck();
  const hasRows = db.prepare<[number], number>("SELECT EXISTS (SELECT 1 FROM screening_entities WHERE load = ?)").pluck();
  // FTS5 ranks by bm25 (most and rarest keys shared first) over every load; the best `limit` rows in force are chosen
  // on the row's load alone, so that only those rows are read whole.
  const keyRows = db.prepare<[string, number], { row: number }>(`SELECT f.rowid AS row FROM screening_name_index f
    JOIN screening_entities k ON k.row = f.rowid
    WHERE screening_name_index MATCH ? AND k.load IN (SELECT v.entities_of FROM screening_versions v JOIN screening_lists l ON l.version_id = v.id)
    ORDER BY f.rank LIMIT ?`);
  // CROSS JOIN keeps SQLite walking the wanted rows, not every row of the loads in force.
  const rowsInForce = db.prepare<[string], Row & { row: number }>(`SELECT e.*, v.list AS list, v.version AS list_version
    FROM json_each(?) wanted CROSS JOIN screening_entities e ON e.row = wanted.value
    JOIN screening_versions v ON v.entities_of = e.load JOIN screening_lists l ON l.version_id = v.id`);
  const candidateSource: CandidateSource = {
    async pairRows(tokens) {
      const found = new Map<string, number[]>();
      // Tokens are [a-z0-9_] (store-name-index.ts), quoted as one FTS5 string each. Every row is in force but while a
      // load runs: then each row's load is read too (a random read of the entity table per row, ~5 µs each).
      if (otherLoads.all().every((load) => !hasRows.get(load))) {
        for (const token of tokens) found.set(token, pairRowsAll.all(`"${token}"`));
        return found;
      }
      const inForce = loadsInForce();
      for (const token of tokens) found.set(token, pairRows.all(`"${token}"`).filter(({ load }) => inForce.has(load)).map(({ row }) => row));
      return found;
    },
    async keyRows(query, limit) {
      const match = fts5Query(query);
      return match ? keyRows.all(match, limit).map(({ row }) => row) : [];
    },
    async entities(rows) {
      const found = new Map<number, StoredEntity>();
      for (const row of rowsInForce.all(JSON.stringify(rows))) found.set(row.row, storedEntity(row) as StoredEntity);
      return found;
    },
  };

  const remove = (load: number, id: string): boolean => {
    const found = rowOf.get(load, id);
    if (!found) return false;
    deleteKeys(found.row);
    deleteRow.run(found.row);
    return true;
  };
  const write = (load: number, entity: ScreeningEntity): void => {
    // A file that names an entity twice (or a delta's ADD of one already there): the later line is the one kept.
    remove(load, entity.id);
    const { lastInsertRowid } = insertEntity.run({ load, ...entityColumns(entity) });
    const keys = entityNameKeys(entity);
    if (keys.parts.length > 0) insertKeys.run(lastInsertRowid, keys.parts.join(" "), keys.phonetic.join(" "));
    const pairs = entityPairKeys(entity);
    if (pairs.length > 0) insertPairs.run(lastInsertRowid, pairs.join(" "));
  };
  /** The rows of a load, in batches of their own so that a large list's removal never holds the lock for long. */
  const dropLoad = (load: number): void => {
    const batch = db.prepare<[number], { row: number }>("SELECT row FROM screening_entities WHERE load = ? LIMIT 5000");
    const dropBatch = db.transaction((rows: { row: number }[]) => {
      for (const { row } of rows) {
        deleteKeys(row);
        deleteRow.run(row);
      }
    });
    for (let rows = batch.all(load); rows.length > 0; rows = batch.all(load)) dropBatch(rows);
  };
  const addVersion = (start: VersionStart, kind: "full" | "delta", entitiesOf: number | null, state: "loading" | "loaded", end?: VersionEnd): number => {
    const { lastInsertRowid } = db.prepare(`INSERT INTO screening_versions
      (list, version, date, file, kind, entity_count, bad_lines, entities_of, state, loaded_at)
      VALUES (?, ?, ?, ?, ?, 0, ?, ?, ?, ?)`).run(start.list, end?.version ?? "", end?.date ?? null, start.file, kind,
      end?.badLines ?? 0, entitiesOf ?? 0, state, new Date().toISOString());
    const id = Number(lastInsertRowid);
    if (entitiesOf === null) db.prepare("UPDATE screening_versions SET entities_of = ? WHERE id = ?").run(id, id);
    return id;
  };
  const putInForce = (list: string, id: number): void => {
    db.prepare(`INSERT INTO screening_lists (name, version_id) VALUES (?, ?)
      ON CONFLICT (name) DO UPDATE SET version_id = excluded.version_id`).run(list, id);
  };
  /** Loads of a list left behind (replaced, or a load a crash interrupted), except the one in force and `keep`. */
  const staleLoads = (list: string, keep: number): number[] => db.prepare<[string, string, number], { load: number }>(
    `SELECT DISTINCT entities_of AS load FROM screening_versions WHERE list = ? AND entities_of NOT IN
       (SELECT v.entities_of FROM screening_versions v JOIN screening_lists l ON l.version_id = v.id WHERE l.name = ?)
       AND entities_of <> ?`).all(list, list, keep).map(({ load }) => load);

  return {
    async beginLoad(start) {
      const id = db.transaction(() => addVersion(start, "full", null, "loading"))();
      for (const load of staleLoads(start.list, id)) dropLoad(load);
      return id;
    },
    async writeEntities(load, entities) {
      db.transaction(() => {
        for (const entity of entities) write(load, entity);
      })();
    },
    async finishLoad(load, end) {
      const switched = db.transaction(() => {
        const { count } = countOf.get(load) ?? { count: 0 };
        db.prepare("UPDATE screening_versions SET version = ?, date = ?, bad_lines = ?, entity_count = ?, state = 'loaded' WHERE id = ?")
          .run(end.version, end.date, end.badLines, count, load);
        const row = version.get(load);
        if (!row) throw new Error(`screening load ${load} is gone`);
        putInForce(row.list, load);
        return row;
      }).immediate();
      for (const stale of staleLoads(switched.list, load)) dropLoad(stale);
      optimiseIndexes();
      return listInForce(switched);
    },
    async abandonLoad(load) {
      dropLoad(load);
      db.prepare("DELETE FROM screening_versions WHERE id = ? AND state = 'loading'").run(load);
    },
    async applyDelta(start, ops, end) {
      return listInForce(db.transaction(() => {
        const base = inForceOf.get(start.list);
        if (!base) throw new NoVersionInForceError(start.list);
        const load = base.entities_of;
        for (const op of ops) applyOp(op, load);
        const id = addVersion(start, "delta", load, "loaded", end);
        const { count } = countOf.get(load) ?? { count: 0 };
        db.prepare("UPDATE screening_versions SET entity_count = ? WHERE id = ?").run(count, id);
        putInForce(start.list, id);
        const row = version.get(id);
        if (!row) throw new Error(`screening version ${id} is gone`);
        return row;
      }).immediate());
    },
    async listsInForce() {
      return db.prepare<[], ScreeningVersionsTable>(`${IN_FORCE} ORDER BY v.list`).all().map(listInForce);
    },
    async entity(list, id) {
      const row = db.prepare<[string, string], Row>(`${ENTITY_IN_FORCE} WHERE l.name = ? AND e.id = ?`).get(list, id);
      return row ? storedEntity(row) : undefined;
    },
    async candidates(candidateQuery, limit) {
      return (await candidatesOfMany(candidateSource, [candidateQuery], limit))[0] ?? [];
    },
    candidatesOfMany: (queries, limit) => candidatesOfMany(candidateSource, queries, limit),
  };

  /**
   * Merges each index's segments into one (FTS5 'optimize'; ~2 s for a million entities): a load leaves hundreds of
   * segments, and a lookup probes each, ~55 µs a token against ~15 µs after.
   */
  function optimiseIndexes(): void {
    for (const index of ["screening_name_index", "screening_name_pairs"]) db.prepare(`INSERT INTO ${index} (${index}) VALUES ('optimize')`).run();
  }

  function loadsInForce(): Set<number> {
    return new Set(loadsInForceRows.all().map(({ load }) => load));
  }

  function applyOp(op: DeltaOp, load: number): void {
    if (op.op === "DEL") {
      remove(load, op.id);
      return;
    }
    // ADD of an entity already there, or MOD of one not yet there: the operation's entity is the one kept (write()).
    write(load, op.entity);
  }
}

