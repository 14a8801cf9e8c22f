// A recorded decision freezes its evidence, replayable after the company's data changed: a BFF of its own in front
// of a test upstream whose answer the test changes. Also the guard rails (overrideReason), four-eyes (a second user
// approves; the recorder cannot; not in force until approved) and no decision when the upstream cannot answer.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Assessment } from "../../lib/assessment/assessment";
import type { CompanyDecision } from "../../lib/decisions/decision-input";
import { DEFAULT_POLICY } from "../../lib/policy/policy";
import type { Server } from "../../scripts/lib/processes";
import { seedActiveCompany, startChangingUpstream, type ChangingUpstream, type UpstreamProfile } from "./changing-upstream";
import { monitorStore, startMonitorServer } from "./monitor-server";
import { call, signedIn } from "./session";

const CRN = "09990001";
let upstream: ChangingUpstream;
let bff: Server;
let original: UpstreamProfile;
const base = () => bff.url;

beforeAll(async () => {
  upstream = await startChangingUpstream(inject("apiKey"));
  original = await seedActiveCompany(upstream, inject("sandboxUrl"), inject("apiKey"), CRN);
  bff = await startMonitorServer({
    WATCH_SCHEDULER: "off", UPSTREAM_RETRIES: "0", CACHE_TTL_SECONDS: "300", CACHE_STALE_SECONDS: "300",
    RATE_LIMIT_USER_PER_MINUTE: "100000", RATE_LIMIT_IP_PER_MINUTE: "100000",
  }, { upstream: upstream.url, store: await monitorStore("decision-evidence"), log: "decision-evidence" });
}, 120_000);

afterAll(async () => {
  await bff?.stop();
  await upstream?.close();
});

const { as, post } = signedIn(base);
const later = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const decision = (overrides: Record<string, unknown>) => ({ outcome: "approve", reviewDate: later(180), rationale: "Test rationale.", ...overrides });
type Decisions = { current: CompanyDecision | null; items: CompanyDecision[] };
const decisions = async (user = "alice") => (await (await call(base(), `/api/companies/${CRN}/decisions`, { cookie: await as(user) })).json()) as Decisions;
const assessment = async () => (await (await call(base(), `/api/assessments/${CRN}`, { cookie: await as("alice") })).json()) as Assessment;
async function auditFor(requestId: string | null): Promise<Record<string, unknown> | undefined> {
  const answer = await call(base(), "/api/audit", { cookie: await as("root") });
  return ((await answer.json()) as { items: Array<Record<string, unknown>> }).items.find((entry) => entry.requestId === requestId);
}

describe("a decision's frozen evidence", () => {
  it("is stored and returned, and replayed unchanged after the upstream's answer changed", async () => {
    const before = await assessment();
    const suggested = before.creditLimit!.amount;
    const started = Date.now();
    const recorded = await post("alice", `/api/companies/${CRN}/decisions`, decision({ limitGranted: suggested }));
    expect(recorded.status).toBe(201);
    const body = (await recorded.json()) as CompanyDecision;
    expect(body.override).toBe(false);
    // The shipped policy's four-eyes threshold applies to a grant above it.
    const required = suggested > DEFAULT_POLICY.fourEyesAbove!;
    expect(body.approval).toMatchObject({ required, status: required ? "awaiting" : "not-required" });
    expect(body.evidence).toMatchObject({
      policyVersion: 1, suggestedLimit: suggested, band: before.verdict.band, modelBand: before.verdict.modelBand,
      accountsYear: before.overall!.yearEnded,
    });
    expect(body.evidence!.models.map((model) => model.score)).toEqual(before.models.map((model) => model.years.find((year) => year.yearEnded === before.overall!.yearEnded)!.score));
    expect(body.evidence!.riskFlags.map((flag) => flag.id)).toEqual(before.riskFlags.map((flag) => flag.id));
    expect(Date.parse(body.evidence!.upstreamAnsweredAt!)).toBeGreaterThanOrEqual(started - 1000);
    const frozen = body.evidence;

    // The company's latest year now owes £120,000 more in the short term: its working capital and limit fall.
    const changed = structuredClone(original);
    const latest = [...changed.statutoryAccounts].sort((a: UpstreamProfile, b: UpstreamProfile) => String(b.yearEndDate).localeCompare(String(a.yearEndDate)))[0];
    latest.totalCurrentLiabilities = Number(latest.totalCurrentLiabilities) + 120_000;
    latest.totalLiabilities = Number(latest.totalLiabilities) + 120_000;
    upstream.set(CRN, changed);
    // The cache (300 s) still holds the earlier answer for lookups; a decision asks the upstream fresh.
    const now = await post("bob", `/api/companies/${CRN}/decisions`, decision({ outcome: "refer", limitGranted: null }));
    expect(now.status).toBe(201);
    const newer = ((await now.json()) as CompanyDecision).evidence!;
    // The new answer's working capital is £120,000 less (a cap may hold the limit itself where it was).
    expect(newer.limitBasis!.inputs.workingCapital).toBe(frozen!.limitBasis!.inputs.workingCapital - 120_000);

    const seen = await decisions("bob");
    expect(seen.items.find((item) => item.id === body.id)!.evidence).toEqual(frozen);
    expect(seen.current!.evidence).toEqual(newer);
  });

  it("is not recorded when the upstream cannot answer: 503, nothing written", async () => {
    const count = (await decisions()).items.length;
    upstream.fail(CRN, true);
    try {
      const refused = await post("alice", `/api/companies/${CRN}/decisions`, decision({ outcome: "decline" }));
      expect(refused.status).toBe(503);
      expect(await refused.json()).toMatchObject({ code: "evidence-unavailable", detail: expect.stringContaining("evidence") });
    } finally {
      upstream.fail(CRN, false);
    }
    expect((await decisions()).items.length).toBe(count);
  });
});

