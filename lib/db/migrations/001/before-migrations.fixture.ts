// Fixture: the schema exactly as the code before migrations made it at start-up (commit 5e563f0: lib/db/schema.ts with
// decisions-, monitor- and policy-schema.ts), copied as text so that it never follows a later change of migration 001.
// `beforeMigrations(kind, "current")` is a database that code left (its ad-hoc ALTERs applied: the audit's
// correlation id, the alerts' public ids and their unique index); "oldest" is one made before any of them (no token
// expiry, no correlation id, no public id), as an install upgraded over several versions may still be.
// Used by lib/db/migrations/001-initial.test.ts (SQLite) and tests/integration/migrate-postgres.test.ts.
import type { DatabaseKind } from "../../database";

const SQLITE: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS sessions (
     id_hash TEXT PRIMARY KEY, username TEXT NOT NULL, name TEXT NOT NULL, role TEXT NOT NULL, origin TEXT NOT NULL,
     created_at BIGINT NOT NULL, expires_at BIGINT NOT NULL)`,
  `CREATE INDEX IF NOT EXISTS sessions_expiry ON sessions (expires_at)`,
  `CREATE TABLE IF NOT EXISTS api_tokens (
     id TEXT PRIMARY KEY, token_hash TEXT NOT NULL UNIQUE, username TEXT NOT NULL, name TEXT NOT NULL,
     role TEXT NOT NULL, origin TEXT NOT NULL, label TEXT NOT NULL, created_at BIGINT NOT NULL,
     last_used_at BIGINT, revoked_at BIGINT, expires_at BIGINT)`,
  `CREATE INDEX IF NOT EXISTS api_tokens_user ON api_tokens (username)`,
  `CREATE TABLE IF NOT EXISTS audit_log (id INTEGER PRIMARY KEY AUTOINCREMENT, at BIGINT NOT NULL, request_id TEXT NOT NULL, username TEXT NOT NULL, via TEXT NOT NULL,
  operation TEXT NOT NULL, company TEXT, params TEXT NOT NULL, status INTEGER NOT NULL, duration_ms INTEGER NOT NULL)`,
  `CREATE INDEX IF NOT EXISTS audit_at ON audit_log (at)`,
  `CREATE INDEX IF NOT EXISTS audit_user ON audit_log (username, at)`,
  `CREATE INDEX IF NOT EXISTS audit_company ON audit_log (company, at)`,
  `CREATE TRIGGER IF NOT EXISTS audit_log_no_update BEFORE UPDATE ON audit_log
       BEGIN SELECT RAISE(ABORT, 'the audit trail is append-only'); END`,
  `CREATE TRIGGER IF NOT EXISTS audit_log_no_delete BEFORE DELETE ON audit_log
       BEGIN SELECT RAISE(ABORT, 'the audit trail is append-only'); END`,
  `CREATE TABLE IF NOT EXISTS company_notes (id INTEGER PRIMARY KEY AUTOINCREMENT, company TEXT NOT NULL, at BIGINT NOT NULL, username TEXT NOT NULL, author TEXT NOT NULL,
  body TEXT NOT NULL, request_id TEXT NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS company_decisions (id INTEGER PRIMARY KEY AUTOINCREMENT, company TEXT NOT NULL, at BIGINT NOT NULL, username TEXT NOT NULL, author TEXT NOT NULL,
  outcome TEXT NOT NULL, conditions TEXT, limit_granted BIGINT, currency TEXT NOT NULL, review_date TEXT NOT NULL,
  rationale TEXT NOT NULL, request_id TEXT NOT NULL)`,
  `CREATE INDEX IF NOT EXISTS company_notes_company ON company_notes (company, at)`,
  `CREATE INDEX IF NOT EXISTS company_decisions_company ON company_decisions (company, at)`,
  `CREATE INDEX IF NOT EXISTS company_decisions_review ON company_decisions (review_date)`,
  `CREATE TABLE IF NOT EXISTS decision_evidence (decision_id BIGINT PRIMARY KEY, evidence TEXT NOT NULL, override_reason TEXT, policy_version INTEGER NOT NULL,
  needs_approval INTEGER NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS decision_approvals (id INTEGER PRIMARY KEY AUTOINCREMENT, decision_id BIGINT NOT NULL UNIQUE, at BIGINT NOT NULL, username TEXT NOT NULL, author TEXT NOT NULL,
  approve INTEGER NOT NULL, comment TEXT, request_id TEXT NOT NULL)`,
  `CREATE TRIGGER IF NOT EXISTS company_notes_no_update BEFORE UPDATE ON company_notes
       BEGIN SELECT RAISE(ABORT, 'notes and decisions are append-only'); END`,
  `CREATE TRIGGER IF NOT EXISTS company_notes_no_delete BEFORE DELETE ON company_notes
       BEGIN SELECT RAISE(ABORT, 'notes and decisions are append-only'); END`,
  `CREATE TRIGGER IF NOT EXISTS company_decisions_no_update BEFORE UPDATE ON company_decisions
       BEGIN SELECT RAISE(ABORT, 'notes and decisions are append-only'); END`,
  `CREATE TRIGGER IF NOT EXISTS company_decisions_no_delete BEFORE DELETE ON company_decisions
       BEGIN SELECT RAISE(ABORT, 'notes and decisions are append-only'); END`,
  `CREATE TRIGGER IF NOT EXISTS decision_evidence_no_update BEFORE UPDATE ON decision_evidence
       BEGIN SELECT RAISE(ABORT, 'notes and decisions are append-only'); END`,
  `CREATE TRIGGER IF NOT EXISTS decision_evidence_no_delete BEFORE DELETE ON decision_evidence
       BEGIN SELECT RAISE(ABORT, 'notes and decisions are append-only'); END`,
  `CREATE TRIGGER IF NOT EXISTS decision_approvals_no_update BEFORE UPDATE ON decision_approvals
       BEGIN SELECT RAISE(ABORT, 'notes and decisions are append-only'); END`,
  `CREATE TRIGGER IF NOT EXISTS decision_approvals_no_delete BEFORE DELETE ON decision_approvals
       BEGIN SELECT RAISE(ABORT, 'notes and decisions are append-only'); END`,
  `CREATE TABLE IF NOT EXISTS watchlists (id TEXT PRIMARY KEY, name TEXT NOT NULL, owner TEXT NOT NULL, owner_name TEXT NOT NULL,
  shared INTEGER NOT NULL, interval_hours INTEGER NOT NULL, created_at BIGINT NOT NULL, webhook_url TEXT, webhook_secret TEXT,
  digest_to TEXT)`,
  `CREATE TABLE IF NOT EXISTS watchlist_companies (watchlist_id TEXT NOT NULL, company TEXT NOT NULL, added_at BIGINT NOT NULL, added_by TEXT NOT NULL,
  PRIMARY KEY (watchlist_id, company))`,
  `CREATE TABLE IF NOT EXISTS watch_snapshots (company TEXT PRIMARY KEY, taken_at BIGINT, snapshot TEXT, checked_at BIGINT NOT NULL,
  error TEXT, error_at BIGINT)`,
  `CREATE TABLE IF NOT EXISTS watch_alert_reads (alert_id BIGINT NOT NULL, username TEXT NOT NULL, read_at BIGINT NOT NULL, PRIMARY KEY (alert_id, username))`,
  `CREATE TABLE IF NOT EXISTS company_views (username TEXT NOT NULL, company TEXT NOT NULL, viewed_at BIGINT NOT NULL, PRIMARY KEY (username, company))`,
  `CREATE TABLE IF NOT EXISTS watch_jobs (watchlist_id TEXT PRIMARY KEY, due_at BIGINT NOT NULL, locked_until BIGINT, locked_by TEXT,
  last_run_at BIGINT, runs INTEGER NOT NULL DEFAULT 0)`,
  `CREATE TABLE IF NOT EXISTS watch_alerts (id INTEGER PRIMARY KEY AUTOINCREMENT, watchlist_id TEXT NOT NULL, company TEXT NOT NULL, kind TEXT NOT NULL, change_key TEXT NOT NULL,
  title TEXT NOT NULL, detail TEXT NOT NULL, evidence TEXT NOT NULL, detected_at BIGINT NOT NULL, public_id TEXT)`,
  `CREATE TABLE IF NOT EXISTS watch_deliveries (id INTEGER PRIMARY KEY AUTOINCREMENT, watchlist_id TEXT NOT NULL, channel TEXT NOT NULL, target TEXT NOT NULL, alerts INTEGER NOT NULL,
  attempt INTEGER NOT NULL, at BIGINT NOT NULL, status INTEGER, outcome TEXT NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS watch_webhook_queue (id INTEGER PRIMARY KEY AUTOINCREMENT, watchlist_id TEXT NOT NULL, body TEXT NOT NULL, alerts INTEGER NOT NULL, attempts INTEGER NOT NULL,
  next_attempt_at BIGINT NOT NULL, state TEXT NOT NULL, locked_until BIGINT, created_at BIGINT NOT NULL, last_outcome TEXT)`,
  `CREATE INDEX IF NOT EXISTS watch_webhook_queue_due ON watch_webhook_queue (state, next_attempt_at)`,
  `CREATE INDEX IF NOT EXISTS watch_webhook_queue_list ON watch_webhook_queue (watchlist_id, created_at)`,
  `CREATE INDEX IF NOT EXISTS watch_deliveries_list ON watch_deliveries (watchlist_id, at)`,
  `CREATE INDEX IF NOT EXISTS watchlist_companies_company ON watchlist_companies (company)`,
  `CREATE UNIQUE INDEX IF NOT EXISTS watch_alerts_once ON watch_alerts (watchlist_id, company, change_key)`,
  `CREATE INDEX IF NOT EXISTS watch_alerts_company ON watch_alerts (company, detected_at)`,
  `CREATE INDEX IF NOT EXISTS watch_alerts_list ON watch_alerts (watchlist_id, detected_at)`,
  `CREATE INDEX IF NOT EXISTS watch_jobs_due ON watch_jobs (due_at)`,
  `CREATE TABLE IF NOT EXISTS credit_policies (version INTEGER PRIMARY KEY, at BIGINT NOT NULL, username TEXT NOT NULL, author TEXT NOT NULL,
  reason TEXT NOT NULL, policy TEXT NOT NULL, request_id TEXT NOT NULL)`,
  `INSERT INTO credit_policies (version, at, username, author, reason, policy, request_id)
  VALUES (1, 0, 'system', 'Shipped default', 'The shipped default policy.',
  '{"base":{"tangibleNetWorthShare":0.1,"workingCapitalShare":0.1},"caps":{"tangibleNetWorthShare":0.2,"turnoverMonths":1,"ceiling":1000000},"bandFactors":{"low":1,"moderate":0.5,"high":0},"reductions":{"pretaxLoss":{"factor":0.5,"bandAtLeast":"moderate"},"negativeTangibleNetWorth":{"factor":0,"bandAtLeast":"high"},"unsatisfiedCcj":{"factor":0.5,"bandAtLeast":"moderate"}},"noLimit":{"dissolved":true,"insolvency":true,"strikeOffNotice":true,"accountsOverdue":true},"maxAccountsAgeMonths":30,"roundTo":100,"actions":{"low":"Extend terms within the limit.","moderate":"Extend terms within the limit, secure larger orders, and review within six months.","high":"Cash on delivery or a guarantee; no open credit.","unrated":"Refer to a credit manager: there are no accounts the models can score."},"fourEyesAbove":250000}', 'default-policy') ON CONFLICT (version) DO NOTHING`,
  `CREATE TRIGGER IF NOT EXISTS credit_policies_no_update BEFORE UPDATE ON credit_policies
       BEGIN SELECT RAISE(ABORT, 'policy versions are append-only'); END`,
  `CREATE TRIGGER IF NOT EXISTS credit_policies_no_delete BEFORE DELETE ON credit_policies
       BEGIN SELECT RAISE(ABORT, 'policy versions are append-only'); END`,
];

const POSTGRES: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS sessions (
     id_hash TEXT PRIMARY KEY, username TEXT NOT NULL, name TEXT NOT NULL, role TEXT NOT NULL, origin TEXT NOT NULL,
     created_at BIGINT NOT NULL, expires_at BIGINT NOT NULL)`,
  `CREATE INDEX IF NOT EXISTS sessions_expiry ON sessions (expires_at)`,
  `CREATE TABLE IF NOT EXISTS api_tokens (
     id TEXT PRIMARY KEY, token_hash TEXT NOT NULL UNIQUE, username TEXT NOT NULL, name TEXT NOT NULL,
     role TEXT NOT NULL, origin TEXT NOT NULL, label TEXT NOT NULL, created_at BIGINT NOT NULL,
     last_used_at BIGINT, revoked_at BIGINT, expires_at BIGINT)`,
  `CREATE INDEX IF NOT EXISTS api_tokens_user ON api_tokens (username)`,
  `CREATE TABLE IF NOT EXISTS audit_log (id BIGSERIAL PRIMARY KEY, at BIGINT NOT NULL, request_id TEXT NOT NULL, username TEXT NOT NULL, via TEXT NOT NULL,
  operation TEXT NOT NULL, company TEXT, params TEXT NOT NULL, status INTEGER NOT NULL, duration_ms INTEGER NOT NULL)`,
  `CREATE INDEX IF NOT EXISTS audit_at ON audit_log (at)`,
  `CREATE INDEX IF NOT EXISTS audit_user ON audit_log (username, at)`,
  `CREATE INDEX IF NOT EXISTS audit_company ON audit_log (company, at)`,
  `CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN RAISE EXCEPTION 'the audit trail is append-only'; END $$`,
  `DROP TRIGGER IF EXISTS audit_log_no_change ON audit_log`,
  `CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON audit_log
         FOR EACH ROW EXECUTE FUNCTION audit_log_append_only()`,
  `DROP TRIGGER IF EXISTS audit_log_no_truncate ON audit_log`,
  `CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
         FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only()`,
  `CREATE TABLE IF NOT EXISTS company_notes (id BIGSERIAL PRIMARY KEY, company TEXT NOT NULL, at BIGINT NOT NULL, username TEXT NOT NULL, author TEXT NOT NULL,
  body TEXT NOT NULL, request_id TEXT NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS company_decisions (id BIGSERIAL PRIMARY KEY, company TEXT NOT NULL, at BIGINT NOT NULL, username TEXT NOT NULL, author TEXT NOT NULL,
  outcome TEXT NOT NULL, conditions TEXT, limit_granted BIGINT, currency TEXT NOT NULL, review_date TEXT NOT NULL,
  rationale TEXT NOT NULL, request_id TEXT NOT NULL)`,
  `CREATE INDEX IF NOT EXISTS company_notes_company ON company_notes (company, at)`,
  `CREATE INDEX IF NOT EXISTS company_decisions_company ON company_decisions (company, at)`,
  `CREATE INDEX IF NOT EXISTS company_decisions_review ON company_decisions (review_date)`,
  `CREATE TABLE IF NOT EXISTS decision_evidence (decision_id BIGINT PRIMARY KEY, evidence TEXT NOT NULL, override_reason TEXT, policy_version INTEGER NOT NULL,
  needs_approval INTEGER NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS decision_approvals (id BIGSERIAL PRIMARY KEY, decision_id BIGINT NOT NULL UNIQUE, at BIGINT NOT NULL, username TEXT NOT NULL, author TEXT NOT NULL,
  approve INTEGER NOT NULL, comment TEXT, request_id TEXT NOT NULL)`,
  `CREATE OR REPLACE FUNCTION decisions_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN RAISE EXCEPTION 'notes and decisions are append-only'; END $$`,
  `DROP TRIGGER IF EXISTS company_notes_no_change ON company_notes`,
  `CREATE TRIGGER company_notes_no_change BEFORE UPDATE OR DELETE ON company_notes
         FOR EACH ROW EXECUTE FUNCTION decisions_append_only()`,
  `DROP TRIGGER IF EXISTS company_notes_no_truncate ON company_notes`,
  `CREATE TRIGGER company_notes_no_truncate BEFORE TRUNCATE ON company_notes
         FOR EACH STATEMENT EXECUTE FUNCTION decisions_append_only()`,
  `DROP TRIGGER IF EXISTS company_decisions_no_change ON company_decisions`,
  `CREATE TRIGGER company_decisions_no_change BEFORE UPDATE OR DELETE ON company_decisions
         FOR EACH ROW EXECUTE FUNCTION decisions_append_only()`,
  `DROP TRIGGER IF EXISTS company_decisions_no_truncate ON company_decisions`,
  `CREATE TRIGGER company_decisions_no_truncate BEFORE TRUNCATE ON company_decisions
         FOR EACH STATEMENT EXECUTE FUNCTION decisions_append_only()`,
  `DROP TRIGGER IF EXISTS decision_evidence_no_change ON decision_evidence`,
  `CREATE TRIGGER decision_evidence_no_change BEFORE UPDATE OR DELETE ON decision_evidence
         FOR EACH ROW EXECUTE FUNCTION decisions_append_only()`,
  `DROP TRIGGER IF EXISTS decision_evidence_no_truncate ON decision_evidence`,
  `CREATE TRIGGER decision_evidence_no_truncate BEFORE TRUNCATE ON decision_evidence
         FOR EACH STATEMENT EXECUTE FUNCTION decisions_append_only()`,
  `DROP TRIGGER IF EXISTS decision_approvals_no_change ON decision_approvals`,
  `CREATE TRIGGER decision_approvals_no_change BEFORE UPDATE OR DELETE ON decision_approvals
         FOR EACH ROW EXECUTE FUNCTION decisions_append_only()`,
  `DROP TRIGGER IF EXISTS decision_approvals_no_truncate ON decision_approvals`,
  `CREATE TRIGGER decision_approvals_no_truncate BEFORE TRUNCATE ON decision_approvals
         FOR EACH STATEMENT EXECUTE FUNCTION decisions_append_only()`,
  `CREATE TABLE IF NOT EXISTS watchlists (id TEXT PRIMARY KEY, name TEXT NOT NULL, owner TEXT NOT NULL, owner_name TEXT NOT NULL,
  shared INTEGER NOT NULL, interval_hours INTEGER NOT NULL, created_at BIGINT NOT NULL, webhook_url TEXT, webhook_secret TEXT,
  digest_to TEXT)`,
  `CREATE TABLE IF NOT EXISTS watchlist_companies (watchlist_id TEXT NOT NULL, company TEXT NOT NULL, added_at BIGINT NOT NULL, added_by TEXT NOT NULL,
  PRIMARY KEY (watchlist_id, company))`,
  `CREATE TABLE IF NOT EXISTS watch_snapshots (company TEXT PRIMARY KEY, taken_at BIGINT, snapshot TEXT, checked_at BIGINT NOT NULL,
  error TEXT, error_at BIGINT)`,
  `CREATE TABLE IF NOT EXISTS watch_alert_reads (alert_id BIGINT NOT NULL, username TEXT NOT NULL, read_at BIGINT NOT NULL, PRIMARY KEY (alert_id, username))`,
  `CREATE TABLE IF NOT EXISTS company_views (username TEXT NOT NULL, company TEXT NOT NULL, viewed_at BIGINT NOT NULL, PRIMARY KEY (username, company))`,
  `CREATE TABLE IF NOT EXISTS watch_jobs (watchlist_id TEXT PRIMARY KEY, due_at BIGINT NOT NULL, locked_until BIGINT, locked_by TEXT,
  last_run_at BIGINT, runs INTEGER NOT NULL DEFAULT 0)`,
  `CREATE TABLE IF NOT EXISTS watch_alerts (id BIGSERIAL PRIMARY KEY, watchlist_id TEXT NOT NULL, company TEXT NOT NULL, kind TEXT NOT NULL, change_key TEXT NOT NULL,
  title TEXT NOT NULL, detail TEXT NOT NULL, evidence TEXT NOT NULL, detected_at BIGINT NOT NULL, public_id TEXT)`,
  `CREATE TABLE IF NOT EXISTS watch_deliveries (id BIGSERIAL PRIMARY KEY, watchlist_id TEXT NOT NULL, channel TEXT NOT NULL, target TEXT NOT NULL, alerts INTEGER NOT NULL,
  attempt INTEGER NOT NULL, at BIGINT NOT NULL, status INTEGER, outcome TEXT NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS watch_webhook_queue (id BIGSERIAL PRIMARY KEY, watchlist_id TEXT NOT NULL, body TEXT NOT NULL, alerts INTEGER NOT NULL, attempts INTEGER NOT NULL,
  next_attempt_at BIGINT NOT NULL, state TEXT NOT NULL, locked_until BIGINT, created_at BIGINT NOT NULL, last_outcome TEXT)`,
  `CREATE INDEX IF NOT EXISTS watch_webhook_queue_due ON watch_webhook_queue (state, next_attempt_at)`,
  `CREATE INDEX IF NOT EXISTS watch_webhook_queue_list ON watch_webhook_queue (watchlist_id, created_at)`,
  `CREATE INDEX IF NOT EXISTS watch_deliveries_list ON watch_deliveries (watchlist_id, at)`,
  `CREATE INDEX IF NOT EXISTS watchlist_companies_company ON watchlist_companies (company)`,
  `CREATE UNIQUE INDEX IF NOT EXISTS watch_alerts_once ON watch_alerts (watchlist_id, company, change_key)`,
  `CREATE INDEX IF NOT EXISTS watch_alerts_company ON watch_alerts (company, detected_at)`,
  `CREATE INDEX IF NOT EXISTS watch_alerts_list ON watch_alerts (watchlist_id, detected_at)`,
  `CREATE INDEX IF NOT EXISTS watch_jobs_due ON watch_jobs (due_at)`,
  `CREATE TABLE IF NOT EXISTS credit_policies (version INTEGER PRIMARY KEY, at BIGINT NOT NULL, username TEXT NOT NULL, author TEXT NOT NULL,
  reason TEXT NOT NULL, policy TEXT NOT NULL, request_id TEXT NOT NULL)`,
  `INSERT INTO credit_policies (version, at, username, author, reason, policy, request_id)
  VALUES (1, 0, 'system', 'Shipped default', 'The shipped default policy.',
  '{"base":{"tangibleNetWorthShare":0.1,"workingCapitalShare":0.1},"caps":{"tangibleNetWorthShare":0.2,"turnoverMonths":1,"ceiling":1000000},"bandFactors":{"low":1,"moderate":0.5,"high":0},"reductions":{"pretaxLoss":{"factor":0.5,"bandAtLeast":"moderate"},"negativeTangibleNetWorth":{"factor":0,"bandAtLeast":"high"},"unsatisfiedCcj":{"factor":0.5,"bandAtLeast":"moderate"}},"noLimit":{"dissolved":true,"insolvency":true,"strikeOffNotice":true,"accountsOverdue":true},"maxAccountsAgeMonths":30,"roundTo":100,"actions":{"low":"Extend terms within the limit.","moderate":"Extend terms within the limit, secure larger orders, and review within six months.","high":"Cash on delivery or a guarantee; no open credit.","unrated":"Refer to a credit manager: there are no accounts the models can score."},"fourEyesAbove":250000}', 'default-policy') ON CONFLICT (version) DO NOTHING`,
  `CREATE OR REPLACE FUNCTION credit_policies_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN RAISE EXCEPTION 'policy versions are append-only'; END $$`,
  `DROP TRIGGER IF EXISTS credit_policies_no_change ON credit_policies`,
  `CREATE TRIGGER credit_policies_no_change BEFORE UPDATE OR DELETE ON credit_policies
         FOR EACH ROW EXECUTE FUNCTION credit_policies_append_only()`,
  `DROP TRIGGER IF EXISTS credit_policies_no_truncate ON credit_policies`,
  `CREATE TRIGGER credit_policies_no_truncate BEFORE TRUNCATE ON credit_policies
         FOR EACH STATEMENT EXECUTE FUNCTION credit_policies_append_only()`,
];

const CURRENT_ALTERS = [
  "ALTER TABLE audit_log ADD COLUMN correlation_id TEXT",
  "CREATE UNIQUE INDEX watch_alerts_public_id ON watch_alerts (public_id)",
];

export function beforeMigrations(kind: DatabaseKind, shape: "current" | "oldest"): string[] {
  const statements = [...(kind === "sqlite" ? SQLITE : POSTGRES)];
  if (shape === "current") return [...statements, ...CURRENT_ALTERS];
  return statements.map((statement) => statement.replace(", expires_at BIGINT)", ")").replace(", public_id TEXT", ""));
}
