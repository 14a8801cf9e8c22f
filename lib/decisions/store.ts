import "server-only";
// Notes and decisions in the dashboard's database (SQLite, or PostgreSQL with DATABASE_URL), beside the audit trail.
// Append-only: the tables' triggers refuse UPDATE and DELETE, so this module can only add and read.
import type { InferResult, Kysely } from "kysely";
import { database } from "../db/connection";
import type { Tables } from "../db/tables";
import { inForce, type CompanyDecision, type CompanyNote, type DecisionApproval, type DecisionInput } from "./decision-input";
import { needsOverride } from "./decision-terms";
import type { DecisionEvidence } from "./evidence";

export interface Author {
  username: string;
  name: string;
}

/** Newest entries a company's history answers with; older ones stay in the database and the audit trail. */
export const HISTORY_LIMIT = 500;

const NOTE_COLUMNS = ["id", "company", "at", "username", "author", "body"] as const;

/** What the server froze beside a decision: its evidence, the override reason and whether it needs a second approver. */
export interface DecisionRecord {
  evidence: DecisionEvidence;
  overrideReason: string | null;
  needsApproval: boolean;
}

export async function addNote(company: string, author: Author, body: string, requestId: string, now = new Date()): Promise<CompanyNote> {
  const db = await database();
  const row = await db.query.insertInto("company_notes")
    .values({ company, at: now.getTime(), username: author.username, author: author.name, body, request_id: requestId })
    .returning(NOTE_COLUMNS).executeTakeFirstOrThrow();
  return noteFrom(row);
}

export async function listNotes(company: string): Promise<CompanyNote[]> {
  const db = await database();
  const rows = await db.query.selectFrom("company_notes").select(NOTE_COLUMNS).where("company", "=", company)
    .orderBy("id", "desc").limit(HISTORY_LIMIT).execute();
  return rows.map(noteFrom);
}

// Each decision with its evidence and second approver's answer, from the side tables (none for older decisions).
function selectDecisions(db: Kysely<Tables>) {
  return db.selectFrom("company_decisions as d")
    .leftJoin("decision_evidence as e", "e.decision_id", "d.id")
    .leftJoin("decision_approvals as a", "a.decision_id", "d.id")
    .select([
      "d.id", "d.company", "d.at", "d.username", "d.author", "d.outcome", "d.conditions", "d.limit_granted", "d.currency", "d.review_date",
      "d.rationale", "e.evidence", "e.override_reason", "e.needs_approval", "a.at as approved_at", "a.author as approved_by", "a.approve",
      "a.comment as approval_comment",
    ]);
}

type DecisionRow = InferResult<ReturnType<typeof selectDecisions>>[number];

/** Writes the decision and its evidence in one transaction (on both engines), so both land or neither. */
export async function addDecision(
  company: string, author: Author, input: DecisionInput, record: DecisionRecord, requestId: string, now = new Date(),
): Promise<CompanyDecision> {
  const db = await database();
  const id = await db.query.transaction().execute(async (trx) => {
    const { id } = await trx.insertInto("company_decisions").values({
      company, at: now.getTime(), username: author.username, author: author.name, outcome: input.outcome, conditions: input.conditions,
      limit_granted: input.limitGranted, currency: input.currency, review_date: input.reviewDate, rationale: input.rationale,
      request_id: requestId,
    }).returning("id").executeTakeFirstOrThrow();
    await trx.insertInto("decision_evidence").values({
      decision_id: id, evidence: JSON.stringify(record.evidence), override_reason: input.overrideReason,
      policy_version: record.evidence.policyVersion, needs_approval: record.needsApproval ? 1 : 0,
    }).execute();
    return id;
  });
  const decision = await decisionById(company, id);
  if (!decision) throw new Error(`decision ${id} was written but cannot be read back`);
  return decision;
}

export async function decisionById(company: string, id: number): Promise<CompanyDecision | null> {
  const db = await database();
  const row = await selectDecisions(db.query).where("d.company", "=", company).where("d.id", "=", id).executeTakeFirst();
  return row ? decisionFrom(row) : null;
}

/** Newest first: the decisions in force and awaiting approval, and the history they superseded. */
export async function listDecisions(company: string): Promise<CompanyDecision[]> {
  const db = await database();
  const rows = await selectDecisions(db.query).where("d.company", "=", company).orderBy("d.id", "desc").limit(HISTORY_LIMIT).execute();
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
  // Newest first per company; the first in force of each wins.
  const rows = await selectDecisions(db.query).where("d.company", "in", companies).orderBy("d.id", "desc").execute();
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
  const { numInsertedOrUpdatedRows } = await db.query.insertInto("decision_approvals").values({
    decision_id: decisionId, at: now.getTime(), username: author.username, author: author.name, approve: approve ? 1 : 0, comment,
    request_id: requestId,
  }).onConflict((conflict) => conflict.column("decision_id").doNothing()).executeTakeFirst();
  return Number(numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Companies whose decision in force has a review date on or before `today` (yyyy-mm-dd), the most overdue first. */
export async function reviewsDue(today: string, limit = 100): Promise<CompanyDecision[]> {
  const db = await database();
  // In force: the newest without a second approver pending or refusing (the same rule as inForce()).
  const rows = await selectDecisions(db.query)
    .where("d.id", "=", (eb) => eb.selectFrom("company_decisions as latest")
      .leftJoin("decision_evidence as le", "le.decision_id", "latest.id")
      .leftJoin("decision_approvals as la", "la.decision_id", "latest.id")
      .select((inner) => inner.fn.max("latest.id").as("id"))
      .whereRef("latest.company", "=", "d.company")
      .where((inner) => inner.or([inner(inner.fn.coalesce("le.needs_approval", inner.lit(0)), "=", 0), inner("la.approve", "=", 1)])))
    .where("d.review_date", "<=", today)
    .orderBy("d.review_date").orderBy("d.company").limit(limit).execute();
  return rows.map(decisionFrom);
}

function noteFrom(row: Pick<Tables["company_notes"], "company" | "username" | "author" | "body"> & { id: number; at: number }): CompanyNote {
  return { id: row.id, company: row.company, at: new Date(row.at).toISOString(), username: row.username, author: row.author, body: row.body };
}

function decisionFrom(row: DecisionRow): CompanyDecision {
  const evidence = row.evidence ? (JSON.parse(row.evidence) as DecisionEvidence) : null;
  const outcome = row.outcome as CompanyDecision["outcome"];
  const limitGranted = row.limit_granted;
  return {
    id: row.id, company: row.company, at: new Date(row.at).toISOString(), username: row.username, author: row.author,
    outcome, conditions: row.conditions, limitGranted, currency: "GBP", reviewDate: row.review_date, rationale: row.rationale,
    overrideReason: row.override_reason ?? null, evidence,
    // Judged against the limit frozen with it, so it never changes when the policy or the company's data do.
    override: evidence ? needsOverride(outcome, limitGranted, evidence.suggestedLimit) : false,
    approval: approvalFrom(row),
  };
}

function approvalFrom(row: DecisionRow): DecisionApproval {
  const required = row.needs_approval === 1;
  if (row.approved_at === null) return { required, status: required ? "awaiting" : "not-required", by: null, at: null, comment: null };
  return {
    required, status: row.approve === 1 ? "approved" : "rejected", by: row.approved_by, at: new Date(row.approved_at).toISOString(),
    comment: row.approval_comment,
  };
}
