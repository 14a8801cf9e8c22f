// Generated credit policies and statutory accounts for the policy's property tests (./limit.test,
// ./limit-assessment.test): every policy is one the schema accepts, so the properties hold for any policy an admin
// could save, not only the shipped one.
import fc from "fast-check";
import { creditPolicySchema, DEFAULT_POLICY, SHIPPED_POLICY, type CreditPolicy, type PolicyVersion } from "./policy";

const share = fc.integer({ min: 0, max: 100 }).map((percent) => percent / 100);
const band = fc.constantFrom("low" as const, "moderate" as const, "high" as const);
const reduction = fc.record({ factor: share, bandAtLeast: band });

/** Any policy the schema accepts: band factors never larger for a worse band, as the schema requires. */
export const policyArbitrary: fc.Arbitrary<CreditPolicy> = fc.record({
  base: fc.record({ tangibleNetWorthShare: share, workingCapitalShare: share }),
  caps: fc.record({
    tangibleNetWorthShare: share,
    turnoverMonths: fc.integer({ min: 0, max: 24 }).map((half) => half / 2),
    ceiling: fc.integer({ min: 0, max: 1_000_000_000 }),
  }),
  bandFactors: fc.tuple(share, share, share).map((factors) => {
    const [low, moderate, high] = [...factors].sort((a, b) => b - a);
    return { low, moderate, high };
  }),
  reductions: fc.record({ pretaxLoss: reduction, negativeTangibleNetWorth: reduction, unsatisfiedCcj: reduction }),
  noLimit: fc.record({ dissolved: fc.boolean(), insolvency: fc.boolean(), strikeOffNotice: fc.boolean(), accountsOverdue: fc.boolean() }),
  maxAccountsAgeMonths: fc.integer({ min: 12, max: 60 }),
  roundTo: fc.constantFrom(1, 10, 100, 250, 1000, 5000, 100_000),
  actions: fc.constant(DEFAULT_POLICY.actions),
  fourEyesAbove: fc.option(fc.integer({ min: 0, max: 1_000_000_000 }), { nil: null }),
}).map((policy) => creditPolicySchema.parse(policy));

/** The shipped policy (version 1) or a generated one as version 2. */
export const policyVersionArbitrary: fc.Arbitrary<PolicyVersion> = fc.oneof(
  fc.constant(SHIPPED_POLICY),
  policyArbitrary.map((policy) => ({ ...SHIPPED_POLICY, version: 2, reason: "Generated", policy })),
);

const pounds = (min: number, max: number) => fc.integer({ min, max });

/**
 * One year of statutory accounts the models can score: assets of £10,000 or more (smaller balance sheets are not
 * scored), every figure the models read, intangibles and turnover sometimes not filed.
 */
export const accountsArbitrary = fc.record({
  totalAssets: pounds(10_000, 2_000_000_000),
  liabilityShare: fc.integer({ min: 1, max: 200 }),
  currentAssetShare: fc.integer({ min: 0, max: 100 }),
  currentLiabilityShare: fc.integer({ min: 1, max: 100 }),
  stockShare: fc.integer({ min: 0, max: 100 }),
  intangibleShare: fc.option(fc.integer({ min: 0, max: 100 }), { nil: undefined }),
  turnoverTimes: fc.option(fc.integer({ min: 0, max: 500 }), { nil: undefined }),
  profitShare: fc.integer({ min: -50, max: 30 }),
  reservesShare: fc.integer({ min: -100, max: 100 }),
}).map((draw) => {
  const totalAssets = draw.totalAssets;
  const totalLiabilities = Math.max(1, Math.round((totalAssets * draw.liabilityShare) / 100));
  const totalCurrentAssets = Math.round((totalAssets * draw.currentAssetShare) / 100);
  const totalCurrentLiabilities = Math.max(1, Math.round((totalLiabilities * draw.currentLiabilityShare) / 100));
  const turnover = draw.turnoverTimes === undefined ? undefined : Math.round((totalAssets * draw.turnoverTimes) / 100);
  const profitBeforeTax = Math.round((totalAssets * draw.profitShare) / 100);
  return {
    yearEndDate: "2024-03-31", yearStartDate: "2023-04-01", accountType: "Full", currency: "GBP",
    totalAssets, totalLiabilities, totalCurrentAssets, totalCurrentLiabilities,
    totalShareholdersEquity: totalAssets - totalLiabilities,
    stock: Math.round((totalCurrentAssets * draw.stockShare) / 100),
    // Turnover that leaves positive daily costs whatever the profit, so that Taffler's last term is defined.
    turnover: turnover === undefined ? undefined : turnover + Math.abs(profitBeforeTax) * 2 + 1,
    profitBeforeTax,
    operatingProfit: profitBeforeTax,
    depreciation: 0,
    revenueReserves: Math.round((totalAssets * draw.reservesShare) / 100),
    ...(draw.intangibleShare === undefined ? {} : { intangibleAssets: Math.round((totalAssets * draw.intangibleShare) / 100) }),
  };
});

export type GeneratedAccounts = typeof accountsArbitrary extends fc.Arbitrary<infer T> ? T : never;
