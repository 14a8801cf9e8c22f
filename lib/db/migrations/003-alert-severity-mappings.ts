// Migration 003: the admins' mapping of alert causes to red / amber / green, versioned like the credit policy: each
// change is a new row (append-only in the database itself), the newest in force, none at all meaning the shipped
// default (lib/monitor/severity.ts). Frozen: a later change of the schema is a new migration, never an edit here.
import type { Kysely, Migration } from "kysely";
import type { DatabaseKind } from "../database";
import { rawStatements } from "../raw-statements";
import { postgresAppendOnly, sqliteAppendOnly } from "./append-only";

const TABLE = `CREATE TABLE alert_severity_mappings (version INTEGER PRIMARY KEY, at BIGINT NOT NULL, username TEXT NOT NULL,
  author TEXT NOT NULL, reason TEXT NOT NULL, mapping TEXT NOT NULL, request_id TEXT NOT NULL)`;

const MESSAGE = "alert_severity_mappings is append-only: a change is a new version";

export function alertSeverityMappings(kind: DatabaseKind): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: a migration sees the tables as they were, not as tables.ts says
    async up(db: Kysely<any>) {
      const raw = rawStatements(db, kind);
      await raw.run(TABLE);
      const guards = kind === "postgres"
        ? postgresAppendOnly(["alert_severity_mappings"], "alert_severity_mappings_append_only", MESSAGE)
        : sqliteAppendOnly(["alert_severity_mappings"], MESSAGE);
      for (const statement of guards) await raw.run(statement);
    },
  };
}
