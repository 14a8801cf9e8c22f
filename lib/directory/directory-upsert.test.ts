// Whether a lesson changes nothing, told by reads alone, a few reads for however many companies it names: the same
// answer as writing it would give (SQLite here; the PostgreSQL side runs in tests/integration/directory-postgres).
import Database from "better-sqlite3";
import { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sqliteDialect } from "../db/sqlite-dialect";
import { lessonChangesNothing, writeBatch, writeLesson } from "./directory-upsert";
import { migrateDirectory } from "./migrate";
import type { Lesson } from "./store";
import { company } from "./store-contract";
import type { DirectoryTables } from "./tables";

const noWords = { forgetCompany: () => undefined, put: () => undefined };
const supplier = (index: number) => company(`0610${String(index).padStart(4, "0")}`, `SUPPLIER ${index} LIMITED`);
// More than one read's worth of keys (1,000), so that a company in the second read counts too.
const held = Array.from({ length: 1500 }, (_, index) => supplier(index));
const FORMER = company("06200001", "RENAMED TRADING LIMITED", { previousNames: ["FIRST TRADING LIMITED"] });
const lesson = (part: Partial<Lesson>): Lesson => ({ merge: [], fill: [], links: [], viewer: null, ...part });

describe("a lesson that changes nothing", () => {
  const sqlite = new Database(":memory:");
  const db = new Kysely<DirectoryTables>({ dialect: sqliteDialect(sqlite) });
  beforeAll(async () => {
    await migrateDirectory(db, "sqlite");
    await db.transaction().execute((trx) => writeBatch(trx, "sqlite", noWords, false, [...held, FORMER], "replace"));
    await db.transaction().execute((trx) => writeLesson(trx, noWords, false, lesson({ links: [{ number: held[0].number, parent: held[1].number }], viewer: "ann" })));
  });
  afterAll(() => db.destroy());

  it("is told for many companies held as they are", async () => {
    expect(await lessonChangesNothing(db, lesson({ merge: held.slice(0, 10), fill: held.slice(10) }))).toBe(true);
  });

  it("is not when one company named is new, in whichever read it falls", async () => {
    expect(await lessonChangesNothing(db, lesson({ fill: [...held, supplier(1500)] }))).toBe(false);
    expect(await lessonChangesNothing(db, lesson({ merge: [...held.slice(1000), supplier(1501)] }))).toBe(false);
  });

  it("reads the stored former names before calling a merge that leaves them out a change", async () => {
    expect(await lessonChangesNothing(db, lesson({ merge: [{ ...FORMER, previousNames: [] }] }))).toBe(true);
    expect(await lessonChangesNothing(db, lesson({ merge: [{ ...FORMER, status: "Dissolved" }] }))).toBe(false);
  });

  it("holds the viewer's links to what they already say, for that viewer alone", async () => {
    const link = { number: held[0].number, parent: held[1].number };
    expect(await lessonChangesNothing(db, lesson({ links: [link], viewer: "ann" }))).toBe(true);
    expect(await lessonChangesNothing(db, lesson({ links: [link], viewer: null }))).toBe(true);
    expect(await lessonChangesNothing(db, lesson({ links: [link], viewer: "bob" }))).toBe(false);
    expect(await lessonChangesNothing(db, lesson({ links: [{ ...link, parent: null }], viewer: "ann" }))).toBe(false);
    expect(await lessonChangesNothing(db, lesson({ links: [link, { number: held[2].number, parent: held[1].number }], viewer: "ann" }))).toBe(false);
  });
});
