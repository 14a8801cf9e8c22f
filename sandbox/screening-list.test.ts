import { readFileSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadListFile } from "../lib/screening/load";
import { normaliseName } from "../lib/screening/name-keys";
import { openSqliteScreeningStore } from "../lib/screening/store-sqlite";
import { ensureScreeningList, generateScreeningList, type ManifestSubject, type ScreeningListManifest } from "./screening-list";
import { readSandboxSubjects } from "./screening-list-subjects";
import { SMALL_DATASET, smallDataset } from "./test-support";

let dataset: Awaited<ReturnType<typeof smallDataset>>;
let db: Database.Database;
let manifest: ScreeningListManifest;
let entities: Map<string, { id: string; schema: string; properties: Record<string, string[]>; datasets: string[] }>;
let listFile: string;

beforeAll(async () => {
  dataset = await smallDataset();
  db = new Database(dataset.file, { readonly: true });
  const paths = ensureScreeningList(dataset.file, SMALL_DATASET.seed);
  listFile = paths.listFile;
  manifest = JSON.parse(readFileSync(paths.manifestFile, "utf8"));
  entities = new Map(readFileSync(paths.listFile, "utf8").trim().split("\n").map((line) => JSON.parse(line)).map((entity) => [entity.id, entity]));
}, 120_000);
afterAll(() => {
  db.close();
  dataset.cleanup();
});

/** The subject as the dataset (the upstream's answers) has it, read straight from its tables. */
function inDataset(subject: ManifestSubject): { name: string; birthDate?: string } | undefined {
  if (subject.kind === "officer") {
    const row = db.prepare("SELECT directors FROM companies WHERE number = ?").get(subject.company) as { directors: string } | undefined;
    const officer = (JSON.parse(row?.directors ?? "[]") as { directorPnr: number; appointment: string; detailedInformation: { fullName: string; birthDate: string } }[])
      .find((item) => item.directorPnr === subject.directorPnr && item.appointment === "Current");
    return officer && { name: officer.detailedInformation.fullName, birthDate: officer.detailedInformation.birthDate };
  }
  if (subject.kind === "psc" || subject.kind === "corporate-psc") {
    const rows = (db.prepare("SELECT json FROM pscs WHERE company = ?").all(subject.company) as { json: string }[]).map((row) => JSON.parse(row.json));
    const psc = rows.find((item) => item.pscName === subject.name || item.pscName === `${item.title} ${subject.name}`);
    return psc && { name: subject.name, birthDate: psc.dataOfBirth || undefined };
  }
  const row = db.prepare(`SELECT name, json_extract(core, '$.groupStructures.parentCompanyRegistrationNumber') AS parent,
    json_extract(core, '$.groupStructures.parentBusinessName') AS parentName FROM companies WHERE number = ?`).get(subject.company) as
    { name: string; parent: string | null; parentName: string | null } | undefined;
  if (subject.kind === "company") return row && { name: row.name };
  return row && row.parent === subject.registrationNumber && row.parentName ? { name: row.parentName } : undefined;
}

const sortedParts = (name: string): string => normaliseName(name).split(" ").sort().join(" ");
// The list's Cyrillic spells the sound "k" of a Latin "c" with "к".
const asTransliterated = (name: string): string => sortedParts(name.replace(/c/gi, "k"));

