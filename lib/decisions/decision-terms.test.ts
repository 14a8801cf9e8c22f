import { describe, expect, it } from "vitest";
import { needsOverride, needsSecondApprover } from "./decision-terms";

describe("a decision's guard rails", () => {
  it("calls approving with no suggested limit, or above it, an override; declining or referring never", () => {
    expect(needsOverride("approve", 50_000, null)).toBe(true);
    expect(needsOverride("approve-with-conditions", 10_001, 10_000)).toBe(true);
    expect(needsOverride("approve", 10_000, 10_000)).toBe(false);
    expect(needsOverride("decline", null, null)).toBe(false);
    expect(needsOverride("refer", 90_000, 10_000)).toBe(false);
  });

  it("needs a second approver only for an approval above the policy's threshold, never when it is off", () => {
    expect(needsSecondApprover("approve", 250_001, 250_000)).toBe(true);
    expect(needsSecondApprover("approve", 250_000, 250_000)).toBe(false);
    expect(needsSecondApprover("approve", 9_000_000, null)).toBe(false);
    expect(needsSecondApprover("decline", 900_000, 1)).toBe(false);
  });
});
