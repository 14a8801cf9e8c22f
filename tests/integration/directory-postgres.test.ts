// The shared directory on PostgreSQL: the same store contract as the embedded one (lib/directory/store-contract.ts),
// and `npm run directory:import` into PostgreSQL, stopped with Ctrl-C part-way and resumed, ending with the counts
// the SQLite import gives for the same file. Each store gets a schema of its own. Skipped only on a machine
// without PostgreSQL, never in CI.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Kysely, PostgresDialect, sql } from "kysely";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { importFiles } from "../../lib/directory/import-files";
import { openDirectoryPool } from "../../lib/directory/postgres-pool";
import { openPostgresStore, WRITE_LOCK } from "../../lib/directory/postgres-store";
import { searchDirectory } from "../../lib/directory/search";
import { openSqliteStore } from "../../lib/directory/sqlite-store";
import type { DirectoryTables } from "../../lib/directory/tables";
import { directoryStoreContract } from "../../lib/directory/store-contract";
import { loadStartShare } from "../../lib/directory/word-statistics";
import { COMMON_START_SHARE, postgresWords } from "../../lib/directory/words-postgres";
import { generateChCsv } from "../../scripts/generate-ch-csv";
import { postgresSchemas } from "./postgres-schemas";
import { until } from "./until";

const { databaseUrl, admin, fresh } = postgresSchemas("directory_test");

