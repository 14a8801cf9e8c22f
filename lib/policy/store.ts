import "server-only";
// The credit policy's versions in the dashboard's database: the newest is in force. Append-only (the table's
// triggers refuse UPDATE and DELETE); version 1 is the shipped default, written with the table (lib/db/policy-schema).
import { database } from "@/lib/db/connection";
import { creditPolicySchema, type CreditPolicy, type PolicyVersion } from "./policy";

interface PolicyRow { version: number | string; at: number | string; username: string; author: string; reason: string; policy: string }

const SELECT = "SELECT version, at, username, author, reason, policy FROM credit_policies";

/** The version in force now: read per assessment, so a change applies to every later one on every server. */
export async function policyInForce(): Promise<PolicyVersion> {
  const db = await database();
  const [row] = await db.all<PolicyRow>(`${SELECT} ORDER BY version DESC LIMIT 1`);
  if (!row) throw new Error("no credit policy version is stored (the schema writes version 1)");
  return versionFrom(row);
}

/** Every version, newest first. */
export async function policyVersions(): Promise<PolicyVersion[]> {
  const db = await database();
  const rows = await db.all<PolicyRow>(`${SELECT} ORDER BY version DESC`);
  return rows.map(versionFrom);
}

export async function policyVersion(version: number): Promise<PolicyVersion | null> {
  const db = await database();
  const [row] = await db.all<PolicyRow>(`${SELECT} WHERE version = $1`, [version]);
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
  const written = await db.run(
    `INSERT INTO credit_policies (version, at, username, author, reason, policy, request_id)
     SELECT $1, $2, $3, $4, $5, $6, $7 WHERE (SELECT MAX(version) FROM credit_policies) = $8
     ON CONFLICT (version) DO NOTHING`,
    [basedOn + 1, now.getTime(), author.username, author.name, reason, JSON.stringify(policy), requestId, basedOn],
  );
  return written ? policyVersion(basedOn + 1) : null;
}

function versionFrom(row: PolicyRow): PolicyVersion {
  return {
    version: Number(row.version), at: new Date(Number(row.at)).toISOString(), username: row.username, author: row.author, reason: row.reason,
    // Parsed, not cast: a version written by an older shape of the policy is refused loudly, never half-read.
    policy: creditPolicySchema.parse(JSON.parse(row.policy)),
  };
}
