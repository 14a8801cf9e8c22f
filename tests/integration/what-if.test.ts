// POST /api/assessments/{crn}/what-if over HTTP: draft figures for the latest year, and a year added, give the scores,
// band and limit worked out here by hand from the figures sent (the models' published formulas and the shipped
// policy's figures, not the app's code); a field outside the list, a figure out of bounds or a year end out of range
// is a 400 naming it; and nothing is recorded but the audit entry (the decisions and the assessment are unchanged).
import { addDays, addMonths } from "date-fns";
import { describe, expect, inject, it } from "vitest";
import type { Assessment } from "@/lib/assessment/assessment";
import { assessmentSchema, whatIfAssessmentSchema } from "@/lib/assessment/assessment-answer";
import type { WhatIfAssessment } from "@/lib/assessment/what-if";
import { SHIPPED_POLICY } from "@/lib/policy/policy";
import { call, signIn } from "./session";

const base = () => inject("accessUrl");
const TYPICAL = "09990001";
const post = (cookie: string, body: unknown) => ({
  method: "POST", cookie, body: JSON.stringify(body), headers: { "content-type": "application/json", origin: base() },
});

/** A healthy balance sheet with a small pre-tax loss: both models say low risk, the loss makes the band moderate. */
const FIGURES = {
  totalCurrentAssets: 600_000, totalCurrentLiabilities: 200_000, totalAssets: 1_500_000, totalLiabilities: 400_000, stock: 50_000,
  turnover: 2_400_000, depreciation: 30_000, profitBeforeTax: -20_000, revenueReserves: 700_000, operatingProfit: -10_000,
  totalShareholdersEquity: 1_100_000, intangibleAssets: 100_000,
};
type Figures = typeof FIGURES;
type Band = "low" | "moderate" | "high";
const RANK: Band[] = ["low", "moderate", "high"];
const worse = (a: Band, b: Band): Band => (RANK.indexOf(b) > RANK.indexOf(a) ? b : a);

/** Taffler (1983) and Altman Z'' (1995) as published, and the shipped policy's limit, worked out by hand. */
function byHand(f: Figures) {
  const taffler = 3.2 + 12.18 * (f.profitBeforeTax / f.totalCurrentLiabilities) + 2.5 * (f.totalCurrentAssets / f.totalLiabilities)
    - 10.68 * (f.totalCurrentLiabilities / f.totalAssets)
    + 0.029 * ((f.totalCurrentAssets - f.stock - f.totalCurrentLiabilities) / ((f.turnover - f.profitBeforeTax - f.depreciation) / 365));
  const altman = 6.56 * ((f.totalCurrentAssets - f.totalCurrentLiabilities) / f.totalAssets) + 3.26 * (f.revenueReserves / f.totalAssets)
    + 6.72 * (f.operatingProfit / f.totalAssets) + 1.05 * (f.totalShareholdersEquity / f.totalLiabilities);
  const modelBand = worse(taffler < 0 ? "high" : "low", altman > 2.6 ? "low" : altman < 1.1 ? "high" : "moderate");
  const policy = SHIPPED_POLICY.policy;
  const loss = f.profitBeforeTax < 0;
  const band = loss ? worse(modelBand, policy.reductions.pretaxLoss.bandAtLeast) : modelBand;
  const tangible = f.totalShareholdersEquity - f.intangibleAssets;
  const workingCapital = f.totalCurrentAssets - f.totalCurrentLiabilities;
  const baseAmount = Math.max(0, policy.base.tangibleNetWorthShare * tangible + policy.base.workingCapitalShare * workingCapital);
  const capped = Math.min(baseAmount, Math.max(0, policy.caps.tangibleNetWorthShare * tangible), (f.turnover * policy.caps.turnoverMonths) / 12, policy.caps.ceiling);
  const reduced = capped * policy.bandFactors[band] * (loss ? policy.reductions.pretaxLoss.factor : 1);
  return { taffler, altman, modelBand, band, limit: Math.floor(reduced / policy.roundTo) * policy.roundTo };
}

async function session(): Promise<string> {
  const { cookie } = await signIn(base(), "alice");
  expect(cookie).not.toBeNull();
  return cookie!;
}

async function recorded(cookie: string) {
  const assessment = (await (await call(base(), `/api/assessments/${TYPICAL}`, { cookie })).json()) as Assessment;
  expect(assessmentSchema.safeParse(assessment).error).toBeUndefined();
  const decisions = await (await call(base(), `/api/companies/${TYPICAL}/decisions`, { cookie })).json();
  return { assessment, decisions };
}

function expectHandWorked(answer: WhatIfAssessment, yearEnded: string) {
  const expected = byHand(FIGURES);
  const [taffler, altman] = answer.models.map((model) => model.years.find((year) => year.yearEnded === yearEnded));
  expect(taffler?.score).toBeCloseTo(expected.taffler, 9);
  expect(altman?.score).toBeCloseTo(expected.altman, 9);
  expect(answer.overall).toEqual({ band: expected.modelBand, yearEnded });
  expect(answer.verdict.band).toBe(expected.band);
  expect(answer.creditLimit?.amount).toBe(expected.limit);
  expect(answer.creditLimit?.basis.yearEnded).toBe(yearEnded);
  expect(answer.creditLimit?.basis.inputs).toMatchObject({ intangiblesFiled: true, tangibleNetWorth: FIGURES.totalShareholdersEquity - FIGURES.intangibleAssets });
  expect(answer.creditLimit?.basis.steps.at(-1)).toMatchObject({ id: "rounded", amount: expected.limit });
  expect(answer.verdict.overrides.map((override) => override.id)).toEqual(["pretaxLoss"]);
}

