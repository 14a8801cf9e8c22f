// The policy applied to one company: its band (the models' band made worse by any override), the action that band
// carries, and the suggested limit with every step of its arithmetic, or why there is none. Pure, and the only place
// the limit is worked out: the assessment (so every screen, the report and the monitor) reads it, and the workbook
// writes the same steps as formulas.
//
//   base   = max(0, a × tangible net worth + b × working capital)
//   capped = min(base, c × tangible net worth (at least 0), m/12 × turnover (when filed), ceiling)
//   limit  = ⌊capped × band factor × each applying reduction's factor ÷ round⌋ × round
//
// Tangible net worth = totalShareholdersEquity − intangibleAssets (£0 of intangibles when none are filed); working
// capital = totalCurrentAssets − totalCurrentLiabilities. No limit when a no-limit override applies (dissolved,
// insolvent, strike-off proposed, accounts overdue), with no accounts, none scored, or the latest too old.
import { differenceInCalendarMonths } from "date-fns";
import { RISK_BAND_LABELS, type RiskBand } from "@/lib/assessment/risk-band";
import { parseDate } from "@/lib/format/dates";
import { inUtc } from "@/lib/format/in-utc";
import { formatSterlingFull } from "@/lib/format/money";
import { toNumber } from "@/lib/format/numbers";
import {
  NO_LIMIT_FLAGS, NO_LIMIT_WORDS, REDUCTION_WORDS, UNSATISFIED_CCJ_FLAG, worseBand,
  type CreditPolicy, type NoLimitId, type PolicyVersion, type ReductionId,
} from "./policy";

export interface PolicyInput {
  policy: PolicyVersion;
  /** The ids of the risk flags the profile raises (lib/company/risk): the overrides read the same flags the screens show. */
  flags: ReadonlySet<string>;
  /** The models' band for the latest scored year (lib/assessment/overall), or null when not scored. */
  modelBand: RiskBand | null;
  /** Why the latest accounts are not scored, when that is why there is no model band. */
  notScored: string | null;
  hasAccounts: boolean;
  /** The latest scored year's accounts, or null when no year is scored. */
  latest: { yearEnded: string; accounts: Readonly<Record<string, unknown>> } | null;
  now: Date;
}

/** An override that applied: a no-limit override, or a reduction with its factor. */
export interface AppliedOverride {
  id: NoLimitId | ReductionId;
  kind: "no-limit" | "reduction";
  words: string;
  /** The reduction's factor; absent for a no-limit override (which gives no limit at all). */
  factor?: number;
  bandAtLeast: RiskBand;
}

export interface LimitStep {
  id: string;
  label: string;
  /** The step's amount in pounds; null when the step does not apply (the label says why). */
  amount: number | null;
}

export interface LimitInputs {
  netWorth: number;
  intangibleAssets: number;
  /** False when the accounts carry no intangibleAssets figure (then £0 is taken, and the screens say so). */
  intangiblesFiled: boolean;
  tangibleNetWorth: number;
  totalCurrentAssets: number;
  totalCurrentLiabilities: number;
  workingCapital: number;
  turnover: number | null;
  profitBeforeTax: number | null;
}

export interface CreditLimit {
  amount: number;
  currency: "GBP";
  policyVersion: number;
  basis: {
    /** The policy's rule in words. */
    rule: string;
    yearEnded: string;
    source: string;
    inputs: LimitInputs;
    base: number;
    caps: { tangibleNetWorth: number; turnover: number | null; ceiling: number };
    capped: number;
    band: RiskBand;
    bandFactor: number;
    reductions: Array<{ id: ReductionId; factor: number }>;
    /** Each step of the arithmetic, in order, for the screens and the reports. */
    steps: LimitStep[];
  };
}

export interface PolicyVerdict {
  policyVersion: number;
  /** The models' band made worse by the overrides; null when neither says anything. */
  band: RiskBand | null;
  modelBand: RiskBand | null;
  /** The policy's action sentence for the band (or for no band). */
  action: string;
  /** The verdict in one sentence, naming the policy version: the header, the report and the alerts say this. */
  sentence: string;
  overrides: AppliedOverride[];
  limit: CreditLimit | null;
  /** Why there is no limit ("No limit: …."), when there is none. */
  withheld: string | null;
}

const NO_LIMIT_ORDER: readonly NoLimitId[] = ["dissolved", "insolvency", "strikeOffNotice", "accountsOverdue"];

