// Screening migration 002 (PostgreSQL): the pair index (lib/screening/store-name-index.ts entityPairKeys) as a
// tsvector column of the entity row under a GIN index of its own; rows already loaded are indexed here from their
// stored names, in batches, before the index is built. SQLite's is 002-name-pairs.ts.
import { type Kysely, type Migration, sql } from "kysely";
import { backfillPairs } from "./002-name-pairs";

export const postgresScreeningNamePairs: Migration = {
  // biome-ignore lint/suspicious/noExplicitAny: the migration runs before the schema store-tables.ts describes exists
  async up(db: Kysely<any>) {
    await sql.raw("ALTER TABLE screening_entities ADD COLUMN name_pairs tsvector NOT NULL DEFAULT ''").execute(db);
    await backfillPairs(db, async (rows) => {
      const indexed = rows.filter((row) => row.tokens.length > 0);
      if (indexed.length === 0) return;
      await sql`UPDATE screening_entities e SET name_pairs = t.pairs::tsvector
        FROM unnest(${indexed.map((row) => row.row)}::bigint[], ${indexed.map((row) => row.tokens.join(" "))}::text[]) AS t(entity_row, pairs)
        WHERE e.row = t.entity_row`.execute(db);
    });
    await sql.raw("CREATE INDEX screening_entities_name_pairs ON screening_entities USING gin (name_pairs)").execute(db);
  },
};
