// The credit policy over HTTP, on a server and store of its own (so the version numbers it makes touch no other
// test): everyone reads it, only an admin changes it (403 for an analyst), a change is refused by field path (400)
// or when another landed first (409; of two at once exactly one lands), a change is a new version kept for ever and
// audited, and the next assessment names it and obeys its ceiling, bounded from the upstream's own figures.
import { describe, expect, it } from "vitest";
import type { Assessment } from "../../lib/assessment/assessment";
import { DEFAULT_POLICY, type CreditPolicy } from "../../lib/policy/policy";
import { policyHistorySchema, policyVersionViewSchema, type PolicyVersionView } from "../../lib/policy/version-view";
import type { UpstreamProfile } from "./changing-upstream";
import { withBffOverChangingUpstream } from "./bff-over-changing-upstream";
import { call, signedIn } from "./session";

// The ten-years-accounts company: a low band and a limit its figures set, well under the shipped ceiling.
const CRN = "09990008";
const world = withBffOverChangingUpstream("policy", CRN);
const base = world.base;

const { as } = signedIn(base);

function put(cookie: string, body: unknown): Promise<Response> {
  return call(base(), "/api/policy", { method: "PUT", cookie, body: JSON.stringify(body), headers: { "content-type": "application/json", origin: base() } });
}

async function get<T>(path: string, name = "alice"): Promise<T> {
  const answer = await call(base(), path, { cookie: await as(name) });
  expect(answer.status, path).toBe(200);
  return (await answer.json()) as T;
}

async function audit(operation: string): Promise<Array<Record<string, unknown>>> {
  return (await get<{ items: Array<Record<string, unknown>> }>(`/api/audit?operation=${encodeURIComponent(operation)}`, "root")).items;
}

const withCeiling = (ceiling: number): CreditPolicy => ({ ...structuredClone(DEFAULT_POLICY), caps: { ...DEFAULT_POLICY.caps, ceiling } });
const num = (value: unknown) => Number(value ?? 0);