/** The schemas made so far, newest last. */
const schemas: string[] = [];
async function freshSchemaUrl(): Promise<string> {
  const { schema, url } = await fresh();
  schemas.push(schema);
  return url;
}
const tmp = mkdtempSync(path.join(tmpdir(), "directory-pg-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe.skipIf(!databaseUrl)("the directory on PostgreSQL", () => {
  directoryStoreContract("PostgreSQL", async () => openPostgresStore(await freshSchemaUrl()));
  // A fresh directory has no statistics, so every typed start is taken for rare; this asks the other way too.
  directoryStoreContract("PostgreSQL, every typed start taken for common", async () =>
    openPostgresStore(await freshSchemaUrl(), { commonStartShare: 0 }));
  // A fresh directory has no sample of its names either, so words are never walked in id order; this walks them all.
  directoryStoreContract("PostgreSQL, every query of words walked in id order", async () =>
    openPostgresStore(await freshSchemaUrl(), { denseWordsShare: 0 }));

  it("walks words one name holds together in id order once a sample of the names shows them, and asks the index when the walk ends short", async () => {
    // The words together in a fifth of the names: in the first schema all after the first 4,000 names (the walk,
    // bounded at four times the 250 names the sample expects to hold 50, ends short and the index answers), in the
    // second spread from the start, where the walk finds them.
    const names = (upon: (index: number) => boolean) => Array.from({ length: 5000 }, (_, index) => ({
      number: `06${String(index).padStart(6, "0")}`, name: upon(index) ? `NEWCASTLE UPON TYNE ${index} LIMITED` : `${index % 40 === 1 ? "SMITH" : "JONES"} ${index} HOLDINGS LIMITED`,
      status: "Active", postcode: null, town: null, incorporationDate: null, previousNames: [],
    }));
    for (const [layout, upon] of [["late", (index: number) => index >= 4000], ["early", (index: number) => index % 5 === 0]] as const) {
      const url = await freshSchemaUrl();
      const store = openPostgresStore(url);
      const statements: string[] = [];
      const db = new Kysely<DirectoryTables>({
        dialect: new PostgresDialect({ pool: openDirectoryPool(url, { max: 2 }) }),
        log: (event) => { if (event.level === "query") statements.push(event.query.sql); },
      });
      try {
        const records = names(upon);
        await store.upsertBatch(records, { mode: "replace" });
        await sql`ANALYZE directory_names`.execute(db);
        const words = postgresWords(db, COMMON_START_SHARE, 0.1);
        const walked = (from: number) => statements.slice(from).filter((text) => /ts_match_vq\(words/.test(text) && /ORDER BY id LIMIT \$/.test(text));
        const indexed = (from: number) => statements.slice(from).filter((text) => /words @@/.test(text));
        // The first lookups read the sample in the background; the index answers them meanwhile.
        await until("the sample of the names read", async () => {
          const from = statements.length;
          await words.lookup({ kind: "words", whole: ["upon"], prefix: "new" }, 50, null);
          return walked(from).length > 0;
        });
        const expected = records.filter((_, index) => upon(index)).slice(0, 50).map((record) => record.number);
        for (const query of [{ whole: ["upon"], prefix: "new" }, { whole: ["tyne", "newcastle"], prefix: "up" }, { whole: ["newcastle"], prefix: "upo" }]) {
          const from = statements.length;
          const found = await words.lookup({ kind: "words", ...query }, 50, null);
          expect(found.map((candidate) => candidate.number), `${layout}: ${JSON.stringify(query)}`).toEqual(expected);
          expect(walked(from), `${layout}: ${JSON.stringify(query)}`).toHaveLength(1);
          expect(indexed(from), `${layout}: ${JSON.stringify(query)}`).toHaveLength(layout === "late" ? 1 : 0);
        }
        // Words the sample finds together in fewer names than the share (2% of them), and one word alone, go to the index.
        const from = statements.length;
        const smiths = await words.lookup({ kind: "words", whole: ["smith"], prefix: "hold" }, 50, null);
        expect(smiths.map((candidate) => candidate.number)).toEqual(records.filter((record) => record.name.startsWith("SMITH")).slice(0, 50).map((record) => record.number));
        await words.lookup({ kind: "words", whole: ["upon"], prefix: null }, 50, null);
        expect(walked(from)).toEqual([]);
        expect(indexed(from)).toHaveLength(2);
      } finally {
        await db.destroy();
        await store.close();
      }
    }
  });

  it("learns an answer that teaches nothing new without waiting for the write lock, and one that does only once it is free", async () => {
    const url = await freshSchemaUrl();
    const store = openPostgresStore(url, { lockTimeoutMs: 300 });
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    try {
      const company = { number: "05200001", name: "HELD LIMITED", status: "Active", postcode: null, town: "LEEDS", incorporationDate: null, previousNames: [] };
      await store.upsertBatch([company, { ...company, number: "05200002", name: "HELD PARENT LIMITED" }], { mode: "replace" });
      const known = { merge: [{ ...company, town: null }], fill: [{ ...company, number: "05200002", name: "ANOTHER SPELLING" }], links: [{ number: "05200001", parent: "05200002" }], viewer: "held-viewer" };
      await store.learn(known);
      // An import (or another server) holds the write lock, as while it builds its indexes.
      await holder.query("BEGIN");
      await holder.query("SELECT pg_advisory_xact_lock($1)", [WRITE_LOCK]);
      await store.learn(known);
      await expect(store.learn({ ...known, merge: [{ ...company, status: "Dissolved" }] })).rejects.toThrow(/lock timeout/);
      await holder.query("ROLLBACK");
      await store.learn({ ...known, merge: [{ ...company, status: "Dissolved" }] });
      expect((await searchDirectory(store, { q: "05200001", limit: 1, status: null })).hits[0]).toMatchObject({ status: "Dissolved", town: "LEEDS" });
      expect((await store.subsidiaries("05200002", 5, "held-viewer")).map((row) => row.number)).toEqual(["05200001"]);
    } finally {
      await holder.end();
      await store.close();
    }
  });

  it("reads how common a word start is from PostgreSQL's statistics", async () => {
    const url = await freshSchemaUrl();
    const store = openPostgresStore(url);
    const pool = openDirectoryPool(url, { max: 1 });
    try {
      await store.upsertBatch(Array.from({ length: 200 }, (_, index) => ({
        number: `0400${String(index).padStart(4, "0")}`, name: `${index % 4 ? "PHARMACY" : "BAKERY"} ${index} LIMITED`,
        status: "Active", postcode: null, town: null, incorporationDate: null, previousNames: [],
      })), { mode: "replace" });
      await pool.query("ANALYZE directory_names");
      const share = await loadStartShare(pool);
      expect(share("pharm")).toBeCloseTo(0.75, 1);
      expect(share("bake")).toBeCloseTo(0.25, 1);
      expect(share("intezq")).toBe(0);
    } finally {
      await pool.end();
      await store.close();
    }
  });

  it("plans on its own connections with its random_page_cost, keeping the schema the address names", async () => {
    const url = await freshSchemaUrl();
    const pool = openDirectoryPool(url, { max: 1 });
    try {
      const { rows: [row] } = await pool.query<{ cost: string; path: string }>(
        "SELECT current_setting('random_page_cost') AS cost, current_setting('search_path') AS path");
      expect(row).toEqual({ cost: "1.1", path: schemas.at(-1) });
      // The server's own setting stays for everything else.
      expect((await admin!.query("SHOW random_page_cost")).rows[0].random_page_cost).toBe("4");
    } finally {
      await pool.end();
    }
  });

  it("brings a directory written before word starts were indexed up to date when it opens", async () => {
    const url = await freshSchemaUrl();
    const schema = schemas.at(-1)!;
    // The table as the first PostgreSQL directory made it: words computed by PostgreSQL, without word starts.
    await admin!.query(`
      CREATE TABLE ${schema}.directory_names (id bigint PRIMARY KEY, name text NOT NULL, norm text COLLATE "C" NOT NULL,
        words tsvector GENERATED ALWAYS AS (array_to_tsvector(string_to_array(norm, ' '))) STORED);
      CREATE TABLE ${schema}.directory_companies (id bigint PRIMARY KEY, number text NOT NULL, name text NOT NULL, status text,
        status_group smallint NOT NULL, postcode text, postcode_key text COLLATE "C", town text, incorporated text, sic text,
        fingerprint bigint NOT NULL);
      INSERT INTO ${schema}.directory_companies VALUES (5000001, '05000001', 'HARBOUR LIGHT BUILDERS LIMITED', 'Active', 0, NULL, NULL, NULL, NULL, NULL, 1);
      INSERT INTO ${schema}.directory_names (id, name, norm) VALUES (5000001 * 16, 'HARBOUR LIGHT BUILDERS LIMITED', 'harbour light builders');
    `);
    const store = openPostgresStore(url);
    try {
      expect((await searchDirectory(store, { q: "light bu", limit: 5, status: null })).hits.map((hit) => hit.number)).toEqual(["05000001"]);
      const [column] = (await admin!.query(
        "SELECT attgenerated FROM pg_attribute WHERE attrelid = $1::regclass AND attname = 'words'", [`${schema}.directory_names`],
      )).rows;
      expect(column.attgenerated).toBe("");
      // Statistics wide enough for the planner to tell a rare word start from a common one (directory migration 001).
      const { rows: [words] } = await admin!.query(
        "SELECT attstattarget FROM pg_attribute WHERE attrelid = $1::regclass AND attname = 'words'", [`${schema}.directory_names`],
      );
      expect(words.attstattarget).toBe(1000);
      // Written from now on by the writer, word starts included.
      await store.upsertBatch([{ number: "05000002", name: "HARBOUR BUOYS LIMITED", status: "Active", postcode: null, town: null,
        incorporationDate: null, previousNames: [] }], { mode: "replace" });
      expect((await searchDirectory(store, { q: "harbour buo", limit: 5, status: null })).hits.map((hit) => hit.number)).toEqual(["05000002"]);
    } finally {
      await store.close();
    }
  });

  it("imports a register file with the command line, stopped part-way and resumed, to the SQLite import's counts", async () => {
    const csv = path.join(tmp, "BasicCompanyData-2025-02-01.csv");
    await generateChCsv({ rows: 40_000, out: csv, seed: 3, broken: 4 });
    const embedded = openSqliteStore(path.join(tmp, "reference.sqlite"));
    const [expected] = await importFiles(embedded, [csv]);
    await embedded.close();
    expect(expected).toMatchObject({ outcome: "done", rows: 40_000 - 4, malformed: 4 });

    const url = await freshSchemaUrl();
    const env = { ...process.env, DATABASE_URL: url, DIRECTORY_FILE: path.join(tmp, "unused", "directory.sqlite") };
    const args = ["--import", "tsx", "scripts/directory-import.ts", "--quiet", csv];
    // Ctrl-C once the first batches are committed: the command stops at the end of a batch and says so.
    const first = spawn(process.execPath, args, { env, stdio: ["ignore", "ignore", "pipe"] });
    let firstErr = "";
    first.stderr.on("data", (chunk: Buffer) => { firstErr += chunk.toString(); });
    const exited = new Promise<number | null>((resolve) => first.once("exit", resolve));
    const store = openPostgresStore(url);
    try {
      for (let waited = 0; ; waited += 20) {
        const at = await store.checkpoint(expected.fileKey).catch(() => null);
        if (at && at.rows > 0) break;
        if (waited > 60_000) throw new Error(`no checkpoint after 60 s: ${firstErr}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      first.kill("SIGINT");
      expect(await exited).toBe(0);
      expect(firstErr).toContain("INTERRUPTED (run again to resume)");
      const stoppedAt = await store.checkpoint(expected.fileKey);
      expect(stoppedAt?.done).toBe(false);
      expect(stoppedAt!.rows).toBeLessThan(expected.rows);

      const second = spawnSync(process.execPath, args, { env, encoding: "utf8", timeout: 120_000 });
      expect(second.status, second.stderr).toBe(0);
      expect(second.stderr).toContain(`(resumed after line ${stoppedAt!.line})`);
      expect(second.stderr).toContain(`${expected.rows} rows: ${expected.inserted} new, ${expected.updated} updated, ${expected.unchanged} unchanged; ${expected.malformed} malformed lines`);
      expect(second.stderr).toContain("directory: PostgreSQL (DATABASE_URL)");
      expect(second.stderr).not.toContain(url);
      expect(await store.count()).toBe(expected.inserted);
      expect((await store.malformedLines(expected.fileKey)).map((line) => line.line)).toHaveLength(4);
      // The deferred indexes were built: a word search answers from them.
      const { rows } = await admin!.query("SELECT indexname FROM pg_indexes WHERE schemaname = $1 ORDER BY indexname", [new URL(url).searchParams.get("options")!.split("=")[1]]);
      expect(rows.map((row) => row.indexname)).toEqual(expect.arrayContaining(["directory_names_norm", "directory_names_words", "directory_companies_postcode"]));
      const anyName = (await admin!.query(`SELECT name FROM ${schemas.at(-1)}.directory_companies ORDER BY id DESC LIMIT 1`)).rows[0].name as string;
      const hit = (await searchDirectory(store, { q: anyName, limit: 5, status: null })).hits[0];
      expect(hit?.name).toBe(anyName);
      expect(spawnSync(process.execPath, args, { env, encoding: "utf8", timeout: 60_000 }).stderr).toContain("already imported, skipped");
    } finally {
      first.kill("SIGKILL");
      await store.close();
    }
  }, 240_000);
});
