// GET /api/assessments/{crn}/changes over HTTP, in front of a test upstream whose answer the test changes: the
// previous accounts year's comparison gives the moves of the upstream's own figures, nothing to compare with until
// the company is watched, then the last check's comparison follows a changed answer, and every call is audited.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { assessmentChangesSchema } from "../../lib/policy/changes-answer";
import { DEFAULT_POLICY } from "../../lib/policy/policy";
import type { AssessmentChanges, ChangeComparison } from "../../lib/policy/why-changed";
import type { Server } from "../../scripts/lib/processes";
import { seedActiveCompany, startChangingUpstream, type ChangingUpstream, type UpstreamProfile } from "./changing-upstream";
import { monitorStore, startMonitorServer } from "./monitor-server";
import { call, signIn } from "./session";

const CRN = "09990001";
let upstream: ChangingUpstream;
let bff: Server;
let original: UpstreamProfile;
const base = () => bff.url;

beforeAll(async () => {
  upstream = await startChangingUpstream(inject("apiKey"));
  original = await seedActiveCompany(upstream, inject("sandboxUrl"), inject("apiKey"), CRN);
  bff = await startMonitorServer({
    WATCH_SCHEDULER: "off", WATCH_MAX_UPSTREAM_PER_MINUTE: "6000", UPSTREAM_RETRIES: "0", CACHE_TTL_SECONDS: "0", CACHE_STALE_SECONDS: "0",
    RATE_LIMIT_USER_PER_MINUTE: "100000", RATE_LIMIT_IP_PER_MINUTE: "100000",
  }, { upstream: upstream.url, store: await monitorStore("changes"), log: "changes" });
}, 120_000);

afterAll(async () => {
  await bff?.stop();
  await upstream?.close();
});

let cookie = "";
async function alice(): Promise<string> {
  if (!cookie) cookie = (await signIn(base(), "alice")).cookie!;
  return cookie;
}

async function changes(): Promise<{ body: AssessmentChanges; requestId: string | null }> {
  const answer = await call(base(), `/api/assessments/${CRN}/changes`, { cookie: await alice() });
  expect(answer.status).toBe(200);
  const body = (await answer.json()) as AssessmentChanges;
  // Every answer is what the API's description says (lib/policy/changes-answer.ts).
  expect(assessmentChangesSchema.safeParse(body).error).toBeUndefined();
  return { body, requestId: answer.headers.get("x-request-id") };
}

const num = (value: unknown) => Number(value);
/** The upstream's years, latest first. */
const yearsOf = (profile: UpstreamProfile) => [...profile.statutoryAccounts].sort((a, b) => String(b.yearEndDate).localeCompare(String(a.yearEndDate)));
const workingCapital = (year: UpstreamProfile) => num(year.totalCurrentAssets) - num(year.totalCurrentLiabilities);
const tangibleNetWorth = (year: UpstreamProfile) => num(year.totalShareholdersEquity) - num(year.intangibleAssets ?? 0);
/** Taffler's z as published (README): 3.20 + 12.18·x1 + 2.50·x2 − 10.68·x3 + 0.029·x4. */
function taffler(year: UpstreamProfile): number {
  const [pbt, cl, ca, tl, ta] = [year.profitBeforeTax, year.totalCurrentLiabilities, year.totalCurrentAssets, year.totalLiabilities, year.totalAssets].map(num);
  const x4 = (ca - num(year.stock) - cl) / ((num(year.turnover) - pbt - num(year.depreciation)) / 365);
  return 3.2 + 12.18 * (pbt / cl) + 2.5 * (ca / tl) - 10.68 * (cl / ta) + 0.029 * x4;
}
const input = (comparison: ChangeComparison, field: string) => comparison.reasons.find((reason) => reason.kind === "input" && reason.subject === field);