export function applyPolicy(input: PolicyInput): PolicyVerdict {
  const { policy: version } = input;
  const policy = version.policy;
  const figures = input.latest ? readFigures(input.latest.accounts) : null;
  const overrides = [...noLimitOverrides(policy, input.flags), ...reductionsApplying(policy, input.flags, figures)];
  const band = overrides.reduce<RiskBand | null>((worst, override) => worseBand(worst, override.bandAtLeast), input.modelBand);
  const withheld = withheldReason(input, overrides, figures);
  const limit = withheld || !input.latest || !figures || !band ? null
    : computeLimit(version, input.latest.yearEnded, figures, band, overrides);
  const action = band ? policy.actions[band] : policy.actions.unrated;
  return {
    policyVersion: version.version,
    band,
    modelBand: input.modelBand,
    action,
    sentence: verdictSentence(version.version, band, limit, withheld, action),
    overrides,
    limit,
    withheld: limit ? null : withheld ?? "No limit: the latest accounts lack the figures the policy needs.",
  };
}

/** The policy's limit rule in words, with its figures. */
export function policyRule(policy: CreditPolicy): string {
  const { base, caps, bandFactors } = policy;
  return `The lowest of ${percent(base.tangibleNetWorthShare)} of tangible net worth plus ${percent(base.workingCapitalShare)} of working capital (at least £0), `
    + `${percent(caps.tangibleNetWorthShare)} of tangible net worth, ${months(caps.turnoverMonths)} turnover and ${formatSterlingFull(caps.ceiling)}; `
    + `times the band's factor (low ${percent(bandFactors.low)}, moderate ${percent(bandFactors.moderate)}, high ${percent(bandFactors.high)}) `
    + `and the factor of each reduction that applies; rounded down to the nearest ${formatSterlingFull(policy.roundTo)}.`;
}

function readFigures(accounts: Readonly<Record<string, unknown>>): LimitInputs | null {
  const figure = (field: string) => toNumber(accounts[field] as string | number | null | undefined);
  const netWorth = figure("totalShareholdersEquity");
  const totalCurrentAssets = figure("totalCurrentAssets");
  const totalCurrentLiabilities = figure("totalCurrentLiabilities");
  if (netWorth == null || totalCurrentAssets == null || totalCurrentLiabilities == null) return null;
  const intangibles = figure("intangibleAssets");
  const intangibleAssets = intangibles ?? 0;
  return {
    netWorth, intangibleAssets, intangiblesFiled: intangibles != null, tangibleNetWorth: netWorth - intangibleAssets,
    totalCurrentAssets, totalCurrentLiabilities, workingCapital: totalCurrentAssets - totalCurrentLiabilities,
    turnover: figure("turnover"), profitBeforeTax: figure("profitBeforeTax"),
  };
}

function noLimitOverrides(policy: CreditPolicy, flags: ReadonlySet<string>): AppliedOverride[] {
  return NO_LIMIT_ORDER.filter((id) => policy.noLimit[id] && NO_LIMIT_FLAGS[id].some((flag) => flags.has(flag)))
    .map((id) => ({ id, kind: "no-limit", words: NO_LIMIT_WORDS[id], bandAtLeast: "high" }));
}

function reductionsApplying(policy: CreditPolicy, flags: ReadonlySet<string>, figures: LimitInputs | null): AppliedOverride[] {
  const applies: Record<ReductionId, boolean> = {
    pretaxLoss: figures?.profitBeforeTax != null && figures.profitBeforeTax < 0,
    negativeTangibleNetWorth: figures != null && figures.tangibleNetWorth < 0,
    unsatisfiedCcj: flags.has(UNSATISFIED_CCJ_FLAG),
  };
  return (Object.keys(applies) as ReductionId[]).filter((id) => applies[id]).map((id) => ({
    id, kind: "reduction", words: REDUCTION_WORDS[id], factor: policy.reductions[id].factor, bandAtLeast: policy.reductions[id].bandAtLeast,
  }));
}

function withheldReason(input: PolicyInput, overrides: readonly AppliedOverride[], figures: LimitInputs | null): string | null {
  const noLimit = overrides.filter((override) => override.kind === "no-limit");
  if (noLimit.length) return `No limit: ${noLimit.map((override) => override.words).join("; ")}.`;
  if (!input.hasAccounts) return "No limit: the company has filed no statutory accounts.";
  if (!input.latest && input.notScored) return `No limit: its latest accounts are not scored (${input.notScored}).`;
  if (!input.latest) return "No limit: no year of its accounts has the figures the models need.";
  const yearEnd = parseDate(input.latest.yearEnded);
  const maxAge = input.policy.policy.maxAccountsAgeMonths;
  if (yearEnd && differenceInCalendarMonths(input.now, yearEnd, { in: inUtc }) > maxAge) {
    return `No limit: its latest scored accounts (year ended ${input.latest.yearEnded}) are more than ${maxAge} months old.`;
  }
  if (!figures) return `No limit: the accounts for the year ended ${input.latest.yearEnded} lack net worth or working capital.`;
  return null;
}

