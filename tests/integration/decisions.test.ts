// The credit assessment and the team's decisions over HTTP: validation like every BFF input, sign-in and
// same-origin rules on the writes, one user's decision seen by another, the audit trail, the append-only store
// (SQLite here; PostgreSQL when DATABASE_URL is set), the reports carrying it all, and "reviews due" on the home page.
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import ExcelJS from "exceljs";
import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import type { Assessment } from "@/lib/assessment/assessment";
import { companyDecisionSchema, companyNoteSchema, decisionsAnswerSchema, notesAnswerSchema } from "@/lib/decisions/decision-answers";
import type { CompanyDecision } from "@/lib/decisions/decision-input";
import { reportSchema } from "@/lib/report/model";
import { recompute } from "@/lib/report/xlsx/formula-test-support";
import { call, signIn } from "./session";

const base = () => inject("accessUrl");
const TYPICAL = "09990001";
const json = (cookie: string | null, body: unknown, headers: Record<string, string> = {}) => ({
  method: "POST", cookie, body: typeof body === "string" ? body : JSON.stringify(body),
  headers: { "content-type": "application/json", origin: base(), ...headers },
});
const later = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
// With a reason in case £25,000 is above what the policy suggests for a company (its guard rails are tested below
// and in decision-evidence.test.ts).
const decision = (overrides: Record<string, unknown> = {}) => ({
  outcome: "approve", limitGranted: 25_000, reviewDate: later(365), rationale: "Sound balance sheet; trade references good.",
  overrideReason: "Trade references cover it.", ...overrides,
});

async function session(name: string): Promise<string> {
  const { cookie } = await signIn(base(), name);
  expect(cookie).not.toBeNull();
  return cookie!;
}

async function auditFor(requestId: string | null): Promise<Record<string, unknown> | undefined> {
  const admin = await session("root");
  const answer = await call(base(), "/api/audit", { cookie: admin });
  return ((await answer.json()) as { items: Array<Record<string, unknown>> }).items.find((entry) => entry.requestId === requestId);
}

describe("GET /api/assessments/{crn}", () => {
  it("scores every year of a demo company, explains the limit, and is audited", async () => {
    const alice = await session("alice");
    const answer = await call(base(), `/api/assessments/${TYPICAL}`, { cookie: alice });
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as Assessment;
    const profile = (await (await call(base(), `/api/companies/${TYPICAL}`, { cookie: alice })).json()) as { statutoryAccounts: Array<{ yearEndDate: string }> };
    expect(body.companyNumber).toBe(TYPICAL);
    expect(body.models.map((model) => model.id)).toEqual(["taffler", "altman-z2"]);
    for (const model of body.models) {
      expect(model.years.map((year) => year.yearEnded).sort()).toEqual(profile.statutoryAccounts.map((year) => year.yearEndDate).sort());
      for (const year of model.years) {
        expect(Number.isFinite(year.score), `${model.id} ${year.yearEnded}`).toBe(true);
        expect(year.band).not.toBeNull();
        expect(Object.keys(year.inputs).length).toBeGreaterThanOrEqual(7);
      }
    }
    // The limit is worked out by the credit policy in force, whose rule in words /api/policy gives.
    const policy = (await (await call(base(), "/api/policy", { cookie: alice })).json()) as { rule: string };
    expect(body.creditLimit).toMatchObject({ currency: "GBP", basis: { rule: policy.rule } });
    expect(body.creditLimit!.amount % 100).toBe(0);
    expect(body.summary.length).toBeGreaterThan(10);
    expect(await auditFor(answer.headers.get("x-request-id"))).toMatchObject({ username: "alice", operation: "Credit assessment", company: TYPICAL, status: 200 });
  });

  it("answers 200 with no scores for a company with no accounts, and no limit for a dissolved one", async () => {
    const alice = await session("alice");
    const none = (await (await call(base(), "/api/assessments/09990006", { cookie: alice })).json()) as Assessment;
    expect(none.models.map((model) => model.years)).toEqual([[], []]);
    expect(none.creditLimit).toBeNull();
    expect(none.creditLimitWithheld).toMatch(/no statutory accounts/);
    const dissolved = (await (await call(base(), "/api/assessments/09990003", { cookie: alice })).json()) as Assessment;
    expect(dissolved.creditLimit).toBeNull();
    expect(dissolved.creditLimitWithheld).toMatch(/dissolved/i);
  });

  it("refuses a bad company number or an unknown parameter with a problem naming it, and anonymous callers", async () => {
    const alice = await session("alice");
    for (const [pathAndQuery, parameter] of [["/api/assessments/123456789", "crn"], [`/api/assessments/${TYPICAL}?years=3`, "years"]] as const) {
      const answer = await call(base(), pathAndQuery, { cookie: alice });
      expect(answer.status).toBe(400);
      expect(answer.headers.get("content-type")).toContain("application/problem+json");
      expect(await answer.json()).toMatchObject({ parameter });
    }
    expect((await call(base(), `/api/assessments/${TYPICAL}`)).status).toBe(401);
  });
});

