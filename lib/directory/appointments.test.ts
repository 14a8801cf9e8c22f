// The directory learns officers' appointments by directorPnr from every answer that lists a company's officers, and
// migration 003 brings a directory of the previous schema (002) to keep them, its companies kept.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { Kysely } from "kysely";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { runMigrations } from "../db/run-migrations";
import { sqliteDialect } from "../db/sqlite-dialect";
import { learnFromAnswer } from "./learn";
import { directoryMigrations } from "./migrate";
import { openSqliteStore } from "./sqlite-store";
import type { DirectoryStore } from "./store";

const director = (pnr: number, fullName: string, extra: Record<string, unknown> = {}) => ({
  directorPnr: pnr, fromDate: "2015-04-01", toDate: "", appointment: "Current", position: "director", directorRole: "director",
  directorshipCountUpdated: { active_count: 3, non_active_count: 2, resined_count: 2, total: 5 }, directorshipCount: 5,
  detailedInformation: { forename: fullName.split(" ")[0], surname: fullName.split(" ")[1], fullName },
  ...extra,
});

const FAILED = {
  companyRegistrationNumber: "1234567", businessName: "FAILED TRADING LIMITED", companyStatus: "Liquidation",
  companyEvents: [
    { statusCode: "LIQ", statusCodeDesc: "Liquidator appointed (creditors' voluntary liquidation)", statusFiledDate: "2024-03-02T00:00:00Z" },
    { statusCode: "RES", statusCodeDesc: "Resolution to wind up", statusFiledDate: "2024-03-01T00:00:00Z" },
  ],
  directorsData: [director(42, "Ann Example", { toDate: "2024-02-01", appointment: "Resigned" }), director(43, "Bob Other", { position: "secretary", directorRole: "secretary" })],
};

const OFFICERS = {
  companyRegistrationNumber: "07654321",
  directorsData: [director(42, "Ann Example", { fromDate: "01/02/2020", directorshipCountUpdated: undefined, directorshipCount: 7 }), { directorPnr: null, detailedInformation: { fullName: "No Number" } }],
  shareDetails: [],
};

let store: DirectoryStore;
beforeEach(() => {
  store = openSqliteStore(":memory:");
});
afterEach(() => store.close());

describe("the directory's appointments", () => {
  it("are learnt from a profile and an officers answer, with each company's name, status and end", async () => {
    await learnFromAnswer(1, FAILED, "ann", store);
    await learnFromAnswer(4, OFFICERS, "ann", store);
    const known = await store.appointmentsOf([42]);
    expect(known.sort((a, b) => a.company.localeCompare(b.company))).toEqual([
      {
        person: 42, name: "Ann Example", role: "director", appointed: "2015-04-01", resigned: "2024-02-01", counted: 5, company: "01234567",
        companyName: "FAILED TRADING LIMITED", companyStatus: "Liquidation", end: { kind: "liquidation", date: "2024-03-02" },
      },
      {
        person: 42, name: "Ann Example", role: "director", appointed: "2020-02-01", resigned: null, counted: 7, company: "07654321",
        companyName: null, companyStatus: null, end: null,
      },
    ]);
    expect((await store.appointmentsOf([43])).map((entry) => entry.role)).toEqual(["secretary"]);
    expect(await store.countAppointments()).toBe(3);
  });

  it("replace a company's officers with those its latest answer lists, and its end with its latest events", async () => {
    await learnFromAnswer(1, FAILED, "ann", store);
    await learnFromAnswer(1, { ...FAILED, companyStatus: "Active", directorsData: FAILED.directorsData.slice(1) }, "bob", store);
    expect(await store.appointmentsOf([42])).toEqual([]);
    expect((await store.appointmentsOf([43]))[0]).toMatchObject({ companyStatus: "Active", end: null });
  });

  it("a lesson that changes nothing writes nothing; one company changed among several is written", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "appointments-"));
    const file = path.join(dir, "directory.sqlite");
    const onFile = openSqliteStore(file);
    // Another connection's data_version moves only when some connection commits a write.
    const watcher = new BetterSqlite3(file);
    const version = () => watcher.pragma("data_version", { simple: true });
    try {
      const ann = { person: 42, name: "Ann Example", role: "director", appointed: "2015-04-01", resigned: null, counted: 5 };
      const lesson = [
        { number: "01234567", appointments: [ann], end: { kind: "liquidation" as const, date: "2024-03-02" } },
        { number: "07654321", appointments: [{ ...ann, appointed: "2020-02-01" }, { ...ann, person: 43, name: "Bob Other" }] },
        { number: "07654322", appointments: [] },
      ];
      await onFile.recordAppointments(lesson);
      const before = version();
      await onFile.recordAppointments(lesson);
      expect(version()).toBe(before);
      await onFile.recordAppointments([lesson[0], { ...lesson[1], appointments: [lesson[1].appointments[0]] }, lesson[2]]);
      expect(version()).not.toBe(before);
      expect((await onFile.appointmentsOf([43]))).toEqual([]);
      expect(await onFile.countAppointments()).toBe(2);
    } finally {
      watcher.close();
      await onFile.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("learn nothing from the active-director answer, which names no company", async () => {
    await learnFromAnswer(6, director(42, "Ann Example"), "ann", store);
    expect(await store.countAppointments()).toBe(0);
  });
});

const dir = mkdtempSync(path.join(tmpdir(), "directory-appointments-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("directory migration 003 on SQLite", () => {
  it("brings a directory of the previous schema to keep appointments, its companies kept", async () => {
    const file = path.join(dir, "previous.sqlite");
    const old = new BetterSqlite3(file);
    const query = new Kysely({ dialect: sqliteDialect(old) });
    const { "003-appointments": _latest, ...previous } = directoryMigrations("sqlite");
    await runMigrations(query, "sqlite", { label: "directory", history: { table: "directory_migration", lockTable: "directory_migration_lock" }, migrations: previous });
    await query.destroy();

    const legacy = new BetterSqlite3(file);
    legacy.prepare("INSERT INTO directory_companies (id, number, name, status, status_group, fingerprint) VALUES (1234567, '01234567', 'FAILED TRADING LIMITED', 'Liquidation', 3, 0)").run();
    expect(legacy.prepare("SELECT name FROM directory_migration ORDER BY name").pluck().all()).toEqual(["001-schema", "002-directory-names"]);
    legacy.close();

    const migrated = openSqliteStore(file);
    try {
      expect(await migrated.count()).toBe(1);
      await learnFromAnswer(4, { ...OFFICERS, companyRegistrationNumber: "01234567" }, "ann", migrated);
      expect((await migrated.appointmentsOf([42]))[0]).toMatchObject({ company: "01234567", companyName: "FAILED TRADING LIMITED", companyStatus: "Liquidation" });
    } finally {
      await migrated.close();
    }
    const after = new BetterSqlite3(file, { readonly: true });
    expect(after.prepare("SELECT name FROM directory_migration ORDER BY name").pluck().all()).toEqual(["001-schema", "002-directory-names", "003-appointments"]);
    after.close();
  });
});
