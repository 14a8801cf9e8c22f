// The analysts' notes and credit decisions on a company: kept beside the audit trail and, like it, append-only in
// the database itself. A new decision supersedes the last by being newer; nothing is ever edited or deleted.
import { postgresAppendOnly, sqliteAppendOnly } from "../append-only";

const NOTE_COLUMNS = `company TEXT NOT NULL, at BIGINT NOT NULL, username TEXT NOT NULL, author TEXT NOT NULL,
  body TEXT NOT NULL, request_id TEXT NOT NULL`;

const DECISION_COLUMNS = `company TEXT NOT NULL, at BIGINT NOT NULL, username TEXT NOT NULL, author TEXT NOT NULL,
  outcome TEXT NOT NULL, conditions TEXT, limit_granted BIGINT, currency TEXT NOT NULL, review_date TEXT NOT NULL,
  rationale TEXT NOT NULL, request_id TEXT NOT NULL`;

const INDEXES = [
  `CREATE INDEX IF NOT EXISTS company_notes_company ON company_notes (company, at)`,
  `CREATE INDEX IF NOT EXISTS company_decisions_company ON company_decisions (company, at)`,
  `CREATE INDEX IF NOT EXISTS company_decisions_review ON company_decisions (review_date)`,
];

const TABLES = ["company_notes", "company_decisions"] as const;

// Beside each decision, in side tables (no ALTER of company_decisions: migrations come with issue 34): the evidence
// it froze (the verdict as the analyst saw it, as JSON), the override reason, the policy version and whether a
// second approver is needed; and that approver's answer. Append-only like the decisions themselves. A decision
// recorded before evidence existed has no row here and answers `evidence: null`.

const EVIDENCE_COLUMNS = `decision_id BIGINT PRIMARY KEY, evidence TEXT NOT NULL, override_reason TEXT, policy_version INTEGER NOT NULL,
  needs_approval INTEGER NOT NULL`;

// One answer per decision: the unique key refuses a second approver racing the first.
const APPROVAL_COLUMNS = `decision_id BIGINT NOT NULL UNIQUE, at BIGINT NOT NULL, username TEXT NOT NULL, author TEXT NOT NULL,
  approve INTEGER NOT NULL, comment TEXT, request_id TEXT NOT NULL`;

const SIDE_TABLES = ["decision_evidence", "decision_approvals"] as const;

const MESSAGE = "notes and decisions are append-only";

export const SQLITE_DECISIONS = [
  `CREATE TABLE IF NOT EXISTS company_notes (id INTEGER PRIMARY KEY AUTOINCREMENT, ${NOTE_COLUMNS})`,
  `CREATE TABLE IF NOT EXISTS company_decisions (id INTEGER PRIMARY KEY AUTOINCREMENT, ${DECISION_COLUMNS})`,
  ...INDEXES,
  `CREATE TABLE IF NOT EXISTS decision_evidence (${EVIDENCE_COLUMNS})`,
  `CREATE TABLE IF NOT EXISTS decision_approvals (id INTEGER PRIMARY KEY AUTOINCREMENT, ${APPROVAL_COLUMNS})`,
  ...sqliteAppendOnly([...TABLES, ...SIDE_TABLES], MESSAGE),
];

export const POSTGRES_DECISIONS = [
  `CREATE TABLE IF NOT EXISTS company_notes (id BIGSERIAL PRIMARY KEY, ${NOTE_COLUMNS})`,
  `CREATE TABLE IF NOT EXISTS company_decisions (id BIGSERIAL PRIMARY KEY, ${DECISION_COLUMNS})`,
  ...INDEXES,
  `CREATE TABLE IF NOT EXISTS decision_evidence (${EVIDENCE_COLUMNS})`,
  `CREATE TABLE IF NOT EXISTS decision_approvals (id BIGSERIAL PRIMARY KEY, ${APPROVAL_COLUMNS})`,
  ...postgresAppendOnly([...TABLES, ...SIDE_TABLES], "decisions_append_only", MESSAGE),
];
