import { describe, expect, it } from "vitest";
import { bodyProblem } from "@/lib/api/body-problem";
import { DEFAULT_POLICY } from "./policy";
import { policyChangeSchema } from "./policy-change-input";

const change = (overrides: Record<string, unknown> = {}) => ({ policy: structuredClone(DEFAULT_POLICY), reason: "  Lower ceiling for 2027.  ", basedOn: 1, ...overrides });

function refusal(body: unknown) {
  const parsed = policyChangeSchema.safeParse(body);
  expect(parsed.success).toBe(false);
  return bodyProblem(parsed.error!, "policy change");
}

describe("policyChangeSchema", () => {
  it("accepts the whole policy with a reason, trimmed, and the version edited", () => {
    const parsed = policyChangeSchema.parse(change());
    expect(parsed.reason).toBe("Lower ceiling for 2027.");
    expect(parsed.policy).toEqual(DEFAULT_POLICY);
    expect(parsed.basedOn).toBe(1);
  });

  it("names the field path of a value out of range", () => {
    const policy = structuredClone(DEFAULT_POLICY);
    policy.caps.ceiling = 2_000_000_000;
    expect(refusal(change({ policy }))).toMatchObject({ status: 400, parameter: "policy.caps.ceiling" });
    const share = structuredClone(DEFAULT_POLICY);
    share.bandFactors.moderate = 1.5;
    expect(refusal(change({ policy: share }))).toMatchObject({ parameter: "policy.bandFactors.moderate" });
  });

  it("names an unknown field by its full path, and a missing one", () => {
    const policy = { ...structuredClone(DEFAULT_POLICY), caps: { ...DEFAULT_POLICY.caps, floor: 5 } };
    expect(refusal(change({ policy }))).toMatchObject({ parameter: "policy.caps.floor", detail: expect.stringContaining("not a field") });
    expect(refusal({ ...change(), extra: true })).toMatchObject({ parameter: "extra" });
    const { roundTo: _dropped, ...withoutRounding } = DEFAULT_POLICY;
    expect(refusal(change({ policy: withoutRounding }))).toMatchObject({ parameter: "policy.roundTo" });
  });

  it("requires a reason that is not blank and a whole version number", () => {
    expect(refusal(change({ reason: "   " }))).toMatchObject({ parameter: "reason" });
    const { reason: _none, ...noReason } = change();
    expect(refusal(noReason)).toMatchObject({ parameter: "reason" });
    expect(refusal(change({ reason: "x".repeat(2001) }))).toMatchObject({ parameter: "reason" });
    expect(refusal(change({ basedOn: 1.5 }))).toMatchObject({ parameter: "basedOn" });
    expect(refusal(change({ basedOn: "1" }))).toMatchObject({ parameter: "basedOn" });
  });
});
