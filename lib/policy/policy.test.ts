import { describe, expect, it } from "vitest";
import { creditPolicySchema, DEFAULT_POLICY } from "./policy";

describe("creditPolicySchema", () => {
  it("accepts the shipped default", () => {
    expect(creditPolicySchema.parse(DEFAULT_POLICY)).toEqual(DEFAULT_POLICY);
  });

  it("refuses a worse band with a larger factor, naming it: an override that worsens the band must never raise the limit", () => {
    const refused = (bandFactors: typeof DEFAULT_POLICY.bandFactors) => creditPolicySchema.safeParse({ ...DEFAULT_POLICY, bandFactors }).error?.issues.map((issue) => [issue.path.join("."), issue.message]);
    expect(refused({ low: 0.5, moderate: 0.6, high: 0 })).toEqual([["bandFactors.moderate", "must not be above the low risk factor"]]);
    expect(refused({ low: 1, moderate: 0.5, high: 0.75 })).toEqual([["bandFactors.high", "must not be above the moderate risk factor"]]);
    expect(refused({ low: 0.5, moderate: 0.5, high: 0.5 })).toBeUndefined();
  });
});
