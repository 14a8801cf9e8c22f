import "server-only";
// Notes and decisions in the dashboard's database (SQLite, or PostgreSQL with DATABASE_URL), beside the audit trail.
// Append-only: the tables' triggers refuse UPDATE and DELETE, so this module can only add and read.
import { database } from "../db/connection";
import type { Database } from "../db/database";
import { inForce, type CompanyDecision, type CompanyNote, type DecisionApproval, type DecisionInput } from "./decision-input";
import { needsOverride } from "./decision-terms";
import type { DecisionEvidence } from "./evidence";

export interface Author {
  username: string;
  name: string;
}

/** Newest entries a company's history answers with; older ones stay in the database and the audit trail. */
export const HISTORY_LIMIT = 500;

interface NoteRow { id: number | string; company: string; at: number | string; username: string; author: string; body: string }
interface DecisionRow {
  id: number | string; company: string; at: number | string; username: string; author: string; outcome: string;
  conditions: string | null; limit_granted: number | string | null; currency: string; review_date: string; rationale: string;
  evidence: string | null; override_reason: string | null; needs_approval: number | string | null;
  approved_at: number | string | null; approved_by: string | null; approve: number | string | boolean | null; approval_comment: string | null;
}

/** What the server froze beside a decision: its evidence, the override reason and whether it needs a second approver. */
export interface DecisionRecord {
  evidence: DecisionEvidence;
  overrideReason: string | null;
  needsApproval: boolean;
}

export async function addNote(company: string, author: Author, body: string, requestId: string, now = new Date()): Promise<CompanyNote> {
  const db = await database();
  const [row] = await db.all<NoteRow>(
    `INSERT INTO company_notes (company, at, username, author, body, request_id) VALUES ($1, $2, $3, $4, $5, $6)
     RETURNING id, company, at, username, author, body`,
    [company, now.getTime(), author.username, author.name, body, requestId],
  );
  return noteFrom(row);
}

export async function listNotes(company: string): Promise<CompanyNote[]> {
  const db = await database();
  const rows = await db.all<NoteRow>(
    `SELECT id, company, at, username, author, body FROM company_notes WHERE company = $1 ORDER BY id DESC LIMIT $2`,
    [company, HISTORY_LIMIT],
  );
  return rows.map(noteFrom);
}

// Each decision with its evidence and second approver's answer, from the side tables (none for older decisions).
const DECISION_SELECT = `d.id, d.company, d.at, d.username, d.author, d.outcome, d.conditions, d.limit_granted, d.currency, d.review_date,
  d.rationale, e.evidence, e.override_reason, e.needs_approval, a.at AS approved_at, a.author AS approved_by, a.approve,
  a.comment AS approval_comment`;
const DECISION_FROM = `company_decisions d LEFT JOIN decision_evidence e ON e.decision_id = d.id
  LEFT JOIN decision_approvals a ON a.decision_id = d.id`;
const INSERT_DECISION = `INSERT INTO company_decisions (company, at, username, author, outcome, conditions, limit_granted, currency, review_date, rationale, request_id)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`;

/**
 * Writes the decision and its evidence together. PostgreSQL: one statement (the evidence's insert reads the
 * decision's from a CTE), so both land or neither. SQLite: the db layer has no transaction, but its calls run
 * synchronously on one connection, so the two inserts are issued in the same tick (nothing can come between them)
 * and the evidence takes the decision's id from last_insert_rowid().
 */
export async function addDecision(
  company: string, author: Author, input: DecisionInput, record: DecisionRecord, requestId: string, now = new Date(),
): Promise<CompanyDecision> {
  const db = await database();
  const values = [company, now.getTime(), author.username, author.name, input.outcome, input.conditions, input.limitGranted, input.currency,
    input.reviewDate, input.rationale, requestId, JSON.stringify(record.evidence), input.overrideReason, record.evidence.policyVersion,
    record.needsApproval ? 1 : 0];
  const id = db.kind === "postgres" ? await insertPostgres(db, values) : await insertSqlite(db, values);
  const decision = await decisionById(company, id);
  if (!decision) throw new Error(`decision ${id} was written but cannot be read back`);
  return decision;
}

async function insertPostgres(db: Database, values: Array<string | number | null>): Promise<number> {
  const [row] = await db.all<{ id: number | string }>(
    `WITH d AS (${INSERT_DECISION} RETURNING id)
     INSERT INTO decision_evidence (decision_id, evidence, override_reason, policy_version, needs_approval)
     SELECT d.id, $12::text, $13::text, $14::integer, $15::integer FROM d RETURNING decision_id AS id`,
    values,
  );
  return Number(row.id);
}

function insertSqlite(db: Database, values: Array<string | number | null>): Promise<number> {
  // Not awaited between the two: see addDecision.
  const decision = db.all<{ id: number }>(`${INSERT_DECISION} RETURNING id`, values.slice(0, 11));
  const evidence = db.run(
    `INSERT INTO decision_evidence (decision_id, evidence, override_reason, policy_version, needs_approval)
     VALUES (last_insert_rowid(), $1, $2, $3, $4)`,
    values.slice(11),
  );
  return Promise.all([decision, evidence]).then(([[row]]) => row.id);
}