describe("the guard rails", () => {
  it("refuse granting more than the suggested limit without overrideReason, then mark the override in the audit trail", async () => {
    upstream.set(CRN, original);
    const suggested = (await (await post("alice", `/api/companies/${CRN}/decisions`, decision({ outcome: "refer" }))).json() as CompanyDecision).evidence!.suggestedLimit!;
    const refused = await post("alice", `/api/companies/${CRN}/decisions`, decision({ limitGranted: suggested + 100 }));
    expect(refused.status).toBe(400);
    const problem = (await refused.json()) as { parameter: string; detail: string };
    expect(problem.parameter).toBe("overrideReason");
    expect(problem.detail).toContain("overrideReason");
    const granted = await post("alice", `/api/companies/${CRN}/decisions`, decision({ limitGranted: suggested + 100, overrideReason: "Parent guarantee held." }));
    expect(granted.status).toBe(201);
    const body = (await granted.json()) as CompanyDecision;
    expect(body).toMatchObject({ override: true, overrideReason: "Parent guarantee held." });
    if (body.approval.status === "not-required") expect((await decisions()).current).toMatchObject({ override: true, limitGranted: suggested + 100 });
    expect(await auditFor(granted.headers.get("x-request-id"))).toMatchObject({
      operation: "Credit decision recorded", status: 201, params: { override: "true", policyVersion: 1, limitGranted: suggested + 100 },
    });
  });
});

describe("four-eyes", () => {
  it("holds a grant above the policy's threshold until a different user approves it", async () => {
    upstream.set(CRN, original);
    const policy = (await (await call(base(), "/api/policy", { cookie: await as("root") })).json()) as { version: number; policy: Record<string, unknown> };
    const threshold = 1_000;
    const put = await call(base(), "/api/policy", {
      method: "PUT", cookie: await as("root"), headers: { "content-type": "application/json", origin: base() },
      body: JSON.stringify({ policy: { ...policy.policy, fourEyesAbove: threshold }, reason: "Four-eyes test", basedOn: policy.version }),
    });
    expect(put.status).toBe(201);
    const inForceBefore = (await decisions()).current;

    const pending = await post("alice", `/api/companies/${CRN}/decisions`, decision({ limitGranted: threshold + 1, overrideReason: "if needed" }));
    expect(pending.status).toBe(201);
    const held = (await pending.json()) as CompanyDecision;
    expect(held.approval).toEqual({ required: true, status: "awaiting", by: null, at: null, comment: null });
    expect(await auditFor(pending.headers.get("x-request-id"))).toMatchObject({ params: { approval: "awaiting" } });
    // Not in force while it waits.
    expect((await decisions()).current?.id).toBe(inForceBefore?.id);

    const approval = `/api/companies/${CRN}/decisions/${held.id}/approval`;
    const self = await post("alice", approval, { approve: true, comment: "mine" });
    expect(self.status).toBe(403);
    expect((await self.json()).detail).toMatch(/different user/);

    const approved = await post("bob", approval, { approve: true, comment: "Checked the guarantee." });
    expect(approved.status).toBe(200);
    expect(await approved.json()).toMatchObject({ approval: { required: true, status: "approved", by: "bob", comment: "Checked the guarantee." } });
    expect((await decisions()).current?.id).toBe(held.id);
    expect(await auditFor(approved.headers.get("x-request-id"))).toMatchObject({ operation: "Credit decision approved or rejected", username: "bob", status: 200 });

    const again = await post("root", approval, { approve: false });
    expect(again.status).toBe(409);

    // A rejected one never comes into force.
    const second = (await (await post("alice", `/api/companies/${CRN}/decisions`, decision({ limitGranted: threshold + 2, overrideReason: "if needed" }))).json()) as CompanyDecision;
    expect((await post("bob", `/api/companies/${CRN}/decisions/${second.id}/approval`, { approve: false, comment: "No." })).status).toBe(200);
    const after = await decisions();
    expect(after.current?.id).toBe(held.id);
    expect(after.items.find((item) => item.id === second.id)!.approval).toMatchObject({ status: "rejected", by: "bob" });
  });
});
