// The policy's limit and band, over generated accounts, flags and policies: the properties a credit manager signs
// (never above a cap or tangible net worth, a multiple of the rounding, never a better band than the models', the
// overrides as stated), then the issue's own examples with their arithmetic worked by hand. Expected amounts are
// worked out here from the policy's figures, never by asking applyPolicy.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { RiskBand } from "@/lib/assessment/risk-band";
import { applyPolicy, type PolicyInput } from "./limit";
import { NO_LIMIT_FLAGS, SHIPPED_POLICY, type CreditPolicy, type NoLimitId, type PolicyVersion } from "./policy";
import { policyVersionArbitrary } from "./policy-arbitraries";

const NOW = new Date("2024-12-01T00:00:00Z");
const RANK: Record<RiskBand, number> = { low: 0, moderate: 1, high: 2 };
const worse = (a: RiskBand, b: RiskBand): RiskBand => (RANK[b] > RANK[a] ? b : a);
const ALL_FLAGS = [...Object.values(NO_LIMIT_FLAGS).flat(), "ccjs", "charges", "resignations"];

const figuresArbitrary = fc.record({
  totalShareholdersEquity: fc.integer({ min: -500_000_000, max: 5_000_000_000 }),
  intangibleAssets: fc.option(fc.integer({ min: 0, max: 2_000_000_000 }), { nil: undefined }),
  totalCurrentAssets: fc.integer({ min: 0, max: 3_000_000_000 }),
  totalCurrentLiabilities: fc.integer({ min: 0, max: 3_000_000_000 }),
  turnover: fc.option(fc.integer({ min: 0, max: 20_000_000_000 }), { nil: undefined }),
  profitBeforeTax: fc.option(fc.integer({ min: -500_000_000, max: 500_000_000 }), { nil: undefined }),
});
interface Figures {
  totalShareholdersEquity: number;
  intangibleAssets?: number;
  totalCurrentAssets: number;
  totalCurrentLiabilities: number;
  turnover?: number;
  profitBeforeTax?: number;
}

const inputArbitrary = fc.record({
  policy: policyVersionArbitrary,
  figures: figuresArbitrary,
  modelBand: fc.constantFrom<RiskBand>("low", "moderate", "high"),
  flags: fc.subarray(ALL_FLAGS),
});

function inputOf(policy: PolicyVersion, figures: Figures, modelBand: RiskBand, flags: readonly string[]): PolicyInput {
  return {
    policy, flags: new Set(flags), modelBand, notScored: null, hasAccounts: true, now: NOW,
    latest: { yearEnded: "2024-03-31", accounts: { yearEndDate: "2024-03-31", ...figures } },
  };
}

const tangibleNetWorth = (figures: Figures) => figures.totalShareholdersEquity - (figures.intangibleAssets ?? 0);
const workingCapital = (figures: Figures) => figures.totalCurrentAssets - figures.totalCurrentLiabilities;
const noLimitApplies = (policy: CreditPolicy, flags: readonly string[]) =>
  (Object.keys(NO_LIMIT_FLAGS) as NoLimitId[]).some((id) => policy.noLimit[id] && NO_LIMIT_FLAGS[id].some((flag) => flags.includes(flag)));

/** The policy's rule, written out again from its figures: the lowest of the base and the caps, the factors, rounded down. */
function expectedAmount(policy: CreditPolicy, figures: Figures, band: RiskBand, factors: readonly number[]): number {
  const tnw = tangibleNetWorth(figures);
  const base = Math.max(0, policy.base.tangibleNetWorthShare * tnw + policy.base.workingCapitalShare * workingCapital(figures));
  const turnoverCap = figures.turnover === undefined ? Number.POSITIVE_INFINITY : (figures.turnover * policy.caps.turnoverMonths) / 12;
  const lowest = Math.min(base, Math.max(0, policy.caps.tangibleNetWorthShare * tnw), turnoverCap, policy.caps.ceiling);
  const reduced = factors.reduce((value, factor) => value * factor, lowest * policy.bandFactors[band]);
  return Math.floor(Math.round(reduced * 100) / 100 / policy.roundTo) * policy.roundTo;
}

