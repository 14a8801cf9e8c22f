// Migration 008: triage of alerts (issue 35). Every action on an alert (acknowledged, unacknowledged, assigned,
// unassigned, commented) is one row of alert_triage_events, never updated or deleted (triggers refuse both): an
// alert's state is its latest acknowledgement and assignment, its comments and history are the rows in order.
// Keyed by the alert's integer id, as read marks are; the index serves "assigned to me" and the detail's history.
// Frozen: a later change of the schema is a new migration, never an edit here.
import type { Kysely, Migration } from "kysely";
import type { DatabaseKind } from "../database";
import { rawStatements } from "../raw-statements";
import { postgresAppendOnly, sqliteAppendOnly } from "./append-only";

const EVENTS = (kind: DatabaseKind) => `CREATE TABLE alert_triage_events (
  id ${kind === "postgres" ? "BIGSERIAL PRIMARY KEY" : "INTEGER PRIMARY KEY AUTOINCREMENT"},
  alert_id BIGINT NOT NULL, at BIGINT NOT NULL, username TEXT NOT NULL, author TEXT NOT NULL, action TEXT NOT NULL,
  assignee TEXT, assignee_name TEXT, body TEXT, request_id TEXT NOT NULL)`;

const REFUSED = "alert triage history is append-only";

export function alertTriage(kind: DatabaseKind): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: a migration sees the tables as they were, not as tables.ts says
    async up(db: Kysely<any>) {
      const raw = rawStatements(db, kind);
      await raw.run(EVENTS(kind));
      await raw.run("CREATE INDEX alert_triage_events_alert ON alert_triage_events (alert_id, id)");
      const guards = kind === "postgres"
        ? postgresAppendOnly(["alert_triage_events"], "alert_triage_append_only", REFUSED)
        : sqliteAppendOnly(["alert_triage_events"], REFUSED);
      for (const statement of guards) await raw.run(statement);
    },
  };
}
