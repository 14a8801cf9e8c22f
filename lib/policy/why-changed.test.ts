import { describe, expect, it } from "vitest";
import type { LimitInputs } from "./limit";
import { DEFAULT_POLICY, type CreditPolicy } from "./policy";
import type { VerdictState } from "./verdict-state";
import { whyChanged } from "./why-changed";

const inputs: LimitInputs = {
  netWorth: 900_000, intangibleAssets: 100_000, intangiblesFiled: true, tangibleNetWorth: 800_000,
  totalCurrentAssets: 700_000, totalCurrentLiabilities: 200_000, workingCapital: 500_000, turnover: 2_400_000, profitBeforeTax: 150_000,
};

// The latest year under the shipped policy: base 10% × 800k + 10% × 500k = 130k; caps 160k (20% of TNW), 200k (a
// month of turnover), £1m; capped 130k (the base); low band ×1; limit £130,000.
const before: VerdictState = {
  detailed: true, policyVersion: 1, policy: DEFAULT_POLICY, accountsYear: "2024-03-31", band: "low", modelBand: "low", limit: 130_000, withheld: null,
  basis: { inputs, base: 130_000, caps: { tangibleNetWorth: 160_000, turnover: 200_000, ceiling: 1_000_000 }, capped: 130_000, bandFactor: 1 },
  overrides: [],
  models: [
    { id: "taffler", score: 2.5, band: "solvent", terms: { x1: 0.3, x2: 1.2, x3: 0.25, x4: 40 } },
    { id: "altman-z2", score: 4, band: "safe", terms: { X1: 0.3, X2: 0.2, X3: 0.1, X4: 1.5 } },
  ],
};

function clone(state: VerdictState): VerdictState {
  return structuredClone(state);
}

const reasonsOf = (then: VerdictState, now: VerdictState, kind: string) => whyChanged(then, now).reasons.filter((reason) => reason.kind === kind);

