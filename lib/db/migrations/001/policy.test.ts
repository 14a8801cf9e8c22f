import { describe, expect, it } from "vitest";
import { creditPolicySchema, DEFAULT_POLICY, DEFAULT_POLICY_REASON } from "@/lib/policy/policy";
import { VERSION_1_POLICY, VERSION_1_REASON } from "./policy";

describe("the policy version 1 the migration seeds", () => {
  it("is a valid policy today", () => {
    expect(creditPolicySchema.parse(VERSION_1_POLICY)).toEqual(VERSION_1_POLICY);
  });

  // The code's default describes the version every install starts from: changing it alone would make the screens
  // describe a policy no database holds. A new default is a new version, seeded by a new migration.
  it("is the policy the code ships as its default", () => {
    expect(DEFAULT_POLICY).toEqual(VERSION_1_POLICY);
    expect(DEFAULT_POLICY_REASON).toBe(VERSION_1_REASON);
  });
});