describe("notes and decisions", () => {
  const company = "09990007";

  it("records a decision by one user that another sees, superseded by the next, each in the audit trail", async () => {
    const alice = await session("alice");
    const bob = await session("bob");
    const first = await call(base(), `/api/companies/${company}/decisions`, json(alice, decision()));
    expect(first.status).toBe(201);
    const recorded = (await first.json()) as CompanyDecision;
    expect(recorded).toMatchObject({ company, username: "alice", author: "Alice", outcome: "approve", limitGranted: 25_000, currency: "GBP" });

    const seen = (await (await call(base(), `/api/companies/${company}/decisions`, { cookie: bob })).json()) as { current: CompanyDecision; items: CompanyDecision[] };
    expect(seen.current.id).toBe(recorded.id);

    const second = await call(base(), `/api/companies/${company}/decisions`, json(bob, decision({ outcome: "approve-with-conditions", conditions: "Personal guarantee", limitGranted: 10_000 })));
    expect(second.status).toBe(201);
    const after = (await (await call(base(), `/api/companies/${company}/decisions`, { cookie: alice })).json()) as { current: CompanyDecision; items: CompanyDecision[] };
    expect(after.current).toMatchObject({ author: "Bob", outcome: "approve-with-conditions", conditions: "Personal guarantee" });
    expect(after.items.map((item) => item.id)).toEqual([after.current.id, recorded.id]);

    expect(await auditFor(first.headers.get("x-request-id"))).toMatchObject({
      username: "alice", operation: "Credit decision recorded", company, status: 201, params: { crn: company, outcome: "approve", limitGranted: 25_000 },
    });
  });

  it("freezes the assessment's evidence with the decision, as /api/assessments answered it", async () => {
    const alice = await session("alice");
    const assessment = (await (await call(base(), `/api/assessments/${company}`, { cookie: alice })).json()) as Assessment;
    const recorded = (await (await call(base(), `/api/companies/${company}/decisions`, json(alice, decision({ outcome: "refer", limitGranted: null })))).json()) as CompanyDecision;
    const seen = (await (await call(base(), `/api/companies/${company}/decisions`, { cookie: alice })).json()) as { items: CompanyDecision[] };
    // The answers are what the API's description says (lib/decisions/decision-answers.ts).
    expect(companyDecisionSchema.safeParse(recorded).error).toBeUndefined();
    expect(decisionsAnswerSchema.safeParse(seen).error).toBeUndefined();
    const evidence = seen.items.find((item) => item.id === recorded.id)!.evidence!;
    expect(evidence).toMatchObject({
      policyVersion: assessment.verdict.policyVersion, band: assessment.verdict.band, suggestedLimit: assessment.creditLimit?.amount ?? null,
      accountsYear: assessment.overall?.yearEnded ?? null, limitBasis: assessment.creditLimit?.basis ?? null,
    });
    expect(evidence.riskFlags.map((flag) => flag.id)).toEqual(assessment.riskFlags.map((flag) => flag.id));
  });

  it("refuses approving £50,000 for a company in liquidation without an override reason", async () => {
    const alice = await session("alice");
    const assessment = (await (await call(base(), "/api/assessments/09990004", { cookie: alice })).json()) as Assessment;
    expect(assessment.creditLimit).toBeNull();
    const refused = await call(base(), "/api/companies/09990004/decisions", json(alice, decision({ limitGranted: 50_000, overrideReason: undefined })));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ parameter: "overrideReason", detail: expect.stringMatching(/overrideReason.*no limit/) });
    const declined = await call(base(), "/api/companies/09990004/decisions", json(alice, decision({ outcome: "decline", limitGranted: null, overrideReason: undefined })));
    expect(declined.status).toBe(201);
    expect(await declined.json()).toMatchObject({ override: false, evidence: { suggestedLimit: null } });
  });

  it("keeps notes with author and time, seen by the team", async () => {
    const alice = await session("alice");
    const bob = await session("bob");
    const added = await call(base(), `/api/companies/${company}/notes`, json(bob, { body: "Called the finance director: payment run is monthly." }));
    expect(added.status).toBe(201);
    const notes = (await (await call(base(), `/api/companies/${company}/notes`, { cookie: alice })).json()) as { items: Array<{ author: string; body: string; at: string }> };
    expect(notes.items[0]).toMatchObject({ author: "Bob", body: "Called the finance director: payment run is monthly." });
    expect(companyNoteSchema.safeParse(await added.json()).error).toBeUndefined();
    expect(notesAnswerSchema.safeParse(notes).error).toBeUndefined();
    expect(Number.isNaN(Date.parse(notes.items[0].at))).toBe(false);
    expect(await auditFor(added.headers.get("x-request-id"))).toMatchObject({ operation: "Company note added", username: "bob", status: 201 });
  });

  it("refuses bad input with a problem naming the field", async () => {
    const alice = await session("alice");
    const cases: Array<[unknown, string]> = [
      [decision({ outcome: "maybe" }), "outcome"],
      [decision({ reviewDate: "2020-01-01" }), "reviewDate"],
      [decision({ reviewDate: "2031-02-30" }), "reviewDate"],
      [decision({ rationale: "  " }), "rationale"],
      [decision({ limitGranted: null }), "limitGranted"],
      [decision({ limitGranted: -5 }), "limitGranted"],
      [decision({ limitGranted: "25000" }), "limitGranted"],
      [decision({ outcome: "approve-with-conditions" }), "conditions"],
      [decision({ currency: "EUR" }), "currency"],
      [decision({ approvedBy: "someone else" }), "approvedBy"],
    ];
    for (const [body, parameter] of cases) {
      const answer = await call(base(), `/api/companies/${company}/decisions`, json(alice, body));
      expect(answer.status, parameter).toBe(400);
      const problem = (await answer.json()) as { parameter: string; detail: string };
      expect(problem.parameter, JSON.stringify(body)).toBe(parameter);
      expect(problem.detail).toContain(parameter);
    }
    const note = await call(base(), `/api/companies/${company}/notes`, json(alice, { body: "" }));
    expect(await note.json()).toMatchObject({ status: 400, parameter: "body" });
    expect((await call(base(), `/api/companies/${company}/notes`, json(alice, "{not json"))).status).toBe(400);
    expect((await call(base(), `/api/companies/${company}/notes`, json(alice, { body: "x".repeat(70_000) }))).status).toBe(413);
    expect((await call(base(), `/api/companies/${company}/notes`, { ...json(alice, { body: "x" }), headers: { "content-type": "text/plain", origin: base() } })).status).toBe(415);
    const badNumber = await call(base(), "/api/companies/123456789/decisions", json(alice, decision()));
    expect(await badNumber.json()).toMatchObject({ status: 400, parameter: "crn" });
  });

  it("refuses writes from another site, without an origin, or without a session", async () => {
    const alice = await session("alice");
    const url = `/api/companies/${company}/decisions`;
    const crossSite = await call(base(), url, json(alice, decision(), { origin: "https://evil.example" }));
    expect(crossSite.status).toBe(403);
    const fetchSite = await call(base(), url, json(alice, decision(), { "sec-fetch-site": "cross-site" }));
    expect(fetchSite.status).toBe(403);
    const { origin: _origin, ...noOrigin } = json(alice, decision()).headers;
    expect((await call(base(), url, { ...json(alice, decision()), headers: noOrigin })).status).toBe(403);
    expect((await call(base(), url, json(null, decision()))).status).toBe(401);
    expect((await call(base(), `/api/companies/${company}/notes`, json(null, { body: "hi" }))).status).toBe(401);
  });

  it("keeps them append-only in the database", () => {
    const db = new Database(inject("accessDbFile"));
    try {
      expect(() => db.prepare("UPDATE company_decisions SET outcome = 'decline'").run()).toThrow(/append-only/);
      expect(() => db.prepare("DELETE FROM company_notes").run()).toThrow(/append-only/);
    } finally {
      db.close();
    }
  });
});

