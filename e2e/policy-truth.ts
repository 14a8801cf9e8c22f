// The credit policy's verdict written out again for the specs: the models' band, the overrides and the suggested
// limit, from the sandbox's raw profile (spec fields only, fetched with the upstream key) and the figures of the
// policy in force (GET /api/policy's data), never by calling the dashboard's applyPolicy or assessCompany, so a
// derivation that is wrong on every screen alike still fails.
import type { CreditPolicy } from "../lib/policy/policy";
import { ccjTruth } from "./verdict-truth";

type Json = Record<string, unknown>;
export type Band = "low" | "moderate" | "high";

const RANK: Record<Band, number> = { low: 0, moderate: 1, high: 2 };
const worse = (a: Band | null, b: Band): Band => (a === null || RANK[b] > RANK[a] ? b : a);

export const num = (value: unknown): number | null => {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value !== "string" || value.trim() === "") return null;
  const parsed = Number(value.replace(/,/g, ""));
  return Number.isFinite(parsed) ? parsed : null;
};
const text = (value: unknown): string => (typeof value === "string" ? value : "");

/** The statutory accounts, oldest first. */
export function accountsOldestFirst(profile: Json): Json[] {
  return [...((profile.statutoryAccounts as Json[] | undefined) ?? [])].sort((a, b) => String(a.yearEndDate).localeCompare(String(b.yearEndDate)));
}

/**
 * The published models, written out again: Taffler z (< 0 at risk) and Altman Z'' (> 2.60 safe, < 1.10 distress);
 * the worse of the two. Null unless both can score the year (the specs check only years both models score).
 */
export function modelsBand(year: Json): Band | null {
  const f = (field: string) => num(year[field]);
  const values = ["profitBeforeTax", "totalCurrentLiabilities", "totalCurrentAssets", "totalLiabilities", "totalAssets", "stock", "turnover", "depreciation", "revenueReserves", "operatingProfit", "totalShareholdersEquity"].map(f);
  if (values.some((value) => value == null)) return null;
  const [PBT, TCL, TCA, TL, TA, STOCK, TURNOVER, DEP, RR, OP, EQ] = values as number[];
  const dailyCosts = (TURNOVER - PBT - DEP) / 365;
  if (TCL === 0 || TL === 0 || TA === 0 || dailyCosts <= 0) return null;
  const z = 3.2 + 12.18 * (PBT / TCL) + 2.5 * (TCA / TL) - 10.68 * (TCL / TA) + 0.029 * ((TCA - STOCK - TCL) / dailyCosts);
  const z2 = 6.56 * ((TCA - TCL) / TA) + 3.26 * (RR / TA) + 6.72 * (OP / TA) + 1.05 * (EQ / TL);
  if (z < 0 || z2 < 1.1) return "high";
  return z2 > 2.6 ? "low" : "moderate";
}

/** Accounts the models do not fit: dormant, or a balance sheet under £10,000. */
export function notScorable(year: Json): boolean {
  return /dormant/i.test(text(year.accountType)) || (num(year.totalAssets) ?? 0) < 10_000;
}

const FALSY = new Set(["", "n", "no", "false", "0", "none", "null", "not applicable"]);
const flagSet = (value: unknown) => typeof value === "string" && !FALSY.has(value.trim().toLowerCase());

/** Which no-limit overrides the raw profile triggers (status words or codes, the insolvency flags, the due date). */
export function noLimitReasons(profile: Json, now: Date = new Date()): Array<keyof CreditPolicy["noLimit"]> {
  const status = text(profile.companyStatus);
  const dissolved = /dissolv|closed/i.test(status);
  const insolvent = /liquidat|administrat|receiv|voluntary[\s_-]+arrangement|insolvency/i.test(status)
    || ["companyLiquidationStatus", "inAdministrationFlag", "administrationOrderFlag", "receiveManagerFlag", "voluntaryAgreementFlag"].some((field) => flagSet(profile[field]));
  const due = /^(\d{4})-(\d{2})-(\d{2})/.exec(text(profile.accountsDueDate));
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const overdue = !/dissolv/i.test(status) && due !== null && Date.UTC(Number(due[1]), Number(due[2]) - 1, Number(due[3])) < today;
  return [
    dissolved ? "dissolved" as const : null,
    insolvent ? "insolvency" as const : null,
    /strik\w*[\s-]*off/i.test(status) ? "strikeOffNotice" as const : null,
    overdue ? "accountsOverdue" as const : null,
  ].filter((reason) => reason !== null);
}

export interface PolicyTruth {
  modelsBand: Band | null;
  /** The models' band made worse by every override that applies. */
  band: Band | null;
  reductions: Array<keyof CreditPolicy["reductions"]>;
  noLimit: Array<keyof CreditPolicy["noLimit"]>;
  /** The suggested limit in pounds; null when the policy gives none. */
  limit: number | null;
}

/**
 * The verdict for a company whose latest accounts both models score (null otherwise: the specs pick such companies),
 * worked from the policy's figures: base, caps, the band's factor, each reduction's factor, rounded down.
 */
export function policyTruth(profile: Json, policy: CreditPolicy, now: Date = new Date()): PolicyTruth | null {
  const latest = accountsOldestFirst(profile).at(-1);
  if (!latest || notScorable(latest)) return null;
  const models = modelsBand(latest);
  if (!models) return null;
  const figure = (field: string) => num(latest[field]);
  const tangibleNetWorth = (figure("totalShareholdersEquity") ?? 0) - (figure("intangibleAssets") ?? 0);
  const workingCapital = (figure("totalCurrentAssets") ?? 0) - (figure("totalCurrentLiabilities") ?? 0);
  const noLimit = noLimitReasons(profile, now).filter((id) => policy.noLimit[id]);
  const reductions = ([
    (figure("profitBeforeTax") ?? 0) < 0 ? "pretaxLoss" : null,
    tangibleNetWorth < 0 ? "negativeTangibleNetWorth" : null,
    ccjTruth((profile.ccjDetails as Json[] | undefined) ?? []).outstanding.count > 0 ? "unsatisfiedCcj" : null,
  ] as const).filter((id) => id !== null);
  let band: Band = models;
  for (const id of reductions) band = worse(band, policy.reductions[id].bandAtLeast);
  if (noLimit.length) band = "high";
  const yearEnd = /^(\d{4})-(\d{2})/.exec(String(latest.yearEndDate));
  const ageMonths = yearEnd ? (now.getUTCFullYear() - Number(yearEnd[1])) * 12 + now.getUTCMonth() + 1 - Number(yearEnd[2]) : 0;
  if (noLimit.length || ageMonths > policy.maxAccountsAgeMonths) return { modelsBand: models, band, reductions, noLimit, limit: null };
  const turnover = figure("turnover");
  const lowest = Math.min(
    Math.max(0, policy.base.tangibleNetWorthShare * tangibleNetWorth + policy.base.workingCapitalShare * workingCapital),
    Math.max(0, policy.caps.tangibleNetWorthShare * tangibleNetWorth),
    turnover === null ? Number.POSITIVE_INFINITY : Math.max(0, (turnover * policy.caps.turnoverMonths) / 12),
    policy.caps.ceiling,
  );
  const reduced = reductions.reduce((value, id) => value * policy.reductions[id].factor, lowest * policy.bandFactors[band]);
  return { modelsBand: models, band, reductions, noLimit, limit: Math.floor(Math.round(reduced * 100) / 100 / policy.roundTo) * policy.roundTo };
}