describe("GET /api/assessments/{crn}/changes", () => {
  it("compares the latest accounts year with the previous one by the upstream's own figures, and is audited", async () => {
    const { body, requestId } = await changes();
    expect(body.policyVersion).toBe(1);
    expect(body.decision).toBeNull();
    expect(body.lastCheck).toBeNull();
    const [latest, previous] = yearsOf(original);
    const comparison = body.previousYear!;
    expect(comparison.earlier.accountsYear).toBe(previous.yearEndDate);
    expect(comparison.later.accountsYear).toBe(latest.yearEndDate);
    const wcMove = workingCapital(latest) - workingCapital(previous);
    const tnwMove = tangibleNetWorth(latest) - tangibleNetWorth(previous);
    expect(wcMove !== 0 || tnwMove !== 0, "the sandbox's typical company's last two years differ").toBe(true);
    if (wcMove !== 0) {
      expect(input(comparison, "workingCapital")).toMatchObject({ from: workingCapital(previous), to: workingCapital(latest), change: wcMove });
      expect(input(comparison, "workingCapital")!.effects![0]!.change).toBeCloseTo(DEFAULT_POLICY.base.workingCapitalShare * wcMove, 6);
    }
    if (tnwMove !== 0) {
      expect(input(comparison, "tangibleNetWorth")).toMatchObject({ change: tnwMove });
      expect(input(comparison, "tangibleNetWorth")!.effects![0]!.change).toBeCloseTo(DEFAULT_POLICY.base.tangibleNetWorthShare * tnwMove, 6);
    }
    const score = comparison.scores.find((item) => item.id === "taffler")!;
    expect(score.from).toBeCloseTo(taffler(previous), 9);
    expect(score.change).toBeCloseTo(taffler(latest) - taffler(previous), 9);
    if (comparison.earlier.limit != null && comparison.later.limit != null) {
      expect(comparison.limitChange).toBe(comparison.later.limit - comparison.earlier.limit);
    }

    const admin = (await signIn(base(), "root")).cookie!;
    const audit = (await (await call(base(), "/api/audit", { cookie: admin })).json()) as { items: Array<Record<string, unknown>> };
    expect(audit.items.find((entry) => entry.requestId === requestId)).toMatchObject({ username: "alice", operation: "Credit assessment changes", company: CRN, status: 200 });
  });

  it("compares with the last monitoring check once watched, and names the figures a changed answer moved", async () => {
    const post = (body: unknown) => ({ method: "POST", cookie, body: JSON.stringify(body), headers: { "content-type": "application/json", origin: base() } });
    await alice();
    const list = (await (await call(base(), "/api/watchlists", post({ name: "Changes", shared: false, intervalHours: 24 }))).json()) as { id: string };
    expect((await call(base(), `/api/watchlists/${list.id}/companies`, post({ companyNumbers: [CRN] }))).status).toBeLessThan(300);
    const checkNow = async () => {
      const portfolio = async () => (await (await call(base(), `/api/watchlists/${list.id}`, { cookie })).json()) as { lastRunAt: string | null };
      const before = (await portfolio()).lastRunAt;
      expect((await call(base(), `/api/watchlists/${list.id}/check`, post({}))).status).toBe(202);
      for (let i = 0; i < 200 && (await portfolio()).lastRunAt === before; i++) await new Promise((resolve) => setTimeout(resolve, 100));
    };
    await checkNow();
    const unchanged = (await changes()).body.lastCheck!;
    expect(unchanged.changed).toEqual({ score: false, band: false, limit: false });
    expect(unchanged.reasons).toEqual([]);

    // The upstream now answers the latest year with £120,000 more current liabilities: working capital falls by that.
    const changed = structuredClone(original);
    const latest = yearsOf(changed)[0];
    const before = structuredClone(latest);
    latest.totalCurrentLiabilities = num(latest.totalCurrentLiabilities) + 120_000;
    upstream.set(CRN, changed);
    const comparison = (await changes()).body.lastCheck!;
    expect(input(comparison, "workingCapital")).toMatchObject({ change: -120_000, from: workingCapital(before), to: workingCapital(latest) });
    expect(input(comparison, "workingCapital")!.effects![0]!.change).toBeCloseTo(-120_000 * DEFAULT_POLICY.base.workingCapitalShare, 6);
    expect(comparison.changed.score).toBe(true);
    expect(comparison.scores.find((item) => item.id === "taffler")!.change).toBeCloseTo(taffler(latest) - taffler(before), 9);
    // Taffler's x1 = profitBeforeTax / totalCurrentLiabilities moved by the new liabilities, weighted 12.18.
    const x1 = comparison.reasons.find((reason) => reason.subject === "taffler.x1");
    const x1Move = 12.18 * (num(latest.profitBeforeTax) / num(latest.totalCurrentLiabilities) - num(before.profitBeforeTax) / num(before.totalCurrentLiabilities));
    if (Math.abs(x1Move) >= 0.005) expect(x1!.change).toBeCloseTo(x1Move, 9);
    upstream.set(CRN, original);
  }, 60_000);

  it("after a policy change, the comparisons made under the old version name the new version and the fields it changed", async () => {
    const json = (who: string, method: string, body: unknown) => ({
      method, cookie: who, body: JSON.stringify(body), headers: { "content-type": "application/json", origin: base() },
    });
    const decided = await call(base(), `/api/companies/${CRN}/decisions`, json(await alice(), "POST", {
      outcome: "refer", reviewDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10), rationale: "Before the policy change.",
    }));
    expect(decided.status).toBe(201);
    const root = (await signIn(base(), "root")).cookie!;
    const ceiling = 12_300;
    const changed = await call(base(), "/api/policy", json(root, "PUT", {
      policy: { ...DEFAULT_POLICY, caps: { ...DEFAULT_POLICY.caps, ceiling } }, reason: "A lower ceiling, to test why it changed.", basedOn: 1,
    }));
    expect(changed.status).toBe(201);
    const { body } = await changes();
    expect(body.policyVersion).toBe(2);
    const named = (comparison: ChangeComparison) => comparison.reasons.filter((reason) => reason.kind.startsWith("policy"));
    const expected = [
      expect.objectContaining({ kind: "policy-version", from: 1, to: 2 }),
      expect.objectContaining({ kind: "policy-field", subject: "caps.ceiling", from: DEFAULT_POLICY.caps.ceiling, to: ceiling }),
    ];
    // The monitor's snapshot was taken under version 1.
    expect(named(body.lastCheck!)).toEqual(expected);
    // And the decision's frozen evidence, recorded under version 1.
    expect(body.decision).toMatchObject({ id: ((await decided.json()) as { id: number }).id, author: "alice" });
    expect(named(body.decision!)).toEqual(expected);
  }, 60_000);
});