describe("the reports and the home page", () => {
  const company = "09990008";

  it("carry the assessment and the decision in JSON, PDF and a workbook whose formulas give the API's scores", async () => {
    const alice = await session("alice");
    expect((await call(base(), `/api/companies/${company}/decisions`, json(alice, decision({ rationale: "Twelve years of steady filings." })))).status).toBe(201);
    const assessment = (await (await call(base(), `/api/assessments/${company}`, { cookie: alice })).json()) as Assessment;

    const report = reportSchema.parse(await (await call(base(), `/api/reports/${company}?format=json`, { cookie: alice })).json());
    // The same scores year by year; each year's filing is carried as its sentence and an absolute document link.
    const withoutFiling = <Year extends { filing?: unknown }>(years: readonly Year[]) => years.map(({ filing: _filing, ...year }) => year);
    expect(report.assessment.data.models.map((model) => ({ ...model, years: withoutFiling(model.years) })))
      .toEqual(assessment.models.map((model) => ({ ...model, years: withoutFiling(model.years) })));
    for (const [m, model] of assessment.models.entries()) {
      expect(report.assessment.data.models[m]!.years.map((year) => year.filing?.sentence)).toEqual(model.years.map((year) => year.filing?.sentence));
    }
    expect(report.assessment.data.creditLimit).toEqual(assessment.creditLimit);
    expect(report.decisions.data.current).toMatchObject({ rationale: "Twelve years of steady filings.", author: "Alice" });

    const pdf = Buffer.from(await (await call(base(), `/api/reports/${company}?format=pdf`, { cookie: alice })).arrayBuffer());
    const file = path.join(mkdtempSync(path.join(tmpdir(), "decide-")), "report.pdf");
    writeFileSync(file, pdf);
    const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
    const summaryPage = text.slice(text.indexOf("Summary"), text.indexOf("Risk flags"));
    expect(summaryPage).toContain("Credit assessment");
    expect(summaryPage).toContain(`Suggested credit limit: £${assessment.creditLimit!.amount.toLocaleString("en-GB")}`);
    expect(summaryPage).toContain("Twelve years of steady filings.");

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await (await call(base(), `/api/reports/${company}?format=xlsx`, { cookie: alice })).arrayBuffer());
    const sheet = workbook.getWorksheet("Assessment")!;
    const [taffler, altman] = assessment.models;
    let checked = 0;
    for (let r = 2; r <= taffler.years.length + 1; r += 1) {
      const yearEnded = (sheet.getCell(`A${r}`).value as Date).toISOString().slice(0, 10);
      for (const [model, column] of [[taffler, "M"], [altman, "O"]] as const) {
        const formula = (sheet.getCell(`${column}${r}`).value as { formula: string }).formula;
        expect(recompute(sheet, formula)).toBeCloseTo(model.years.find((year) => year.yearEnded === yearEnded)!.score!, 9);
        checked += 1;
      }
    }
    expect(checked).toBe(taffler.years.length * 2);
    expect(checked).toBeGreaterThanOrEqual(20);
  });

  it("lists a decision whose review date has passed under \"reviews due\"", async () => {
    // Decisions cannot be recorded with a past review date, so one is written as if recorded a year ago.
    const db = new Database(inject("accessDbFile"));
    db.prepare(`INSERT INTO company_decisions (company, at, username, author, outcome, conditions, limit_granted, currency, review_date, rationale, request_id)
      VALUES ('09990010', ?, 'bob', 'Bob', 'refer', NULL, NULL, 'GBP', '2025-01-31', 'Refer to committee', 'seeded')`).run(Date.now() - 365 * 86_400_000);
    db.close();
    const alice = await session("alice");
    const home = await call(base(), "/", { cookie: alice });
    expect(home.status).toBe(200);
    const html = await home.text();
    expect(html).toContain("Reviews due");
    expect(html).toMatch(/09990010<\/a>.*?Refer.*?review due.*?31 Jan 2025/s);
    // Approve decisions recorded above review a year from now: not due.
    expect(html).not.toContain(">09990007<");
  });
});