describe("the credit policy API", () => {
  it("answers the version in force with its rule to any signed-in user, and nothing to anonymous callers", async () => {
    const inForce = await get<PolicyVersionView>("/api/policy");
    expect(inForce).toMatchObject({ version: 1, username: "system", policy: DEFAULT_POLICY });
    expect(inForce.rule).toContain("£1,000,000");
    expect((await call(base(), "/api/policy")).status).toBe(401);
  });

  it("refuses a change from an analyst (403), and nothing is written", async () => {
    const answer = await put(await as("alice"), { policy: DEFAULT_POLICY, reason: "Analysts may not", basedOn: 1 });
    expect(answer.status).toBe(403);
    expect(answer.headers.get("content-type")).toContain("application/problem+json");
    expect((await get<{ items: unknown[] }>("/api/policy/versions")).items).toHaveLength(1);
  });

  it("refuses a bad field with a 400 naming its path: a ceiling out of range, an unknown field, a blank reason", async () => {
    const root = await as("root");
    const cases: Array<[unknown, string]> = [
      [{ policy: withCeiling(-5), reason: "x", basedOn: 1 }, "policy.caps.ceiling"],
      [{ policy: { ...DEFAULT_POLICY, caps: { ...DEFAULT_POLICY.caps, floor: 1 } }, reason: "x", basedOn: 1 }, "policy.caps.floor"],
      [{ policy: { ...DEFAULT_POLICY, bandFactors: { ...DEFAULT_POLICY.bandFactors, moderate: 1.2 } }, reason: "x", basedOn: 1 }, "policy.bandFactors.moderate"],
      [{ policy: DEFAULT_POLICY, reason: "   ", basedOn: 1 }, "reason"],
      [{ policy: DEFAULT_POLICY, reason: "x" }, "basedOn"],
    ];
    for (const [body, parameter] of cases) {
      const answer = await put(root, body);
      expect(answer.status, parameter).toBe(400);
      expect(await answer.json()).toMatchObject({ code: "invalid-parameter", parameter, detail: expect.stringContaining(parameter) });
    }
    expect((await get<{ items: unknown[] }>("/api/policy/versions")).items).toHaveLength(1);
  });

  it("makes a new version kept for ever and audited, which the next assessment names and whose ceiling it obeys", async () => {
    const before = await get<Assessment>(`/api/assessments/${CRN}`);
    expect(before.verdict.policyVersion).toBe(1);
    const limit = before.creditLimit;
    expect(limit, "the company has a limit under the shipped policy").not.toBeNull();
    expect(limit!.amount).toBeGreaterThan(0);
    // The shipped policy's capped amount, from the upstream's own figures for the year the limit reads.
    const year = (world.profile().statutoryAccounts as UpstreamProfile[]).find((candidate) => candidate.yearEndDate === limit!.basis.yearEnded)!;
    const tangibleNetWorth = num(year.totalShareholdersEquity) - num(year.intangibleAssets);
    const workingCapital = num(year.totalCurrentAssets) - num(year.totalCurrentLiabilities);
    const capped = Math.min(
      Math.max(0, 0.1 * tangibleNetWorth + 0.1 * workingCapital), 0.2 * Math.max(0, tangibleNetWorth),
      year.turnover == null ? Number.POSITIVE_INFINITY : num(year.turnover) / 12, 1_000_000,
    );
    expect(limit!.amount).toBeLessThanOrEqual(capped);
    // A ceiling well under it binds: the limit shrinks in that proportion (the band and reductions stay as they were).
    const ceiling = Math.floor(capped / 3 / 100) * 100;
    expect(ceiling).toBeGreaterThan(0);

    const root = await as("root");
    const answer = await put(root, { policy: withCeiling(ceiling), reason: "  Tighter ceiling while the review runs.  ", basedOn: 1 });
    expect(answer.status).toBe(201);
    const written = (await answer.json()) as PolicyVersionView;
    expect(written).toMatchObject({ version: 2, username: "root", author: "root", reason: "Tighter ceiling while the review runs.", policy: withCeiling(ceiling) });
    expect(written.rule).toContain(`£${ceiling.toLocaleString("en-GB")}`);
    // The answers are what the API's description says (lib/policy/version-view.ts).
    expect(policyVersionViewSchema.safeParse(written).error).toBeUndefined();
    expect(policyVersionViewSchema.safeParse(await get("/api/policy")).error).toBeUndefined();
    expect(policyHistorySchema.safeParse(await get("/api/policy/versions")).error).toBeUndefined();

    const after = await get<Assessment>(`/api/assessments/${CRN}`);
    expect(after.verdict.policyVersion).toBe(2);
    expect(after.verdict.sentence).toContain("credit policy v2");
    expect(after.creditLimit!.policyVersion).toBe(2);
    expect(after.creditLimit!.amount).toBeLessThanOrEqual(ceiling);
    expect(after.creditLimit!.amount).toBeGreaterThanOrEqual((ceiling * limit!.amount) / capped - 100);
    expect(after.creditLimit!.amount).toBeLessThanOrEqual((ceiling * (limit!.amount + 100)) / capped);

    const versions = (await get<{ items: PolicyVersionView[] }>("/api/policy/versions")).items;
    expect(versions.map((version) => version.version)).toEqual([2, 1]);
    expect(versions[1]).toMatchObject({ version: 1, policy: DEFAULT_POLICY });
    expect(versions[0]!.changes).toEqual([expect.objectContaining({ path: "caps.ceiling", from: 1_000_000, to: ceiling })]);
    expect(await get<PolicyVersionView>("/api/policy/versions/2")).toMatchObject({ version: 2, policy: withCeiling(ceiling), changes: [expect.objectContaining({ path: "caps.ceiling" })] });
    expect(await get<PolicyVersionView>("/api/policy/versions/1")).toMatchObject({ version: 1, policy: DEFAULT_POLICY, changes: [] });
    const missing = await call(base(), "/api/policy/versions/99", { cookie: await as("alice") });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: "not-found" });
    expect((await call(base(), "/api/policy/versions/first", { cookie: await as("alice") })).status).toBe(400);

    const changes = await audit("Credit policy changed");
    expect(changes.find((entry) => entry.requestId === answer.headers.get("x-request-id"))).toMatchObject({
      username: "root", status: 201, params: { version: 2, basedOn: 1, reason: "Tighter ceiling while the review runs." },
    });
    expect((await audit("Credit policy")).some((entry) => entry.username === "alice" && entry.status === 200)).toBe(true);
    expect((await audit("Credit policy versions")).some((entry) => entry.username === "alice" && entry.status === 200)).toBe(true);
  });

  it("refuses a change based on a version no longer in force with a 409 in words, and lets exactly one of two at once land", async () => {
    const root = await as("root");
    const stale = await put(root, { policy: withCeiling(500_000), reason: "Edited an old copy", basedOn: 1 });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ code: "version-conflict", detail: expect.stringContaining("version 2 is now in force") });
    const refused = (await audit("Credit policy changed")).find((entry) => entry.requestId === stale.headers.get("x-request-id"));
    expect(refused).toMatchObject({ status: 409, params: { basedOn: 1 } });
    expect(refused!.params).not.toHaveProperty("version");

    const both = await Promise.all([400_000, 300_000].map((ceiling) => put(root, { policy: withCeiling(ceiling), reason: `Race ${ceiling}`, basedOn: 2 })));
    expect(both.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const versions = (await get<{ items: PolicyVersionView[] }>("/api/policy/versions")).items;
    expect(versions.map((version) => version.version)).toEqual([3, 2, 1]);
  });

  it("shows the Policy screen to an analyst read-only and to an admin with its form", async () => {
    const analyst = await (await call(base(), "/policy", { cookie: await as("alice") })).text();
    expect(analyst).toContain("credit policy v3");
    expect(analyst).toContain("Only an admin can change the policy.");
    expect(analyst).not.toContain("Why this change");
    const admin = await (await call(base(), "/policy", { cookie: await as("root") })).text();
    expect(admin).toContain("Why this change");
    expect(admin).toContain("Save as a new version");
  });

  it("is restored to the shipped default by one more version", async () => {
    const answer = await put(await as("root"), { policy: DEFAULT_POLICY, reason: "Back to the shipped default.", basedOn: 3 });
    expect(answer.status).toBe(201);
    expect(await get<PolicyVersionView>("/api/policy")).toMatchObject({ version: 4, policy: DEFAULT_POLICY });
    expect((await get<Assessment>(`/api/assessments/${CRN}`)).verdict.policyVersion).toBe(4);
  });
});
