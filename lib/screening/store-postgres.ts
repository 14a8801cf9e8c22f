// The screening store in the PostgreSQL the dashboard's servers share (DATABASE_URL): the same contract as the
// embedded one. A full load's batches go in by COPY under a version nobody reads yet; the switch into force, and a
// delta, are one transaction each, holding the list's advisory lock so that two loaders of one list take turns.
// Name keys are a tsvector column of the entity row (parts weighted A, phonetic codes B) under a GIN index.
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { withStartupOptions } from "../db/startup-options";
import { from as copyFrom } from "pg-copy-streams";
import type { DeltaOp, ScreeningEntity } from "./store-entity";
import { type CandidateSource, candidatesOfMany } from "./store-candidates";
import { entityNameKeys, entityPairKeys, tsQuery, tsVectorLiteral } from "./store-name-index";
import { migrateScreening } from "./store-migrate";
import { ENTITY_COLUMNS, entityColumns, type EntityColumns, listInForce, storedEntity } from "./store-rows";
import type { ScreeningTables, ScreeningVersionsTable } from "./store-tables";
import { NoVersionInForceError, type ScreeningStore, type StoredEntity, type VersionEnd, type VersionStart } from "./store";

type Row = EntityColumns & { list: string; list_version: string };

const COLUMNS = ["load", ...ENTITY_COLUMNS, "name_keys", "name_pairs"];
const IN_FORCE = "SELECT v.* FROM screening_versions v JOIN screening_lists l ON l.version_id = v.id";
const ENTITY_IN_FORCE = `SELECT e.*, v.list AS list, v.version AS list_version FROM screening_entities e
  JOIN screening_versions v ON v.entities_of = e.load JOIN screening_lists l ON l.version_id = v.id`;
const UNIQUE_VIOLATION = "23505";

/** COPY's text format: backslash, tab and line ends escaped; every value here is text, none null. */
function copyField(value: string | number): string {
  return String(value).replace(/\\/g, "\\\\").replace(/\t/g, "\\t").replace(/\n/g, "\\n").replace(/\r/g, "\\r");
}

function values(load: number, entity: ScreeningEntity): (string | number)[] {
  const columns = entityColumns(entity);
  // Pair tokens are [a-z0-9_] (store-name-index.ts): each is one lexeme of the tsvector as written.
  return [load, ...ENTITY_COLUMNS.map((column) => columns[column]), tsVectorLiteral(entityNameKeys(entity)), entityPairKeys(entity).join(" ")];
}

const UPSERT = `INSERT INTO screening_entities (${COLUMNS.join(", ")})
  VALUES (${COLUMNS.map((column, index) => (column.startsWith("name_") ? `$${index + 1}::tsvector` : `$${index + 1}`)).join(", ")})
  ON CONFLICT (load, id) DO UPDATE SET ${COLUMNS.filter((column) => column !== "load" && column !== "id")
    .map((column) => `${column} = excluded.${column}`).join(", ")}`;

