// The credit policy's versions: append-only like the audit trail (a change is a new version; none is edited or
// deleted), with version 1, the shipped default, written when the table is made so every assessment names a version.
import { DEFAULT_POLICY, DEFAULT_POLICY_REASON } from "@/lib/policy/policy";

const COLUMNS = `version INTEGER PRIMARY KEY, at BIGINT NOT NULL, username TEXT NOT NULL, author TEXT NOT NULL,
  reason TEXT NOT NULL, policy TEXT NOT NULL, request_id TEXT NOT NULL`;

// A literal, not a parameter: the schema's statements take none. JSON has no quote a SQL string needs doubled but '.
const SEED = `INSERT INTO credit_policies (version, at, username, author, reason, policy, request_id)
  VALUES (1, 0, 'system', 'Shipped default', '${DEFAULT_POLICY_REASON.replaceAll("'", "''")}',
  '${JSON.stringify(DEFAULT_POLICY).replaceAll("'", "''")}', 'default-policy') ON CONFLICT (version) DO NOTHING`;

export const SQLITE_POLICY = [
  `CREATE TABLE IF NOT EXISTS credit_policies (${COLUMNS})`,
  SEED,
  `CREATE TRIGGER IF NOT EXISTS credit_policies_no_update BEFORE UPDATE ON credit_policies
     BEGIN SELECT RAISE(ABORT, 'policy versions are append-only'); END`,
  `CREATE TRIGGER IF NOT EXISTS credit_policies_no_delete BEFORE DELETE ON credit_policies
     BEGIN SELECT RAISE(ABORT, 'policy versions are append-only'); END`,
];

export const POSTGRES_POLICY = [
  `CREATE TABLE IF NOT EXISTS credit_policies (${COLUMNS})`,
  SEED,
  `CREATE OR REPLACE FUNCTION credit_policies_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN RAISE EXCEPTION 'policy versions are append-only'; END $$`,
  `DROP TRIGGER IF EXISTS credit_policies_no_change ON credit_policies`,
  `CREATE TRIGGER credit_policies_no_change BEFORE UPDATE OR DELETE ON credit_policies
     FOR EACH ROW EXECUTE FUNCTION credit_policies_append_only()`,
  `DROP TRIGGER IF EXISTS credit_policies_no_truncate ON credit_policies`,
  `CREATE TRIGGER credit_policies_no_truncate BEFORE TRUNCATE ON credit_policies
     FOR EACH STATEMENT EXECUTE FUNCTION credit_policies_append_only()`,
];
