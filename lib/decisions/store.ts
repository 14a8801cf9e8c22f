import "server-only";
// Notes and decisions in the dashboard's database (SQLite, or PostgreSQL with DATABASE_URL), beside the audit trail.
// Append-only: the tables' triggers refuse UPDATE and DELETE, so this module can only add and read.
import { database } from "../db/connection";
import type { CompanyDecision, CompanyNote, DecisionInput } from "./decision-input";

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

const DECISION_SELECT = "id, company, at, username, author, outcome, conditions, limit_granted, currency, review_date, rationale";

export async function addDecision(company: string, author: Author, input: DecisionInput, requestId: string, now = new Date()): Promise<CompanyDecision> {
  const db = await database();
  const [row] = await db.all<DecisionRow>(
    `INSERT INTO company_decisions (company, at, username, author, outcome, conditions, limit_granted, currency, review_date, rationale, request_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING ${DECISION_SELECT}`,
    [company, now.getTime(), author.username, author.name, input.outcome, input.conditions, input.limitGranted, input.currency,
      input.reviewDate, input.rationale, requestId],
  );
  return decisionFrom(row);
}

/** Newest first: the first is the decision in force, the rest the history it superseded. */
export async function listDecisions(company: string): Promise<CompanyDecision[]> {
  const db = await database();
  const rows = await db.all<DecisionRow>(
    `SELECT ${DECISION_SELECT} FROM company_decisions WHERE company = $1 ORDER BY id DESC LIMIT $2`,
    [company, HISTORY_LIMIT],
  );
  return rows.map(decisionFrom);
}

/** Companies whose decision in force has a review date on or before `today` (yyyy-mm-dd), the most overdue first. */
export async function reviewsDue(today: string, limit = 100): Promise<CompanyDecision[]> {
  const db = await database();
  const rows = await db.all<DecisionRow>(
    `SELECT ${DECISION_SELECT} FROM company_decisions d
     WHERE d.id = (SELECT MAX(id) FROM company_decisions latest WHERE latest.company = d.company) AND d.review_date <= $1
     ORDER BY d.review_date, d.company LIMIT $2`,
    [today, limit],
  );
  return rows.map(decisionFrom);
}

function noteFrom(row: NoteRow): CompanyNote {
  return { id: Number(row.id), company: row.company, at: new Date(Number(row.at)).toISOString(), username: row.username, author: row.author, body: row.body };
}

function decisionFrom(row: DecisionRow): CompanyDecision {
  return {
    id: Number(row.id), company: row.company, at: new Date(Number(row.at)).toISOString(), username: row.username, author: row.author,
    outcome: row.outcome as CompanyDecision["outcome"], conditions: row.conditions,
    limitGranted: row.limit_granted == null ? null : Number(row.limit_granted), currency: "GBP", reviewDate: row.review_date,
    rationale: row.rationale,
  };
}
