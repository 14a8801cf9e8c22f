// Screening migration 002 (SQLite): the pair index (lib/screening/store-name-index.ts entityPairKeys), a contentless
// FTS5 table of one column keyed by the entity row like the name index, its tokens joined by "_". Rows already
// loaded are indexed here, in batches, from their stored names, so lists loaded before it are found as after.
// PostgreSQL's is 002-name-pairs-postgres.ts.
import { type Kysely, type Migration, sql } from "kysely";
import { entityPairKeys } from "../store-name-index";

/** Rows read and indexed per batch when the migration indexes the lists already loaded. */
export const BACKFILL_BATCH = 5000;

interface NamedRow {
  row: number;
  schema: string;
  names: string;
}

/** Each stored entity's pair tokens, batch by batch in row order, handed to `write`. */
// biome-ignore lint/suspicious/noExplicitAny: the migration runs before the schema store-tables.ts describes exists
export async function backfillPairs(db: Kysely<any>, write: (rows: { row: number; tokens: string[] }[]) => Promise<void>): Promise<void> {
  for (let after = 0; ;) {
    const { rows } = await sql<NamedRow>`SELECT e.row AS row, e.schema AS schema, e.names AS names
      FROM screening_entities e WHERE e.row > ${after} ORDER BY e.row LIMIT ${BACKFILL_BATCH}`.execute(db);
    if (rows.length === 0) return;
    await write(rows.map(({ row, schema, names }) => ({ row: Number(row), tokens: entityPairKeys({ schema, names: JSON.parse(names) }) })));
    after = Number(rows[rows.length - 1]!.row);
  }
}

export const screeningNamePairs: Migration = {
  // biome-ignore lint/suspicious/noExplicitAny: as above
  async up(db: Kysely<any>) {
    await sql.raw(`CREATE VIRTUAL TABLE screening_name_pairs USING fts5 (
      pairs, content = '', contentless_delete = 1, tokenize = "ascii tokenchars '_'")`).execute(db);
    await backfillPairs(db, async (rows) => {
      for (const { row, tokens } of rows) {
        if (tokens.length > 0) await sql`INSERT INTO screening_name_pairs (rowid, pairs) VALUES (${row}, ${tokens.join(" ")})`.execute(db);
      }
    });
  },
};
