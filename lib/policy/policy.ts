// The credit policy: the data, not code, that turns a company's scores, accounts and risk flags into a band, an
// action and a suggested limit (./limit). An admin changes it on the Policy screen or through the API; every change
// is a new version kept for ever (./store), and every limit and band names the version that produced it.
import { z } from "zod";
import type { RiskBand } from "@/lib/assessment/risk-band";

/** £1bn: no ceiling or threshold an admin sets is above it (the decision form's own maximum). */
export const POLICY_AMOUNT_MAX = 1_000_000_000;
export const ACTION_MAX = 300;
export const REASON_MAX = 2000;

const share = (what: string) => z.number({ error: `must be a number from 0 to 1 (${what})` })
  .min(0, `must be 0 or more (${what})`).max(1, `must be at most 1 (${what})`);
const pounds = (what: string) => z.number({ error: `must be a whole number of pounds (${what})` })
  .int(`must be a whole number of pounds (${what})`).min(0, "must not be negative").max(POLICY_AMOUNT_MAX, `must be at most ${POLICY_AMOUNT_MAX}`);
const band = z.enum(["low", "moderate", "high"], { error: "must be low, moderate or high" });
const reduction = z.strictObject({
  factor: share("the limit is multiplied by it"),
  bandAtLeast: band,
});
const action = z.string({ error: "is required: the action sentence" }).trim().min(1, "must not be empty").max(ACTION_MAX, `must be at most ${ACTION_MAX} characters`);

export const creditPolicySchema = z.strictObject({
  /** The base: a weighted sum of tangible net worth and working capital (either may be negative), floored at £0. */
  base: z.strictObject({ tangibleNetWorthShare: share("of tangible net worth"), workingCapitalShare: share("of working capital") }),
  /** The limit is the lowest of the base and these; a share of at most 1 keeps it under tangible net worth. */
  caps: z.strictObject({
    tangibleNetWorthShare: share("of tangible net worth"),
    turnoverMonths: z.number({ error: "must be a number of months from 0 to 12" }).min(0, "must be 0 or more").max(12, "must be at most 12"),
    ceiling: pounds("the absolute ceiling"),
  }),
  /** The capped amount is multiplied by the band's factor; a worse band never gets a larger one, so an override that
   * worsens the band (a pre-tax loss, say) can never raise the limit. */
  bandFactors: z.strictObject({ low: share("low risk"), moderate: share("moderate risk"), high: share("high risk") })
    .refine((factors) => factors.low >= factors.moderate, { path: ["moderate"], message: "must not be above the low risk factor" })
    .refine((factors) => factors.moderate >= factors.high, { path: ["high"], message: "must not be above the moderate risk factor" }),
  /** Each applies when its condition holds in the latest scored year: the limit times its factor, the band at least its band. */
  reductions: z.strictObject({ pretaxLoss: reduction, negativeTangibleNetWorth: reduction, unsatisfiedCcj: reduction }),
  /** Each, when on, gives no limit at all and the high band, whatever the figures say. */
  noLimit: z.strictObject({ dissolved: z.boolean(), insolvency: z.boolean(), strikeOffNotice: z.boolean(), accountsOverdue: z.boolean() }),
  /** Accounts older than this (months from the year end) give no limit. */
  maxAccountsAgeMonths: z.number({ error: "must be a whole number of months" }).int("must be a whole number of months").min(12, "must be at least 12").max(60, "must be at most 60"),
  /** The limit is rounded down to a multiple of this. */
  roundTo: z.number({ error: "must be a whole number of pounds" }).int("must be a whole number of pounds").min(1, "must be at least 1").max(100_000, "must be at most 100000"),
  /** What an analyst should do at each band, and when there is no band. */
  actions: z.strictObject({ low: action, moderate: action, high: action, unrated: action }),
  /** Decisions granting more than this need a second approver; null: never. */
  fourEyesAbove: pounds("the four-eyes threshold").nullable(),
});