describe("the sandbox's screening list", () => {
  it("is the same for the same dataset and seed", () => {
    const subjects = readSandboxSubjects(dataset.file);
    const again = generateScreeningList(subjects, SMALL_DATASET.seed, manifest.list, manifest.dataset);
    expect(`${again.lines.join("\n")}\n`).toBe(readFileSync(listFile, "utf8"));
  });

  it("holds a few hundred people and organisations under each topic, in named datasets", () => {
    expect(entities.size).toBe(manifest.entities);
    expect(entities.size).toBeGreaterThanOrEqual(200);
    const all = [...entities.values()];
    for (const topic of ["sanction", "role.pep", "debarment"]) expect(all.some((entity) => entity.properties.topics?.includes(topic))).toBe(true);
    expect(new Set(all.map((entity) => entity.schema))).toEqual(new Set(["Person", "Company", "Organization"]));
    expect(new Set(all.flatMap((entity) => entity.datasets))).toEqual(new Set(["sandbox_sanctions", "sandbox_peps", "sandbox_debarment"]));
  });

  it("aims matches and near-misses of every kind at officers, PSCs and corporate owners", () => {
    const variations = new Set(manifest.entries.map((entry) => `${entry.expected} ${entry.variation}`));
    for (const expected of ["match exact", "match cyrillic", "match swapped-order", "match registration-number", "near-miss other-birth-year",
      "near-miss cyrillic-other-birth-year", "near-miss initials-other-birth-year", "near-miss swapped-order-other-birth-year",
      "near-miss other-registration"]) expect(variations).toContain(expected);
    const kinds = new Set(manifest.entries.map((entry) => entry.subjects[0].kind));
    for (const kind of ["officer", "psc", "corporate-psc", "parent"]) expect(kinds).toContain(kind);
  });

  it("names subjects the dataset has, and each entry differs from its subject only as it says", () => {
    for (const entry of manifest.entries) {
      const entity = entities.get(entry.entityId);
      expect(entity, entry.entityId).toBeDefined();
      expect(entity?.properties.name).toEqual([entry.listName]);
      for (const subject of entry.subjects) {
        const found = inDataset(subject);
        expect(found, `${entry.entityId} → ${JSON.stringify(subject)}`).toBeDefined();
        expect(found?.name.toUpperCase()).toBe(subject.name.toUpperCase());
        if (subject.birthDate) expect(found?.birthDate).toBe(subject.birthDate);
      }
      const [subject] = entry.subjects;
      if (subject.birthDate) {
        const listed = entity?.properties.birthDate?.[0] ?? "";
        if (entry.expected === "match") expect(listed).toBe(subject.birthDate);
        else expect(listed.slice(0, 4)).not.toBe(subject.birthDate.slice(0, 4));
        if (entry.variation === "exact" || entry.variation === "other-birth-year") expect(entry.listName).toBe(subject.name);
        if (entry.variation.startsWith("swapped")) {
          expect(entry.listName).not.toBe(subject.name);
          expect(sortedParts(entry.listName)).toBe(sortedParts(subject.name));
        }
        if (entry.variation.startsWith("cyrillic")) {
          expect(entry.listName).toMatch(/^[\p{Script=Cyrillic} ]+$/u);
          expect(sortedParts(entry.listName)).toBe(asTransliterated(subject.name));
        }
        if (entry.variation.startsWith("initials")) expect(normaliseName(entry.listName)).toBe(normaliseName(`${subject.name[0]} ${subject.name.split(" ").at(-1)}`));
      } else {
        expect(entry.listName).toBe(subject.name);
        const registration = entity?.properties.registrationNumber?.[0];
        if (entry.expected === "match") expect(registration).toBe(subject.registrationNumber);
        else expect(registration).not.toBe(subject.registrationNumber);
      }
    }
  });

  it("gives no one in the dataset with a near-miss's name that near-miss's birth year", () => {
    const people = (db.prepare(`SELECT json_extract(d.value, '$.detailedInformation.fullName') AS name,
        json_extract(d.value, '$.detailedInformation.birthDate') AS birthDate FROM companies c, json_each(c.directors) d
      UNION ALL SELECT json_extract(json, '$.pscName'), json_extract(json, '$.dataOfBirth') FROM pscs`).all() as { name: string; birthDate: string | null }[]);
    for (const entry of manifest.entries.filter((item) => item.expected === "near-miss" && item.variation === "other-birth-year")) {
      const year = entities.get(entry.entityId)?.properties.birthDate?.[0]?.slice(0, 4);
      const clash = people.filter((person) => person.name?.endsWith(entry.listName) && person.birthDate?.startsWith(year ?? "-"));
      expect(clash, entry.entityId).toEqual([]);
    }
  });

  it("loads into the screening store whole", async () => {
    const store = openSqliteScreeningStore(path.join(dataset.dir, "screening.sqlite"));
    try {
      const outcome = await loadListFile(store, { list: "sandbox", file: listFile });
      expect(outcome.badLineCount).toBe(0);
      expect(outcome.inForce.entityCount).toBe(entities.size);
    } finally {
      await store.close();
    }
  });
});
