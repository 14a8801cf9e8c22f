// The loader and the screening store together, over the reference sample records: the same cases on both engines.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../sandbox/repo-root";
import { ListRefusedError, loadListFile } from "./load";
import { nameKeys } from "./name-keys";
import type { ScreeningStore } from "./store";

const REFERENCE = path.join(REPO_ROOT, "reference", "opensanctions");
const sampleLines = readFileSync(path.join(REFERENCE, "entities.ftm.json"), "utf8")
  .split("\n")
  .filter((line) => line.trim());
const samples = sampleLines.map((line) => JSON.parse(line));
const deltaOps = readFileSync(path.join(REFERENCE, "entities.delta.json"), "utf8")
  .split("\n")
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line));

/**
 * The loader over a store, run on each engine: SQLite in load.test.ts, PostgreSQL in
 * tests/integration/screening-postgres.test.ts. `open` makes a new, empty store.
 */
export function screeningStoreContract(engine: string, open: (dir: string) => Promise<ScreeningStore>): void {
  let dir: string;
  let store: ScreeningStore;

  beforeEach(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "screening-load-"));
    store = await open(dir);
  });
  afterEach(async () => {
    await store.close();
  });

  function file(name: string, lines: string[]): string {
    const full = path.join(dir, name);
    writeFileSync(full, `${lines.join("\n")}\n`);
    return full;
  }

  describe(`a full list file (${engine})`, () => {
    it("loads every entity of the reference sample with its fields", async () => {
      const outcome = await loadListFile(store, { list: "sample", file: path.join(REFERENCE, "entities.ftm.json") });
      expect(outcome.kind).toBe("full");
      expect(outcome.badLineCount).toBe(0);
      expect(outcome.inForce.entityCount).toBe(samples.length);
      expect(outcome.inForce.list).toBe("sample");
      for (const sample of samples) {
        const stored = await store.entity("sample", sample.id);
        expect(stored?.schema).toBe(sample.schema);
        expect(stored?.caption).toBe(sample.caption);
        expect(stored?.datasets).toEqual(sample.datasets);
        expect(stored?.topics).toEqual(sample.properties.topics ?? []);
        expect(stored?.birthDates).toEqual(sample.properties.birthDate ?? []);
        expect(stored?.names).toEqual(expect.arrayContaining(sample.properties.name ?? []));
        expect(stored?.properties).toEqual(sample.properties);
      }
      const person = samples.find((sample) => sample.properties.taxNumber);
      expect((await store.entity("sample", person.id))?.identifiers).toEqual(
        expect.arrayContaining(person.properties.taxNumber),
      );
    });

    it("finds an entity by any of its name keys, in any script its list spells it", async () => {
      await loadListFile(store, { list: "sample", file: path.join(REFERENCE, "entities.ftm.json") });
      const tobacco = samples.find((sample) => sample.caption.includes("Inter Tobacco"));
      // The Cyrillic spelling the list gives, asked by its Latin keys: "Интер Тобако" → "inter tobako".
      const cyrillic = tobacco.properties.name.find((name: string) => /Интер/.test(name));
      const found = await store.candidates(nameKeys(cyrillic.slice(cyrillic.indexOf("“")), "Organization"), 10);
      expect(found.map((entity) => entity.id)).toContain(tobacco.id);
      expect(await store.candidates({ parts: ["zzzqqq"], phonetic: [] }, 10)).toEqual([]);
    });

    it("finds candidates sharing two name parts (or their sounds, or an initial), not those sharing one", async () => {
      const person = (id: string, name: string) =>
        JSON.stringify({ id, schema: "Person", caption: name, properties: { name: [name] }, datasets: ["t"] });
      const lines = [person("a", "Mia Jones"), person("b", "JONES, Mia"), person("c", "Пётр Иванов"), person("d", "Mia Smith"),
        person("e", "Peter Jones"), person("f", "P. Jones"), person("g", "Mya Jones")];
      await loadListFile(store, { list: "people", file: file("people.ftm.json", lines) });
      const ids = async (name: string) => (await store.candidates(nameKeys(name, "Person"), 50)).map((entity) => entity.id).sort();
      expect(await ids("Mia Jones")).toEqual(["a", "b", "g"]);
      // "Пётр Иванов" is "pyotr ivanov" in Latin: its parts' sounds are those of "Petr Ivanov" (PTR, AFNF).
      expect(await ids("Petr Ivanov")).toEqual(["c"]);
      expect(await ids("Peter Jones")).toEqual(["e", "f"]);
      expect(await ids("Smith")).toEqual(["d"]);
    });

    it("answers many queries at once as each alone, from the version in force only while another loads", async () => {
      const person = (id: string, name: string) =>
        JSON.stringify({ id, schema: "Person", caption: name, properties: { name: [name] }, datasets: ["t"] });
      const lines = [person("a", "Mia Jones"), person("b", "JONES, Mia"), person("c", "Пётр Иванов"), person("f", "P. Jones")];
      await loadListFile(store, { list: "people", file: file("people.ftm.json", lines) });
      // A new version half loaded: its rows are in the store and its index, and no screening may see them yet.
      const loading = await store.beginLoad({ list: "people", file: "next.ftm.json" });
      await store.writeEntities(loading, [{ id: "a", schema: "Person", caption: "Mia Jones", names: ["Mia Jones"], birthDates: [], countries: [],
        nationalities: [], identifiers: [], topics: [], datasets: ["t"], properties: { name: ["Mia Jones"] }, lastChange: null }]);
      const queries = ["Mia Jones", "Petr Ivanov", "Peter Jones", "Smith", "Mia Jones"].map((name) => nameKeys(name, "Person"));
      const together = await store.candidatesOfMany(queries, 50);
      const alone = await Promise.all(queries.map((query) => store.candidates(query, 50)));
      expect(together).toEqual(alone);
      expect(together.map((found) => found.map((entity) => entity.id).sort())).toEqual([["a", "b"], ["c"], ["f"], [], ["a", "b"]]);
      expect(await store.candidatesOfMany([], 50)).toEqual([]);
    });

    it("reports a bad line with its number and loads the rest", async () => {
      const lines = [sampleLines[0], "{not json", sampleLines[1], '{"id": "x"}', ...sampleLines.slice(2)];
      const outcome = await loadListFile(store, { list: "sample", file: file("bad.ftm.json", lines) });
      expect(outcome.badLines.map((bad) => bad.line)).toEqual([2, 4]);
      expect(outcome.badLines[0].problem).toMatch(/not JSON/);
      expect(outcome.badLines[1].problem).toMatch(/id, schema and properties/);
      expect(outcome.inForce.entityCount).toBe(samples.length);
      expect(outcome.inForce.badLines).toBe(2);
    });

    it("refuses a file in another format whole, and the previous version stays in force", async () => {
      const first = await loadListFile(store, { list: "sample", file: path.join(REFERENCE, "entities.ftm.json") });
      const csv = file("sample.ftm.json", ["id,name,schema", "1,Acme,Company", ...sampleLines]);
      const refused = loadListFile(store, { list: "sample", file: csv });
      await expect(refused).rejects.toBeInstanceOf(ListRefusedError);
      await expect(refused).rejects.toThrow(
        /line 1 is not JSON.*previous version stays in force|previous version stays in force.*line 1 is not JSON/,
      );
      const [inForce] = await store.listsInForce();
      expect(inForce.versionId).toBe(first.inForce.versionId);
      expect(inForce.entityCount).toBe(samples.length);
      expect(await store.entity("sample", samples[0].id)).toBeDefined();
    });

    it("keeps the later line of an entity a file names twice, across batches", async () => {
      const renamed = { ...samples[0], caption: "Renamed Later" };
      const lines = [...sampleLines, JSON.stringify(renamed)];
      const outcome = await loadListFile(store, { list: "sample", file: file("twice.ftm.json", lines) }, { batchSize: 2 });
      expect(outcome.inForce.entityCount).toBe(samples.length);
      expect((await store.entity("sample", samples[0].id))?.caption).toBe("Renamed Later");
    });

    it("replaces the version in force with a new full load, dropping entities the new file no longer has", async () => {
      await loadListFile(store, { list: "sample", file: path.join(REFERENCE, "entities.ftm.json") });
      const second = await loadListFile(store, {
        list: "sample",
        file: file("smaller.ftm.json", sampleLines.slice(0, 2)),
      });
      expect(second.inForce.entityCount).toBe(2);
      expect(await store.entity("sample", samples[2].id)).toBeUndefined();
      expect(await store.candidates(nameKeys(samples[2].properties.name[0], samples[2].schema), 10)).toEqual([]);
    });
  });

  describe(`a delta file (${engine})`, () => {
    it("applies ADD, MOD and DEL to the version in force as a new version", async () => {
      const base = await loadListFile(store, { list: "sample", file: path.join(REFERENCE, "entities.ftm.json") });
      const added = deltaOps.find((op) => op.op === "ADD").entity;
      const modified = {
        ...samples[1],
        caption: "Changed Caption",
        properties: { ...samples[1].properties, topics: ["role.pep"] },
      };
      const lines = [
        ...deltaOps.map((op) => JSON.stringify(op)),
        JSON.stringify({ op: "MOD", entity: modified }),
        JSON.stringify({ op: "DEL", entity: { id: samples[0].id } }),
      ];
      const versioned = path.join(dir, "sample", "20240528134729-3iv");
      mkdirSync(versioned, { recursive: true });
      writeFileSync(path.join(versioned, "entities.delta.json"), `${lines.join("\n")}\n`);
      const outcome = await loadListFile(store, { list: "sample", file: path.join(versioned, "entities.delta.json") });
      expect(outcome.kind).toBe("delta");
      expect(outcome.inForce.version).toBe("20240528134729-3iv");
      expect(outcome.inForce.date).toBe("2024-05-28T13:47:29Z");
      expect(outcome.inForce.versionId).not.toBe(base.inForce.versionId);
      const adds = deltaOps.filter((op) => op.op === "ADD").length;
      expect(outcome.inForce.entityCount).toBe(samples.length + adds - 1);
      expect((await store.entity("sample", added.id))?.caption).toBe(added.caption);
      expect((await store.entity("sample", samples[1].id))?.topics).toEqual(["role.pep"]);
      expect(await store.entity("sample", samples[0].id)).toBeUndefined();
      expect(outcome.changedIds).toEqual(expect.arrayContaining([added.id, samples[1].id, samples[0].id]));
    });

    it("is refused before any full version of its list is loaded", async () => {
      await expect(
        loadListFile(store, { list: "other", file: path.join(REFERENCE, "entities.delta.json") }),
      ).rejects.toThrow(/full file before a delta/);
      expect(await store.listsInForce()).toEqual([]);
    });
  });
}