export type CreditPolicy = z.infer<typeof creditPolicySchema>;
export type ReductionId = keyof CreditPolicy["reductions"];
export type NoLimitId = keyof CreditPolicy["noLimit"];

/** One version of the policy as the store keeps it: who made it, when and why. */
export interface PolicyVersion {
  version: number;
  at: string;
  username: string;
  author: string;
  reason: string;
  policy: CreditPolicy;
}

/**
 * The shipped default (version 1), conservative; the README gives each figure's reason. The base weighs tangible net
 * worth and working capital equally at 10%, so a profitable company with thin or negative working capital still
 * gets a limit its net worth supports; a month's turnover, a fifth of tangible net worth and £1m cap it.
 */
export const DEFAULT_POLICY: CreditPolicy = {
  base: { tangibleNetWorthShare: 0.1, workingCapitalShare: 0.1 },
  caps: { tangibleNetWorthShare: 0.2, turnoverMonths: 1, ceiling: 1_000_000 },
  bandFactors: { low: 1, moderate: 0.5, high: 0 },
  reductions: {
    pretaxLoss: { factor: 0.5, bandAtLeast: "moderate" },
    negativeTangibleNetWorth: { factor: 0, bandAtLeast: "high" },
    unsatisfiedCcj: { factor: 0.5, bandAtLeast: "moderate" },
  },
  noLimit: { dissolved: true, insolvency: true, strikeOffNotice: true, accountsOverdue: true },
  maxAccountsAgeMonths: 30,
  roundTo: 100,
  actions: {
    low: "Extend terms within the limit.",
    moderate: "Extend terms within the limit, secure larger orders, and review within six months.",
    high: "Cash on delivery or a guarantee; no open credit.",
    unrated: "Refer to a credit manager: there are no accounts the models can score.",
  },
  fourEyesAbove: 250_000,
};

export const DEFAULT_POLICY_REASON = "The shipped default policy.";

export const REDUCTION_WORDS: Record<ReductionId, string> = {
  pretaxLoss: "a pre-tax loss in the latest year",
  negativeTangibleNetWorth: "negative tangible net worth",
  unsatisfiedCcj: "an unsatisfied county court judgment",
};

export const NO_LIMIT_WORDS: Record<NoLimitId, string> = {
  dissolved: "the company is dissolved or closed",
  insolvency: "the company is in liquidation, administration, receivership, a voluntary arrangement or other insolvency proceedings",
  strikeOffNotice: "a proposal to strike the company off is on record",
  accountsOverdue: "its accounts are overdue",
};

/** The risk flags (lib/company/risk-flags) that trigger each no-limit override: one truth with the risk summary. */
export const NO_LIMIT_FLAGS: Record<NoLimitId, readonly string[]> = {
  dissolved: ["dissolved"],
  insolvency: ["liquidation", "administration", "receivership", "voluntary-arrangement", "insolvency-proceedings"],
  strikeOffNotice: ["strike-off"],
  accountsOverdue: ["accounts-overdue"],
};

/** The risk flag that triggers the unsatisfied-CCJ reduction. */
export const UNSATISFIED_CCJ_FLAG = "ccjs";

export const BAND_ORDER: readonly RiskBand[] = ["low", "moderate", "high"];

/** The worse of two bands; null when neither is known. */
export function worseBand(a: RiskBand | null, b: RiskBand | null): RiskBand | null {
  if (a == null) return b;
  if (b == null) return a;
  return BAND_ORDER.indexOf(b) > BAND_ORDER.indexOf(a) ? b : a;
}

/** Version 1 as the store seeds it (lib/db/migrations/001/policy.ts): what every install starts from. */
export const SHIPPED_POLICY: PolicyVersion = {
  version: 1, at: new Date(0).toISOString(), username: "system", author: "Shipped default", reason: DEFAULT_POLICY_REASON, policy: DEFAULT_POLICY,
};
