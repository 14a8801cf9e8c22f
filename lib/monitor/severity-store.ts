import "server-only";
// The admins' severity mapping in the dashboard's database: versioned and append-only, the newest in force, the
// shipped default (./severity) while no admin has changed it. Read per request, so a change applies everywhere at once.
import { database } from "../db/connection";
import type { AlertSeverityMappingsTable } from "../db/tables";
import { DEFAULT_SEVERITY, type SeverityMapping } from "./severity";
import type { SeverityMappingVersion } from "./severity-answers";
import { severityMappingSchema } from "./severity-change-input";

// A version as the routes answer it (its schema: ./severity-answers.ts).
export type { SeverityMappingVersion };

const DEFAULT_VERSION: SeverityMappingVersion = { version: 0, at: null, author: null, reason: null, mapping: DEFAULT_SEVERITY };

type Row = Omit<AlertSeverityMappingsTable, "request_id" | "username">;

function versionFrom(row: Row): SeverityMappingVersion {
  // Over the default, so a cause added after a mapping was saved has its shipped level until an admin says otherwise.
  const mapping = { ...DEFAULT_SEVERITY, ...severityMappingSchema.partial().parse(JSON.parse(row.mapping)) };
  return { version: row.version, at: new Date(row.at).toISOString(), author: row.author, reason: row.reason, mapping };
}

export async function severityMappingInForce(): Promise<SeverityMappingVersion> {
  const db = await database();
  const row = await db.query.selectFrom("alert_severity_mappings").select(["version", "at", "author", "reason", "mapping"])
    .orderBy("version", "desc").limit(1).executeTakeFirst();
  return row ? versionFrom(row) : DEFAULT_VERSION;
}

/**
 * Writes the next version. `basedOn`: the version the admin edited; when another change has landed since, nothing is
 * written and null is answered, rather than one admin silently undoing another's change.
 */
export async function addSeverityMapping(
  mapping: SeverityMapping, reason: string, author: { username: string; name: string }, basedOn: number, requestId: string, now = new Date(),
): Promise<SeverityMappingVersion | null> {
  const db = await database();
  // One statement, written only while `basedOn` is still the latest; the primary key refuses a second writer.
  const { numInsertedOrUpdatedRows } = await db.query.insertInto("alert_severity_mappings")
    .columns(["version", "at", "username", "author", "reason", "mapping", "request_id"])
    .expression(db.query.selectNoFrom((eb) => [
      eb.val(basedOn + 1).as("version"), eb.val(now.getTime()).as("at"), eb.val(author.username).as("username"),
      eb.val(author.name).as("author"), eb.val(reason).as("reason"), eb.val(JSON.stringify(mapping)).as("mapping"), eb.val(requestId).as("request_id"),
    ]).where((eb) => eb(eb.fn.coalesce(eb.selectFrom("alert_severity_mappings").select((max) => max.fn.max("version").as("latest")), eb.val(0)), "=", basedOn)))
    .onConflict((conflict) => conflict.column("version").doNothing())
    .executeTakeFirst();
  if (Number(numInsertedOrUpdatedRows ?? 0) === 0) return null;
  return severityMappingInForce();
}
