// Recall at scale: known matches planted in a generated list of 20,000 entities (the bench's generator, the same
// shapes as a million), beside twenty namesakes of the same person, and asked for as a 300-officer screening asks
// (every subject's candidates at once, CANDIDATES_PER_SUBJECT each). Each planted spelling must be among its subject's
// candidates: a transliteration given only in Cyrillic, an initial, the name in swapped order, another birth year,
// and a name the list gives with fewer parts. The expected ids are the planted ones, not anything the code computed.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FORENAMES, SURNAMES } from "../../sandbox/reference/names";
import { largeListEntity } from "../../scripts/screening-generate";
import { loadListFile } from "./load";
import { nameKeys } from "./name-keys";
import { CANDIDATES_PER_SUBJECT } from "./screen";
import type { ScreeningStore } from "./store";
import { openSqliteScreeningStore } from "./store-sqlite";

const GENERATED = 20_000;

const person = (id: string, name: string, birthDate = "1970-03-14", alias: string[] = []) =>
  ({ id, schema: "Person", caption: name, properties: { name: [name], alias, birthDate: [birthDate], topics: ["sanction"] }, datasets: ["planted"] });

/** Subject → the planted entities its screening must find. */
const PLANTED: Record<string, ReturnType<typeof person>[]> = {
  "Oliver Smith": [
    person("swapped", "SMITH, Oliver"),
    person("initial", "O. Smith"),
    person("cyrillic", "Оливер Смит"),
    person("born-later", "Oliver Smith", "1988"),
  ],
  "Alexander Petrov": [
    person("petrov-cyrillic", "Александр Петров"),
    person("petrov-swapped-translit", "Petrov Aleksandr"),
    person("petrov-initial", "A. PETROV"),
  ],
  "Yulia Tymoshenko": [person("tymoshenko-cyrillic", "Юлия Тимошенко"), person("tymoshenko-translit", "Yuliya Timoshenko")],
  "Mohammed Ali Hassan": [person("hassan-fewer-parts", "HASSAN, Mohammed"), person("hassan-spelt", "Muhammad Ali Hasan")],
  "Sarah Louise Jones": [person("jones-middle-initial", "Sarah L. Jones"), person("jones-alias", "Sara Jones Hughes", "1969", ["Sarah Jones"])],
};

describe("candidate recall on a large generated list", () => {
  let store: ScreeningStore;

  beforeAll(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "screening-recall-"));
    const lines: string[] = [];
    for (let index = 0; index < GENERATED; index += 1) lines.push(JSON.stringify(largeListEntity(20261128, index)));
    // A common name: twenty namesakes of the first subject, each born another year, all outranking nothing planted.
    for (let index = 0; index < 20; index += 1) lines.push(JSON.stringify(person(`namesake-${index}`, "Oliver Smith", `${1940 + index}-01-01`)));
    for (const planted of Object.values(PLANTED)) for (const entity of planted) lines.push(JSON.stringify(entity));
    const file = path.join(dir, "large.ftm.json");
    writeFileSync(file, `${lines.join("\n")}\n`);
    store = openSqliteScreeningStore(path.join(dir, "screening.sqlite"));
    await loadListFile(store, { list: "large", file });
  }, 120_000);
  afterAll(async () => {
    await store?.close();
  });

  it("finds every planted spelling among its subject's candidates in a 300-subject screening", async () => {
    // The rest of the 300: British names drawn from the generator's own pools, so that many share keys with the list.
    const others = Array.from({ length: 300 - Object.keys(PLANTED).length }, (_, index) =>
      `${FORENAMES[(index * 7) % FORENAMES.length]} ${SURNAMES[(index * 13) % SURNAMES.length]}`);
    const subjects = [...Object.keys(PLANTED), ...others];
    const found = await store.candidatesOfMany(subjects.map((name) => nameKeys(name, "person")), CANDIDATES_PER_SUBJECT);
    for (const [index, subject] of Object.keys(PLANTED).entries()) {
      const ids = found[index]!.map((entity) => entity.id);
      expect({ subject, missing: PLANTED[subject]!.map((entity) => entity.id).filter((id) => !ids.includes(id)) }).toEqual({ subject, missing: [] });
    }
    // Asked alone, a subject's candidates are the same as asked among the 300.
    expect((await store.candidates(nameKeys("Oliver Smith", "person"), CANDIDATES_PER_SUBJECT)).map((entity) => entity.id))
      .toEqual(found[0]!.map((entity) => entity.id));
    // The namesakes are found too: the cap leaves room for a common name's namesakes and its other spellings.
    expect(found[0]!.filter((entity) => entity.id.startsWith("namesake-"))).toHaveLength(20);
  });
});
