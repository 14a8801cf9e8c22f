// The credit policy's versions: append-only like the audit trail (a change is a new version; none is edited or
// deleted), with version 1, the shipped default, written when the table is made so every assessment names a version.
import { DEFAULT_POLICY, DEFAULT_POLICY_REASON } from "@/lib/policy/policy";
import { postgresAppendOnly, sqliteAppendOnly } from "../append-only";

const COLUMNS = `version INTEGER PRIMARY KEY, at BIGINT NOT NULL, username TEXT NOT NULL, author TEXT NOT NULL,
  reason TEXT NOT NULL, policy TEXT NOT NULL, request_id TEXT NOT NULL`;

// A literal, not a parameter: the schema's statements take none. JSON has no quote a SQL string needs doubled but '.
const SEED = `INSERT INTO credit_policies (version, at, username, author, reason, policy, request_id)
  VALUES (1, 0, 'system', 'Shipped default', '${DEFAULT_POLICY_REASON.replaceAll("'", "''")}',
  '${JSON.stringify(DEFAULT_POLICY).replaceAll("'", "''")}', 'default-policy') ON CONFLICT (version) DO NOTHING`;

const MESSAGE = "policy versions are append-only";

export const SQLITE_POLICY = [`CREATE TABLE IF NOT EXISTS credit_policies (${COLUMNS})`, SEED, ...sqliteAppendOnly(["credit_policies"], MESSAGE)];

export const POSTGRES_POLICY = [
  `CREATE TABLE IF NOT EXISTS credit_policies (${COLUMNS})`, SEED, ...postgresAppendOnly(["credit_policies"], "credit_policies_append_only", MESSAGE),
];