describe("applyPolicy over generated accounts, flags and policies", () => {
  it("never gives more than any cap in force, nor more than tangible net worth; always a multiple of the rounding", () => {
    fc.assert(fc.property(inputArbitrary, ({ policy, figures, modelBand, flags }) => {
      const { limit } = applyPolicy(inputOf(policy, figures, modelBand, flags));
      if (!limit) return;
      const { caps, roundTo } = policy.policy;
      const tnw = tangibleNetWorth(figures);
      expect(limit.amount).toBeGreaterThanOrEqual(0);
      expect(limit.amount).toBeLessThanOrEqual(Math.max(0, tnw));
      expect(limit.amount).toBeLessThanOrEqual(Math.max(0, caps.tangibleNetWorthShare * tnw));
      expect(limit.amount).toBeLessThanOrEqual(caps.ceiling);
      if (figures.turnover !== undefined) expect(limit.amount).toBeLessThanOrEqual((figures.turnover * caps.turnoverMonths) / 12);
      expect(limit.amount % roundTo).toBe(0);
    }), { numRuns: 500 });
  });

  it("never gives a better band than the models', and works the amount out as the policy states", () => {
    fc.assert(fc.property(inputArbitrary, ({ policy, figures, modelBand, flags }) => {
      const verdict = applyPolicy(inputOf(policy, figures, modelBand, flags));
      expect(RANK[verdict.band!]).toBeGreaterThanOrEqual(RANK[modelBand]);
      if (noLimitApplies(policy.policy, flags)) return;
      const { reductions } = policy.policy;
      const applying = [
        figures.profitBeforeTax !== undefined && figures.profitBeforeTax < 0 ? reductions.pretaxLoss : null,
        tangibleNetWorth(figures) < 0 ? reductions.negativeTangibleNetWorth : null,
        flags.includes("ccjs") ? reductions.unsatisfiedCcj : null,
      ].filter((reduction) => reduction !== null);
      const band = applying.reduce((worst, reduction) => worse(worst, reduction.bandAtLeast), modelBand);
      expect(verdict.band).toBe(band);
      expect(verdict.limit?.amount).toBe(expectedAmount(policy.policy, figures, band, applying.map((reduction) => reduction.factor)));
    }), { numRuns: 500 });
  });

  it("gives no limit and the high band when a no-limit override is on and its flag is raised", () => {
    const overrides = Object.entries(NO_LIMIT_FLAGS).flatMap(([id, flags]) => flags.map((flag) => ({ id: id as NoLimitId, flag })));
    fc.assert(fc.property(inputArbitrary, fc.constantFrom(...overrides), ({ policy, figures, modelBand, flags }, { id, flag }) => {
      const verdict = applyPolicy(inputOf(policy, figures, modelBand, [...flags, flag]));
      if (!policy.policy.noLimit[id]) return;
      expect(verdict.limit).toBeNull();
      expect(verdict.band).toBe("high");
      expect(verdict.withheld).toMatch(/^No limit: /);
      expect(verdict.overrides.map((override) => override.id)).toContain(id);
    }), { numRuns: 300 });
  });

  it("a pre-tax loss never raises the limit: the same figures with the profit made a loss give at most as much", () => {
    fc.assert(fc.property(inputArbitrary, fc.integer({ min: 1, max: 500_000_000 }), ({ policy, figures, modelBand, flags }, loss) => {
      const before = applyPolicy(inputOf(policy, figures, modelBand, flags)).limit?.amount ?? 0;
      const after = applyPolicy(inputOf(policy, { ...figures, profitBeforeTax: -loss }, modelBand, flags));
      expect(after.limit?.amount ?? 0).toBeLessThanOrEqual(before);
      expect(RANK[after.band!]).toBeGreaterThanOrEqual(RANK[policy.policy.reductions.pretaxLoss.bandAtLeast]);
    }), { numRuns: 500 });
  });

  it("each reduction multiplies by its factor and sets its band floor: an unsatisfied CCJ alone, from the same figures", () => {
    fc.assert(fc.property(inputArbitrary, ({ policy, figures, modelBand, flags }) => {
      const clean = flags.filter((flag) => flag !== "ccjs");
      if (noLimitApplies(policy.policy, clean)) return;
      const without = applyPolicy(inputOf(policy, figures, modelBand, clean));
      const withCcj = applyPolicy(inputOf(policy, figures, modelBand, [...clean, "ccjs"]));
      const { factor, bandAtLeast } = policy.policy.reductions.unsatisfiedCcj;
      expect(withCcj.band).toBe(worse(without.band!, bandAtLeast));
      expect(withCcj.overrides.find((override) => override.id === "unsatisfiedCcj")).toMatchObject({ kind: "reduction", factor, bandAtLeast });
      expect(withCcj.limit!.amount).toBeLessThanOrEqual(without.limit!.amount);
      expect(withCcj.limit!.basis.reductions.at(-1)).toEqual({ id: "unsatisfiedCcj", factor });
    }), { numRuns: 300 });
  });
});