export async function decisionById(company: string, id: number): Promise<CompanyDecision | null> {
  const db = await database();
  const [row] = await db.all<DecisionRow>(`SELECT ${DECISION_SELECT} FROM ${DECISION_FROM} WHERE d.company = $1 AND d.id = $2`, [company, id]);
  return row ? decisionFrom(row) : null;
}

/** Newest first: the decisions in force and awaiting approval, and the history they superseded. */
export async function listDecisions(company: string): Promise<CompanyDecision[]> {
  const db = await database();
  const rows = await db.all<DecisionRow>(
    `SELECT ${DECISION_SELECT} FROM ${DECISION_FROM} WHERE d.company = $1 ORDER BY d.id DESC LIMIT $2`,
    [company, HISTORY_LIMIT],
  );
  return rows.map(decisionFrom);
}

/** The decision in force: the newest not awaiting a second approver nor rejected by one. */
export function decisionInForce(decisions: CompanyDecision[]): CompanyDecision | null {
  return decisions.find(inForce) ?? null;
}

/** The decision in force of each company asked about (absent: none), for the watchlist and /compare. */
export async function decisionsInForce(companies: readonly string[]): Promise<Map<string, CompanyDecision>> {
  const found = new Map<string, CompanyDecision>();
  if (companies.length === 0) return found;
  const db = await database();
  const list = companies.map((_, index) => `$${index + 1}`).join(", ");
  // Newest first per company; the first in force of each wins.
  const rows = await db.all<DecisionRow>(
    `SELECT ${DECISION_SELECT} FROM ${DECISION_FROM} WHERE d.company IN (${list}) ORDER BY d.id DESC`,
    [...companies],
  );
  for (const decision of rows.map(decisionFrom)) {
    if (!found.has(decision.company) && inForce(decision)) found.set(decision.company, decision);
  }
  return found;
}

/**
 * A second approver's answer. Null when the decision already has one (the unique key refuses a second, so two
 * approvers racing cannot both land).
 */
export async function addApproval(
  decisionId: number, author: Author, approve: boolean, comment: string | null, requestId: string, now = new Date(),
): Promise<boolean> {
  const db = await database();
  const written = await db.run(
    `INSERT INTO decision_approvals (decision_id, at, username, author, approve, comment, request_id) VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (decision_id) DO NOTHING`,
    [decisionId, now.getTime(), author.username, author.name, approve ? 1 : 0, comment, requestId],
  );
  return written > 0;
}

/** Companies whose decision in force has a review date on or before `today` (yyyy-mm-dd), the most overdue first. */
export async function reviewsDue(today: string, limit = 100): Promise<CompanyDecision[]> {
  const db = await database();
  // In force: the newest without a second approver pending or refusing (the same rule as inForce()).
  const rows = await db.all<DecisionRow>(
    `SELECT ${DECISION_SELECT} FROM ${DECISION_FROM}
     WHERE d.id = (SELECT MAX(latest.id) FROM company_decisions latest
                   LEFT JOIN decision_evidence le ON le.decision_id = latest.id
                   LEFT JOIN decision_approvals la ON la.decision_id = latest.id
                   WHERE latest.company = d.company AND (COALESCE(le.needs_approval, 0) = 0 OR la.approve = 1))
       AND d.review_date <= $1
     ORDER BY d.review_date, d.company LIMIT $2`,
    [today, limit],
  );
  return rows.map(decisionFrom);
}

function noteFrom(row: NoteRow): CompanyNote {
  return { id: Number(row.id), company: row.company, at: new Date(Number(row.at)).toISOString(), username: row.username, author: row.author, body: row.body };
}

function decisionFrom(row: DecisionRow): CompanyDecision {
  const evidence = row.evidence ? (JSON.parse(row.evidence) as DecisionEvidence) : null;
  const outcome = row.outcome as CompanyDecision["outcome"];
  const limitGranted = row.limit_granted == null ? null : Number(row.limit_granted);
  return {
    id: Number(row.id), company: row.company, at: new Date(Number(row.at)).toISOString(), username: row.username, author: row.author,
    outcome, conditions: row.conditions, limitGranted, currency: "GBP", reviewDate: row.review_date, rationale: row.rationale,
    overrideReason: row.override_reason ?? null, evidence,
    // Judged against the limit frozen with it, so it never changes when the policy or the company's data do.
    override: evidence ? needsOverride(outcome, limitGranted, evidence.suggestedLimit) : false,
    approval: approvalFrom(row),
  };
}

function approvalFrom(row: DecisionRow): DecisionApproval {
  const required = Number(row.needs_approval ?? 0) === 1;
  if (row.approved_at == null) return { required, status: required ? "awaiting" : "not-required", by: null, at: null, comment: null };
  const approved = row.approve === true || Number(row.approve) === 1;
  return {
    required, status: approved ? "approved" : "rejected", by: row.approved_by, at: new Date(Number(row.approved_at)).toISOString(),
    comment: row.approval_comment,
  };
}
