import { describe, expect, it } from "vitest";
import { creditPolicySchema, DEFAULT_POLICY } from "./policy";
import { formValuesToPolicy, percentToShare, POLICY_FIELDS, policyToFormValues, shareToPercent, shownValue } from "./policy-form-fields";

/** Every leaf path of a value (objects walked, anything else a leaf). */
function leafPaths(value: unknown, prefix = ""): string[] {
  if (value === null || typeof value !== "object") return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => leafPaths(inner, prefix ? `${prefix}.${key}` : key));
}

describe("the Policy screen's fields", () => {
  it("offer a control for every field of the policy's schema, and no other", () => {
    expect(POLICY_FIELDS.map((field) => field.path).sort()).toEqual(leafPaths(DEFAULT_POLICY).sort());
  });

  it("show shares as percentages and read them back as shares, without binary noise", () => {
    expect(shareToPercent(0.07)).toBe("7");
    expect(shareToPercent(0.125)).toBe("12.5");
    expect(percentToShare("7")).toBe(0.07);
    expect(percentToShare("33.33")).toBe(0.3333);
    expect(percentToShare(" ")).toBeNull();
    expect(percentToShare("ten")).toBe("ten");
  });

  it("turn the policy into form values and back into the same policy, which the schema accepts", () => {
    const values = policyToFormValues(DEFAULT_POLICY);
    expect(values["base.tangibleNetWorthShare"]).toBe("10");
    expect(values["caps.ceiling"]).toBe("1000000");
    expect(values["noLimit.dissolved"]).toBe(true);
    expect(values.fourEyesAbove).toBe("250000");
    expect(creditPolicySchema.parse(formValuesToPolicy(values))).toEqual(DEFAULT_POLICY);
  });

  it("send an edited percentage as its share, a blank four-eyes threshold as off, and a blank figure as null for the server to name", () => {
    const values = { ...policyToFormValues(DEFAULT_POLICY), "bandFactors.moderate": "40", fourEyesAbove: "", "caps.ceiling": "" };
    const sent = formValuesToPolicy(values) as typeof DEFAULT_POLICY;
    expect(sent.bandFactors.moderate).toBe(0.4);
    expect(sent.fourEyesAbove).toBeNull();
    expect(sent.caps.ceiling).toBeNull();
    const refused = creditPolicySchema.safeParse(sent);
    expect(refused.error?.issues[0]?.path.join(".")).toBe("caps.ceiling");
  });

  it("show each value as people read it", () => {
    const byPath = (path: string) => POLICY_FIELDS.find((field) => field.path === path)!;
    expect(shownValue(byPath("caps.ceiling"), DEFAULT_POLICY)).toBe("£1,000,000");
    expect(shownValue(byPath("bandFactors.moderate"), DEFAULT_POLICY)).toBe("50%");
    expect(shownValue(byPath("fourEyesAbove"), { ...DEFAULT_POLICY, fourEyesAbove: null })).toBe("Off (never)");
    expect(shownValue(byPath("noLimit.accountsOverdue"), DEFAULT_POLICY)).toBe("On");
  });
});
