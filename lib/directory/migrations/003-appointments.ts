// Directory migration 003: officers' appointments keyed by the upstream's directorPnr (issue 36, "people across
// companies"), learnt from every answer that lists a company's directors and from the sandbox's dataset, and the
// day a company went into liquidation or was struck off (from its status events), which linked-company risk reads.
// The company is its normalised number, not a foreign key: an appointment may be learnt at a company the directory
// does not hold yet. An unknown appointment day is '' (it is part of the key).
// Frozen: a later change of the schema is a new migration, never an edit here.
import { type Kysely, type Migration, sql } from "kysely";
import type { DatabaseKind } from "../../db/database";

function statements(kind: DatabaseKind): string[] {
  const integer = kind === "postgres" ? "bigint" : "INTEGER";
  const withoutRowId = kind === "postgres" ? "" : " WITHOUT ROWID";
  return [
    `CREATE TABLE directory_appointments (
       person ${integer} NOT NULL, company TEXT NOT NULL, role TEXT NOT NULL, appointed TEXT NOT NULL, resigned TEXT,
       name TEXT NOT NULL, counted ${integer}, PRIMARY KEY (person, company, role, appointed))${withoutRowId}`,
    "CREATE INDEX directory_appointments_by_company ON directory_appointments (company)",
    `CREATE TABLE directory_company_ends (
       company TEXT PRIMARY KEY, kind TEXT NOT NULL, ended_on TEXT NOT NULL)${withoutRowId}`,
  ];
}

export function directoryAppointments(kind: DatabaseKind): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: the migration runs before the schema tables.ts describes exists
    async up(db: Kysely<any>) {
      for (const statement of statements(kind)) await sql.raw(statement).execute(db);
    },
  };
}