describe("POST /api/assessments/{crn}/what-if", () => {
  it("assesses draft figures for the latest year by the published formulas and the policy, and records nothing", async () => {
    const alice = await session();
    const before = await recorded(alice);
    // The hand arithmetic covers the figures' overrides only: the company itself raises none.
    expect(before.assessment.verdict.overrides).toEqual([]);
    expect(before.assessment.verdict.policyVersion).toBe(SHIPPED_POLICY.version);
    const latest = before.assessment.models[0].years.at(-1)!.yearEnded;

    const response = await call(base(), `/api/assessments/${TYPICAL}/what-if`, post(alice, { yearEnded: latest, figures: FIGURES }));
    expect(response.status).toBe(200);
    const answer = (await response.json()) as WhatIfAssessment;
    // The answer is what the API's description says (lib/assessment/assessment-answer.ts).
    expect(whatIfAssessmentSchema.safeParse(answer).error).toBeUndefined();
    expect(answer.whatIf).toBe(true);
    expect(answer.whatIfYear).toEqual({ yearEnded: latest, added: false, figures: FIGURES });
    expect(answer.models[0].years.map((year) => year.yearEnded)).toEqual(before.assessment.models[0].years.map((year) => year.yearEnded));
    expectHandWorked(answer, latest);

    const after = await recorded(alice);
    expect(after.decisions).toEqual(before.decisions);
    expect(after.assessment.verdict).toEqual(before.assessment.verdict);
    expect(after.assessment.creditLimit).toEqual(before.assessment.creditLimit);

    const admin = (await signIn(base(), "root")).cookie;
    const audit = (await (await call(base(), "/api/audit", { cookie: admin })).json()) as { items: Array<Record<string, unknown>> };
    const entry = audit.items.find((item) => item.requestId === response.headers.get("x-request-id"));
    expect(entry).toMatchObject({ username: "alice", operation: "Credit assessment what-if", company: TYPICAL, status: 200 });
    expect(entry?.params).toMatchObject({ yearEnded: latest });
    expect(String((entry?.params as Record<string, unknown> | undefined)?.fields).split(",").sort()).toEqual(Object.keys(FIGURES).sort());
  });

  it("adds a year that was not filed, up to 18 months after the latest", async () => {
    const alice = await session();
    const { assessment } = await recorded(alice);
    const latest = new Date(`${assessment.models[0].years.at(-1)!.yearEnded}T00:00:00Z`);
    latest.setUTCMonth(latest.getUTCMonth() + 12);
    const next = latest.toISOString().slice(0, 10);
    const answer = (await (await call(base(), `/api/assessments/${TYPICAL}/what-if`, post(alice, { yearEnded: next, figures: FIGURES }))).json()) as WhatIfAssessment;
    expect(answer.whatIfYear).toMatchObject({ yearEnded: next, added: true });
    expect(answer.models[0].years.map((year) => year.yearEnded)).toEqual([...assessment.models[0].years.map((year) => year.yearEnded), next]);
    expectHandWorked(answer, next);
  });

  it("refuses a field the models do not read, a figure out of bounds and a year end out of range, naming each", async () => {
    const alice = await session();
    const { assessment } = await recorded(alice);
    const years = assessment.models[0].years.map((year) => year.yearEnded);
    // Calendar months as date-fns counts them: 31 March + 18 months is 30 September.
    const shifted = (day: string, months: number, days = 0) => addDays(addMonths(new Date(`${day}T00:00:00Z`), months), days).toISOString().slice(0, 10);
    const cases: Array<[unknown, string, RegExp]> = [
      [{ yearEnded: years.at(-1), figures: { turnover: 1, netWorth: 5 } }, "netWorth", /unknown field 'netWorth'/],
      [{ yearEnded: years.at(-1), figures: { turnover: 1e13 + 1 } }, "figures.turnover", /at most/],
      [{ yearEnded: years.at(-1), figures: { turnover: "lots" } }, "figures.turnover", /number/],
      [{ yearEnded: "2024-02-30", figures: { turnover: 1 } }, "yearEnded", /real calendar day/],
      [{ yearEnded: shifted(years.at(-1)!, 18, 1), figures: { turnover: 1 } }, "yearEnded", /18 months after/],
      [{ yearEnded: shifted(years[0], 0, -1), figures: { turnover: 1 } }, "yearEnded", /oldest filed year end/],
      [{ yearEnded: years.at(-1), figures: { turnover: 1 }, note: "x" }, "note", /unknown field 'note'/],
    ];
    for (const [body, parameter, detail] of cases) {
      const answer = await call(base(), `/api/assessments/${TYPICAL}/what-if`, post(alice, body));
      expect(answer.status, JSON.stringify(body)).toBe(400);
      const problem = (await answer.json()) as { parameter: string; detail: string };
      expect(problem.parameter).toBe(parameter);
      expect(problem.detail).toMatch(detail);
    }
    // The edge itself, 18 months on, is allowed.
    expect((await call(base(), `/api/assessments/${TYPICAL}/what-if`, post(alice, { yearEnded: shifted(years.at(-1)!, 18), figures: FIGURES }))).status).toBe(200);
    expect((await call(base(), `/api/assessments/${TYPICAL}/what-if`, { method: "POST", body: "{}", headers: { "content-type": "application/json", origin: base() } })).status).toBe(401);
  });
});