const databaseUrl = inject("databaseUrl");
describe.skipIf(!databaseUrl)("notes and decisions in PostgreSQL", () => {
  const pool = new pg.Pool({ connectionString: databaseUrl });
  afterAll(() => pool.end());

  it("stores a decision there and refuses UPDATE, DELETE and TRUNCATE", async () => {
    const limited = inject("limitedUrl");
    const forwardedFor = "198.51.100.91";
    const { cookie } = await signIn(limited, "bob", { forwardedFor });
    const answer = await call(limited, "/api/companies/09990001/decisions", {
      method: "POST", cookie, body: JSON.stringify(decision({ rationale: "pg" })),
      headers: { "content-type": "application/json", origin: limited, "x-forwarded-for": forwardedFor },
    });
    expect(answer.status).toBe(201);
    const rows = await pool.query("SELECT username, outcome, limit_granted FROM company_decisions WHERE request_id = $1", [answer.headers.get("x-request-id")]);
    expect(rows.rows).toEqual([{ username: "bob", outcome: "approve", limit_granted: "25000" }]);
    // A row-level trigger fires only on rows: the notes table gets one first (appending is allowed).
    await pool.query("INSERT INTO company_notes (company, at, username, author, body, request_id) VALUES ('09990001', $1, 'bob', 'Bob', 'pg note', 'seeded')", [Date.now()]);
    for (const table of ["company_decisions", "company_notes"]) {
      await expect(pool.query(`UPDATE ${table} SET username = 'x'`)).rejects.toThrow(/append-only/);
      await expect(pool.query(`DELETE FROM ${table}`)).rejects.toThrow(/append-only/);
      await expect(pool.query(`TRUNCATE ${table}`)).rejects.toThrow(/append-only/);
    }
  });
});
