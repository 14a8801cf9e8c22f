import "server-only";
// The credit policy's versions in the dashboard's database: the newest is in force. Append-only (the table's
// triggers refuse UPDATE and DELETE); version 1 is the shipped default, written by migration 001
// (lib/db/migrations/001/policy.ts).
import { database } from "@/lib/db/connection";
import type { Database } from "@/lib/db/database";
import type { CreditPoliciesTable } from "@/lib/db/tables";
import { creditPolicySchema, type CreditPolicy, type PolicyVersion } from "./policy";

type PolicyRow = Omit<CreditPoliciesTable, "request_id">;

const select = (db: Database) => db.query.selectFrom("credit_policies").select(["version", "at", "username", "author", "reason", "policy"]);

/** The version in force now: read per assessment, so a change applies to every later one on every server. */
export async function policyInForce(): Promise<PolicyVersion> {
  const db = await database();
  const row = await select(db).orderBy("version", "desc").limit(1).executeTakeFirst();
  if (!row) throw new Error("no credit policy version is stored (migration 001 writes version 1)");
  return versionFrom(row);
}

/** Every version, newest first. */
export async function policyVersions(): Promise<PolicyVersion[]> {
  const db = await database();
  const rows = await select(db).orderBy("version", "desc").execute();
  return rows.map(versionFrom);
}

export async function policyVersion(version: number): Promise<PolicyVersion | null> {
  const db = await database();
  const row = await select(db).where("version", "=", version).executeTakeFirst();
  return row ? versionFrom(row) : null;
}

export interface PolicyAuthor { username: string; name: string }

/**
 * Writes the next version. `basedOn`: the version the admin edited; when another change has landed since, nothing
 * is written and null is answered (the caller says so), rather than one admin silently undoing another's change.
 */
export async function addPolicyVersion(
  policy: CreditPolicy, reason: string, author: PolicyAuthor, basedOn: number, requestId: string, now = new Date(),
): Promise<PolicyVersion | null> {
  const db = await database();
  // The primary key refuses a second writer of the same version, so two concurrent changes cannot both land.
  // Written only while `basedOn` is still the latest: one statement, so no other change can land between the check and the write.
  const { numInsertedOrUpdatedRows } = await db.query.insertInto("credit_policies")
    .columns(["version", "at", "username", "author", "reason", "policy", "request_id"])
    .expression(db.query.selectNoFrom((eb) => [
      eb.val(basedOn + 1).as("version"), eb.val(now.getTime()).as("at"), eb.val(author.username).as("username"),
      eb.val(author.name).as("author"), eb.val(reason).as("reason"), eb.val(JSON.stringify(policy)).as("policy"), eb.val(requestId).as("request_id"),
    ]).where((eb) => eb(eb.selectFrom("credit_policies").select((max) => max.fn.max("version").as("latest")), "=", basedOn)))
    .onConflict((conflict) => conflict.column("version").doNothing())
    .executeTakeFirst();
  return Number(numInsertedOrUpdatedRows ?? 0) > 0 ? policyVersion(basedOn + 1) : null;
}

function versionFrom(row: PolicyRow): PolicyVersion {
  return {
    version: row.version, at: new Date(row.at).toISOString(), username: row.username, author: row.author, reason: row.reason,
    // Parsed, not cast: a version written by an older shape of the policy is refused loudly, never half-read.
    policy: creditPolicySchema.parse(JSON.parse(row.policy)),
  };
}