function computeLimit(version: PolicyVersion, yearEnded: string, inputs: LimitInputs, band: RiskBand, overrides: readonly AppliedOverride[]): CreditLimit {
  const policy = version.policy;
  const { base: weights, caps: shares } = policy;
  const tnwPart = weights.tangibleNetWorthShare * inputs.tangibleNetWorth;
  const wcPart = weights.workingCapitalShare * inputs.workingCapital;
  const base = Math.max(0, tnwPart + wcPart);
  const caps = {
    tangibleNetWorth: Math.max(0, shares.tangibleNetWorthShare * inputs.tangibleNetWorth),
    turnover: inputs.turnover == null ? null : Math.max(0, (inputs.turnover * shares.turnoverMonths) / 12),
    ceiling: shares.ceiling,
  };
  const capped = Math.min(base, caps.tangibleNetWorth, caps.turnover ?? Number.POSITIVE_INFINITY, caps.ceiling);
  const bandFactor = policy.bandFactors[band];
  const reductions = overrides.filter((override) => override.kind === "reduction").map((override) => ({ id: override.id as ReductionId, factor: override.factor ?? 1 }));
  // Multiplied left to right, as the workbook's formula does, so the two agree to the pound.
  const reduced = reductions.reduce((value, reduction) => value * reduction.factor, capped * bandFactor);
  // To whole pence first, so a share such as 29% (0.29 × £100,000 = £28,999.999…) is not rounded down a step too far;
  // the workbook writes FLOOR(ROUND(…, 2), …) to agree.
  const amount = Math.floor(Math.round(reduced * 100) / 100 / policy.roundTo) * policy.roundTo;
  const steps: LimitStep[] = [
    { id: "tnw-part", label: `${percent(weights.tangibleNetWorthShare)} of tangible net worth`, amount: tnwPart },
    { id: "wc-part", label: `${percent(weights.workingCapitalShare)} of working capital`, amount: wcPart },
    { id: "base", label: "Base: their sum (at least £0)", amount: base },
    { id: "cap-tnw", label: `Cap: ${percent(shares.tangibleNetWorthShare)} of tangible net worth (at least £0)`, amount: caps.tangibleNetWorth },
    { id: "cap-turnover", label: caps.turnover == null ? "Cap: turnover not filed, so no turnover cap" : `Cap: ${months(shares.turnoverMonths)} turnover`, amount: caps.turnover },
    { id: "cap-ceiling", label: "Cap: the policy's ceiling", amount: caps.ceiling },
    { id: "capped", label: "The lowest of the base and the caps", amount: capped },
    { id: "band", label: `× ${percent(bandFactor)} for ${RISK_BAND_LABELS[band].toLowerCase()}`, amount: capped * bandFactor },
  ];
  let running = capped * bandFactor;
  for (const reduction of reductions) {
    running *= reduction.factor;
    steps.push({ id: `reduction-${reduction.id}`, label: `× ${percent(reduction.factor)} for ${REDUCTION_WORDS[reduction.id]}`, amount: running });
  }
  steps.push({ id: "rounded", label: `Rounded down to the nearest ${formatSterlingFull(policy.roundTo)}`, amount });
  return {
    amount, currency: "GBP", policyVersion: version.version,
    basis: {
      rule: policyRule(policy), yearEnded, source: `Statutory accounts, year ended ${yearEnded}`, inputs, base, caps, capped, band, bandFactor, reductions, steps,
    },
  };
}

function verdictSentence(version: number, band: RiskBand | null, limit: CreditLimit | null, withheld: string | null, action: string): string {
  const label = band ? RISK_BAND_LABELS[band] : "Not rated";
  const limitWords = limit ? `suggested limit ${formatSterlingFull(limit.amount)}` : (withheld ?? "No limit.").replace(/^No limit: /, "no limit (").replace(/\.$/, ")");
  return `${label} under credit policy v${version}: ${limitWords}. ${action}`;
}

function percent(share: number): string {
  return `${Number((share * 100).toFixed(2))}%`;
}

function months(count: number): string {
  return count === 1 ? "one month's" : `${Number(count.toFixed(2))} months'`;
}