export function openPostgresScreeningStore(connectionString: string, { maxConnections = 4 } = {}): ScreeningStore {
  // A candidate query's estimate (a tsquery from a parameter: thousands of rows guessed where a few come) crosses
  // PostgreSQL's JIT threshold, and compiling it took ~300 ms of a 40 ms query. Its queries are small: no JIT.
  const pool = new pg.Pool({ connectionString: withStartupOptions(connectionString, "-c jit=off"), max: maxConnections });
  // An idle connection the server drops (a restart) must not take the process with it.
  pool.on("error", () => undefined);
  const query = new Kysely<ScreeningTables>({ dialect: new PostgresDialect({ pool }) });
  let migrated: Promise<void> | undefined;
  const ready = (): Promise<void> => {
    migrated ??= migrateScreening(query, "postgres").catch((error: unknown) => {
      migrated = undefined;
      throw error;
    });
    return migrated;
  };
  const transaction = async <T>(work: (client: pg.PoolClient) => Promise<T>, list?: string): Promise<T> => {
    await ready();
    const client = await pool.connect();
    try {
      await client.query("BEGIN");
      if (list !== undefined) await client.query("SELECT pg_advisory_xact_lock(hashtext('screening:' || $1))", [list]);
      const result = await work(client);
      await client.query("COMMIT");
      return result;
    } catch (error) {
      await client.query("ROLLBACK").catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  };
  const read = async <R extends pg.QueryResultRow>(text: string, params: unknown[] = []): Promise<R[]> => {
    await ready();
    return (await pool.query<R>(text, params)).rows;
  };
  const versionRow = async (client: pg.PoolClient, id: number): Promise<ScreeningVersionsTable> => {
    const { rows: [row] } = await client.query<ScreeningVersionsTable>("SELECT * FROM screening_versions WHERE id = $1", [id]);
    if (!row) throw new Error(`screening version ${id} is gone`);
    return row;
  };
  const putInForce = (client: pg.PoolClient, list: string, id: number) => client.query(
    `INSERT INTO screening_lists (name, version_id) VALUES ($1, $2) ON CONFLICT (name) DO UPDATE SET version_id = excluded.version_id`, [list, id]);
  const countOf = async (client: pg.PoolClient, load: number): Promise<number> =>
    Number((await client.query<{ count: string }>("SELECT count(*) AS count FROM screening_entities WHERE load = $1", [load])).rows[0]?.count ?? 0);
  /** Loads of a list left behind (replaced, or interrupted), except the one in force and `keep`. */
  const dropStale = (client: pg.PoolClient, list: string, keep: number) => client.query(
    `DELETE FROM screening_entities WHERE load IN (SELECT DISTINCT entities_of FROM screening_versions WHERE list = $1
       AND entities_of <> $2 AND entities_of NOT IN (SELECT v.entities_of FROM screening_versions v
         JOIN screening_lists l ON l.version_id = v.id WHERE l.name = $1))`, [list, keep]);

  const candidateSource: CandidateSource = {
    async pairRows(tokens) {
      // Every token in one statement, each found through the GIN index of name_pairs, among the loads in force.
      const rows = await read<{ token: string; row: string }>(`SELECT t.token, e.row FROM unnest($1::text[]) AS t(token)
        JOIN screening_entities e ON e.name_pairs @@ t.token::tsquery
        WHERE e.load IN (SELECT v.entities_of FROM screening_versions v JOIN screening_lists l ON l.version_id = v.id)`, [tokens]);
      const found = new Map<string, number[]>();
      for (const { token, row } of rows) {
        const holding = found.get(token) ?? [];
        holding.push(Number(row));
        found.set(token, holding);
      }
      return found;
    },
    async keyRows(candidateQuery, limit) {
      const text = tsQuery(candidateQuery);
      if (!text) return [];
      // Most (and best-weighted) keys shared first, among the versions in force.
      return (await read<{ row: string }>(`SELECT e.row FROM screening_entities e, to_tsquery('simple', $1) q
        WHERE e.name_keys @@ q AND e.load IN (SELECT v.entities_of FROM screening_versions v JOIN screening_lists l ON l.version_id = v.id)
        ORDER BY ts_rank(e.name_keys, q) DESC, e.row LIMIT $2`, [text, limit])).map(({ row }) => Number(row));
    },
    async entities(rows) {
      const found = new Map<number, StoredEntity>();
      // The entity's own columns only: its two tsvectors would double what is sent for rows the matcher never indexes.
      for (const row of await read<Row & { row: string }>(`SELECT e.row, ${ENTITY_COLUMNS.map((column) => `e.${column}`).join(", ")},
          v.list AS list, v.version AS list_version FROM screening_entities e
          JOIN screening_versions v ON v.entities_of = e.load JOIN screening_lists l ON l.version_id = v.id
        WHERE e.row = ANY($1::bigint[])`, [rows])) {
        found.set(Number(row.row), storedEntity(row));
      }
      return found;
    },
  };

  return {
    beginLoad: (start) => transaction(async (client) => {
      const { rows: [row] } = await client.query<{ id: string }>(`INSERT INTO screening_versions
        (list, version, date, file, kind, entity_count, bad_lines, entities_of, state, loaded_at)
        VALUES ($1, '', NULL, $2, 'full', 0, 0, 0, 'loading', $3) RETURNING id`, [start.list, start.file, new Date().toISOString()]);
      const id = Number(row?.id);
      await client.query("UPDATE screening_versions SET entities_of = id WHERE id = $1", [id]);
      await dropStale(client, start.list, id);
      return id;
    }, start.list),
    writeEntities: (load, entities) => transaction(async (client) => {
      // The later of two lines naming one entity is the one kept, as on SQLite.
      const unique = [...new Map(entities.map((entity) => [entity.id, entity])).values()];
      await client.query("SAVEPOINT screening_copy");
      try {
        const text = unique.map((entity) => `${values(load, entity).map(copyField).join("\t")}\n`).join("");
        await pipeline(Readable.from([text]), client.query(copyFrom(`COPY screening_entities (${COLUMNS.join(", ")}) FROM STDIN`)));
        await client.query("RELEASE SAVEPOINT screening_copy");
      } catch (error) {
        if ((error as { code?: string }).code !== UNIQUE_VIOLATION) throw error;
        // An entity an earlier batch of the file already named: merged row by row instead.
        await client.query("ROLLBACK TO SAVEPOINT screening_copy");
        for (const entity of unique) await client.query(UPSERT, values(load, entity));
      }
    }),
    async finishLoad(load, end) {
      const row = await transaction(async (client) => {
        const { list } = await versionRow(client, load);
        await client.query("SELECT pg_advisory_xact_lock(hashtext('screening:' || $1))", [list]);
        await client.query(`UPDATE screening_versions SET version = $1, date = $2, bad_lines = $3, entity_count = $4, state = 'loaded'
          WHERE id = $5`, [end.version, end.date, end.badLines, await countOf(client, load), load]);
        await putInForce(client, list, load);
        return versionRow(client, load);
      });
      await transaction((client) => dropStale(client, row.list, load), row.list);
      // A full load leaves a million new rows the planner has no statistics of, the replaced version's million dead,
      // and GIN entries pending: until autovacuum came, a screening took 3–6 s instead of ~0.5. Done now (~2 s), not
      // left to chance; a role that may not vacuum the table leaves it to autovacuum.
      await ready();
      await pool.query("VACUUM (ANALYZE) screening_entities").catch(() => undefined);
      return listInForce(row);
    },
    abandonLoad: (load) => transaction(async (client) => {
      await client.query("DELETE FROM screening_entities WHERE load = $1", [load]);
      await client.query("DELETE FROM screening_versions WHERE id = $1 AND state = 'loading'", [load]);
    }),
    applyDelta: (start: VersionStart, ops: readonly DeltaOp[], end: VersionEnd) => transaction(async (client) => {
      const { rows: [base] } = await client.query<ScreeningVersionsTable>(`${IN_FORCE} WHERE l.name = $1`, [start.list]);
      if (!base) throw new NoVersionInForceError(start.list);
      const load = Number(base.entities_of);
      for (const op of ops) {
        if (op.op === "DEL") await client.query("DELETE FROM screening_entities WHERE load = $1 AND id = $2", [load, op.id]);
        else await client.query(UPSERT, values(load, op.entity));
      }
      const { rows: [row] } = await client.query<{ id: string }>(`INSERT INTO screening_versions
        (list, version, date, file, kind, entity_count, bad_lines, entities_of, state, loaded_at)
        VALUES ($1, $2, $3, $4, 'delta', $5, $6, $7, 'loaded', $8) RETURNING id`,
        [start.list, end.version, end.date, start.file, await countOf(client, load), end.badLines, load, new Date().toISOString()]);
      await putInForce(client, start.list, Number(row?.id));
      return listInForce(await versionRow(client, Number(row?.id)));
    }, start.list),
    listsInForce: async () => (await read<ScreeningVersionsTable>(`${IN_FORCE} ORDER BY v.list`)).map(listInForce),
    async entity(list, id) {
      const [row] = await read<Row>(`${ENTITY_IN_FORCE} WHERE l.name = $1 AND e.id = $2`, [list, id]);
      return row ? storedEntity(row) : undefined;
    },
    async candidates(candidateQuery, limit) {
      return (await candidatesOfMany(candidateSource, [candidateQuery], limit))[0] ?? [];
    },
    candidatesOfMany: (queries, limit) => candidatesOfMany(candidateSource, queries, limit),
    close: () => query.destroy(),
  };
}