describe("whyChanged", () => {
  it("finds nothing between equal states", () => {
    const comparison = whyChanged(before, clone(before));
    expect(comparison.reasons).toEqual([]);
    expect(comparison.changed).toEqual({ score: false, band: false, limit: false });
    expect(comparison.limitChange).toBe(0);
    expect(comparison.scores.map((score) => score.change)).toEqual([0, 0]);
  });

  it("names a new accounts year", () => {
    const now = clone(before);
    now.accountsYear = "2025-03-31";
    expect(reasonsOf(before, now, "accounts-year")).toEqual([expect.objectContaining({
      from: "2024-03-31", to: "2025-03-31", text: "The accounts to 31 Mar 2025 replace those to 31 Mar 2024",
    })]);
  });

  it("says which input moved, by how much, and what it did to the base and the caps", () => {
    const now = clone(before);
    // Working capital falls £120,000: the base falls 10% of it, £12,000; the limit follows the base.
    now.basis!.inputs = { ...inputs, totalCurrentLiabilities: 320_000, workingCapital: 380_000 };
    now.basis!.base = 118_000;
    now.basis!.capped = 118_000;
    now.limit = 118_000;
    const comparison = whyChanged(before, now);
    expect(comparison.changed.limit).toBe(true);
    expect(comparison.limitChange).toBe(-12_000);
    const [limit] = reasonsOf(before, now, "limit");
    expect(limit).toMatchObject({ change: -12_000, text: "Suggested limit fell £12,000 (£130,000 → £118,000)" });
    const [input] = reasonsOf(before, now, "input");
    expect(input).toMatchObject({ subject: "workingCapital", from: 500_000, to: 380_000, change: -120_000 });
    expect(input!.effects).toEqual([{ on: "base", change: expect.closeTo(-12_000, 6) }]);
    expect(input!.text).toBe("Working capital fell £120,000 (£500,000 → £380,000) → the base fell £12,000");
    expect(reasonsOf(before, now, "limit-part")).toEqual([expect.objectContaining({
      from: 130_000, to: 118_000, change: -12_000, text: "The lowest of the base and the caps £130,000 → £118,000, set by the base both times",
    })]);
  });

  it("gives tangible net worth's move to the base and to its cap, and turnover's to the turnover cap", () => {
    const now = clone(before);
    now.basis!.inputs = { ...inputs, netWorth: 600_000, tangibleNetWorth: 500_000, turnover: 1_200_000 };
    now.basis!.base = 100_000;
    now.basis!.caps = { tangibleNetWorth: 100_000, turnover: 100_000, ceiling: 1_000_000 };
    now.basis!.capped = 100_000;
    now.limit = 100_000;
    const [tnw, turnover] = reasonsOf(before, now, "input");
    expect(tnw).toMatchObject({ subject: "tangibleNetWorth", change: -300_000 });
    expect(tnw!.effects).toEqual([{ on: "base", change: expect.closeTo(-30_000, 6) }, { on: "tangible net worth cap", change: expect.closeTo(-60_000, 6) }]);
    expect(turnover).toMatchObject({ subject: "turnover", change: -1_200_000, effects: [{ on: "turnover cap", change: -100_000 }] });
    expect(turnover!.text).toBe("Turnover fell £1,200,000 (£2,400,000 → £1,200,000) → the turnover cap fell £100,000");
  });

  it("names an input that moved even when a cap held the limit where it was", () => {
    const then = clone(before);
    then.basis!.caps.ceiling = 100_000;
    then.basis!.capped = 100_000;
    then.limit = 100_000;
    const now = clone(then);
    now.basis!.inputs = { ...inputs, workingCapital: 600_000, totalCurrentAssets: 800_000 };
    now.basis!.base = 140_000;
    const comparison = whyChanged(then, now);
    expect(comparison.changed.limit).toBe(false);
    expect(comparison.reasons.map((reason) => reason.kind)).toEqual(["input"]);
    expect(comparison.reasons[0]!.text).toBe("Working capital rose £100,000 (£500,000 → £600,000) → the base rose £10,000");
  });

  it("says which part sets the limit when that changes", () => {
    const now = clone(before);
    now.basis!.caps = { ...before.basis!.caps, turnover: 90_000 };
    now.basis!.inputs = { ...inputs, turnover: 1_080_000 };
    now.basis!.capped = 90_000;
    now.limit = 90_000;
    expect(reasonsOf(before, now, "limit-part")[0]!.text).toBe("The lowest of the base and the caps £130,000 → £90,000, set by the turnover cap now (before, by the base)");
  });

  it("gives each model's score change and each ratio's weighted share of it, largest first", () => {
    const now = clone(before);
    // Taffler: x1 0.30 → 0.10 moves the score 12.18 × −0.2 = −2.436; x3 0.25 → 0.30 moves it −10.68 × 0.05 = −0.534.
    now.models![0] = { id: "taffler", score: 2.5 - 2.436 - 0.534, band: "solvent", terms: { x1: 0.1, x2: 1.2, x3: 0.3, x4: 40 } };
    const comparison = whyChanged(before, now);
    expect(comparison.changed.score).toBe(true);
    expect(comparison.scores[0]).toMatchObject({ id: "taffler", from: 2.5, change: expect.closeTo(-2.97, 9) });
    const [score] = reasonsOf(before, now, "score");
    expect(score!.text).toBe("Taffler z-score fell 2.97 (2.50 → -0.47)".replace("-0.47", (2.5 - 2.436 - 0.534).toFixed(2)));
    const terms = reasonsOf(before, now, "term");
    expect(terms.map((term) => term.subject)).toEqual(["taffler.x1", "taffler.x3"]);
    expect(terms[0]!.change).toBeCloseTo(-2.436, 9);
    expect(terms[1]!.change).toBeCloseTo(-0.534, 9);
    expect(terms[0]!.text).toBe("x1 (profitBeforeTax / totalCurrentLiabilities) 0.300 → 0.100: −2.44 to the Taffler z-score");
  });

  it("names a model's band change and says less, not something wrong, when the ratios were not kept", () => {
    const now = clone(before);
    now.models![1] = { id: "altman-z2", score: 2, band: "grey", terms: { X1: 0.1, X2: 0.2, X3: 0.1, X4: 1.5 } };
    const then = clone(before);
    then.models![1]!.terms = null;
    expect(reasonsOf(then, now, "term")).toEqual([]);
    expect(reasonsOf(then, now, "model-band")).toEqual([expect.objectContaining({ from: "safe", to: "grey", text: "Altman Z'': Safe → Grey zone" })]);
  });

  it("names an override that began and one that ended, with the policy's factor, and the band they moved", () => {
    const then = clone(before);
    then.overrides = ["unsatisfiedCcj"];
    const now = clone(before);
    now.overrides = ["pretaxLoss"];
    now.band = "moderate";
    now.basis!.bandFactor = 0.5;
    now.limit = 32_500;
    expect(reasonsOf(then, now, "override-began")).toEqual([expect.objectContaining({
      subject: "pretaxLoss", text: "Began: a pre-tax loss in the latest year: the limit × 50%, band at least moderate risk",
    })]);
    expect(reasonsOf(then, now, "override-ended")).toEqual([expect.objectContaining({ subject: "unsatisfiedCcj" })]);
    expect(reasonsOf(then, now, "band")).toEqual([expect.objectContaining({ subject: "band", from: "low", to: "moderate", text: "Credit band Low risk → Moderate risk" })]);
    expect(reasonsOf(then, now, "band-factor")).toEqual([expect.objectContaining({ from: 1, to: 0.5, change: -0.5, text: "The band's factor 100% → 50%" })]);
    expect(whyChanged(then, now).changed.band).toBe(true);
  });

  it("names a no-limit override and the limit it withheld", () => {
    const now = clone(before);
    now.overrides = ["insolvency"];
    now.band = "high";
    now.limit = null;
    now.basis = null;
    now.withheld = "No limit: the company is in liquidation, administration, receivership or a voluntary arrangement.";
    expect(reasonsOf(before, now, "override-began")[0]!.text).toMatch(/^Began: the company is in liquidation.*: no limit$/);
    expect(reasonsOf(before, now, "limit")).toEqual([expect.objectContaining({ from: 130_000, to: null, text: `${now.withheld} (before: £130,000)` })]);
    expect(whyChanged(before, now).limitChange).toBeNull();
  });

  it("names a policy version change and every field the new version changed", () => {
    const policy: CreditPolicy = structuredClone(DEFAULT_POLICY);
    policy.caps.ceiling = 100_000;
    policy.bandFactors.moderate = 0.4;
    const now = clone(before);
    now.policyVersion = 2;
    now.policy = policy;
    now.basis!.caps.ceiling = 100_000;
    now.basis!.capped = 100_000;
    now.limit = 100_000;
    const comparison = whyChanged(before, now);
    expect(comparison.reasons.find((reason) => reason.kind === "policy-version")).toMatchObject({ from: 1, to: 2, text: "Credit policy v2 is in force (before, v1)" });
    expect(reasonsOf(before, now, "policy-field")).toEqual([
      expect.objectContaining({ subject: "caps.ceiling", from: 1_000_000, to: 100_000, change: -900_000, text: "Policy: the absolute ceiling £1,000,000 → £100,000" }),
      expect.objectContaining({ subject: "bandFactors.moderate", from: 0.5, to: 0.4, text: "Policy: the moderate-risk factor 50% → 40%" }),
    ]);
    expect(reasonsOf(before, now, "limit-part")[0]!.text).toContain("set by the ceiling now (before, by the base)");
  });

  it("compares an old snapshot's band and limit alone when it kept nothing else", () => {
    const then: VerdictState = {
      detailed: false, policyVersion: null, policy: null, accountsYear: null, band: "moderate", modelBand: null, limit: 65_000, withheld: null, basis: null, overrides: null, models: null,
    };
    const comparison = whyChanged(then, before);
    expect(comparison.reasons.map((reason) => reason.kind)).toEqual(["band", "limit"]);
    expect(comparison.limitChange).toBe(65_000);
    expect(comparison.scores.map((score) => score.from)).toEqual([null, null]);
  });
});