describe("applyPolicy: the shipped policy's arithmetic, by hand", () => {
  const shipped = (figures: Figures, modelBand: RiskBand = "low", flags: readonly string[] = []) => applyPolicy(inputOf(SHIPPED_POLICY, figures, modelBand, flags));

  it("a PLC with a £194m pre-tax loss gets a reduced, capped limit and at least the moderate band", () => {
    // Tangible net worth 3,200,000,000 − 1,100,000,000 = 2,100,000,000; working capital 4,000,000,000 − 2,330,926,000
    // = 1,669,074,000. Base 10% × 2,100,000,000 + 10% × 1,669,074,000 = 376,907,400; caps: 20% of tangible net worth
    // 420,000,000, one month of 9,000,000,000 = 750,000,000, the ceiling 1,000,000. Lowest £1,000,000; the loss makes
    // the band moderate (× 50%) and halves it again: 1,000,000 × 0.5 × 0.5 = £250,000.
    const verdict = shipped({
      totalShareholdersEquity: 3_200_000_000, intangibleAssets: 1_100_000_000, totalCurrentAssets: 4_000_000_000,
      totalCurrentLiabilities: 2_330_926_000, turnover: 9_000_000_000, profitBeforeTax: -194_000_000,
    });
    expect(verdict.band).toBe("moderate");
    expect(verdict.limit?.basis).toMatchObject({ base: 376_907_400, capped: 1_000_000, bandFactor: 0.5, reductions: [{ id: "pretaxLoss", factor: 0.5 }] });
    expect(verdict.limit?.amount).toBe(250_000);
    expect(verdict.sentence).toBe("Moderate risk under credit policy v1: suggested limit £250,000. Extend terms within the limit, secure larger orders, and review within six months.");
  });

  it("a profitable company with negative working capital gets the positive limit its tangible net worth supports", () => {
    // Base 10% × 800,000 + 10% × (300,000 − 450,000) = 80,000 − 15,000 = 65,000; caps 160,000, 100,000 (a month of
    // 1,200,000) and 1,000,000: £65,000 at low risk (× 100%).
    const verdict = shipped({ totalShareholdersEquity: 800_000, totalCurrentAssets: 300_000, totalCurrentLiabilities: 450_000, turnover: 1_200_000, profitBeforeTax: 90_000 });
    expect(verdict.limit?.amount).toBe(65_000);
    expect(verdict.band).toBe("low");
  });

  it("leaves intangibles out of net worth", () => {
    // Tangible net worth 500,000 − 300,000 = 200,000; base 20,000 + 10% × 200,000 = 40,000; cap 20% × 200,000 =
    // 40,000: £40,000 (with the intangibles counted the base would be 70,000).
    const verdict = shipped({ totalShareholdersEquity: 500_000, intangibleAssets: 300_000, totalCurrentAssets: 600_000, totalCurrentLiabilities: 400_000, turnover: 2_000_000, profitBeforeTax: 100_000 });
    expect(verdict.limit?.basis.inputs).toMatchObject({ tangibleNetWorth: 200_000, intangiblesFiled: true });
    expect(verdict.limit?.amount).toBe(40_000);
  });

  it("gives £0 and the high band on negative tangible net worth, and no turnover cap when turnover is not filed", () => {
    const negative = shipped({ totalShareholdersEquity: 100_000, intangibleAssets: 150_000, totalCurrentAssets: 500_000, totalCurrentLiabilities: 100_000 });
    expect(negative.band).toBe("high");
    expect(negative.limit?.amount).toBe(0);
    // Base 10% × 1,000,000 + 10% × 50,000 = 105,000; caps 200,000 and 1,000,000 (no turnover filed): £105,000.
    const noTurnover = shipped({ totalShareholdersEquity: 1_000_000, totalCurrentAssets: 150_000, totalCurrentLiabilities: 100_000 });
    expect(noTurnover.limit?.basis.caps.turnover).toBeNull();
    expect(noTurnover.limit?.amount).toBe(105_000);
  });

  it("withholds a limit on accounts more than 30 months old", () => {
    const figures = { totalShareholdersEquity: 500_000, totalCurrentAssets: 600_000, totalCurrentLiabilities: 400_000 };
    // Calendar months from the year end (31 March 2024): September 2026 is the 30th, October the 31st.
    expect(applyPolicy({ ...inputOf(SHIPPED_POLICY, figures, "low", []), now: new Date("2026-09-30T23:59:59Z") }).limit?.amount).toBe(70_000);
    expect(applyPolicy({ ...inputOf(SHIPPED_POLICY, figures, "low", []), now: new Date("2026-10-01T00:00:00Z") }).withheld).toMatch(/more than 30 months old/);
  });
});

describe("applyPolicy: rounding", () => {
  it("rounds to whole pence before rounding down, so a share such as 29% is not a step short", () => {
    // 29% of tangible net worth 100,000 = 28,999.999… in binary floating point; to pence £29,000.00; down to £100: £29,000.
    const policy: PolicyVersion = {
      ...SHIPPED_POLICY, version: 7,
      policy: { ...SHIPPED_POLICY.policy, base: { tangibleNetWorthShare: 0.29, workingCapitalShare: 0 }, caps: { ...SHIPPED_POLICY.policy.caps, tangibleNetWorthShare: 1 } },
    };
    expect(0.29 * 100_000).toBeLessThan(29_000);
    const verdict = applyPolicy(inputOf(policy, { totalShareholdersEquity: 100_000, totalCurrentAssets: 0, totalCurrentLiabilities: 0, turnover: 12_000_000 }, "low", []));
    expect(verdict.limit?.amount).toBe(29_000);
  });
});
