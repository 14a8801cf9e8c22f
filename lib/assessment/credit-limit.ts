// The suggested credit limit: a deliberately conservative, published rule, so that every pound can be explained.
//
//   limit = min(10% of net worth, 20% of working capital) × band factor, rounded down to the nearest £100,
//
// from the latest year of statutory accounts (net worth = totalShareholdersEquity; working capital =
// totalCurrentAssets − totalCurrentLiabilities), with the band factor 100% for low risk, 50% for moderate and 0% for
// high risk (the worse of the two models' bands for that year). Net worth or working capital at or below zero gives
// £0: trade on cash terms. No limit at all (null, with the reason) for a company dissolved, in insolvency, or with no
// usable accounts (none, none scored, or the latest more than 30 months old).
import { differenceInCalendarMonths } from "date-fns";
import { inUtc } from "@/lib/format/in-utc";
import { parseDate } from "@/lib/format/dates";
import { companyStatusWords } from "@/lib/company/ch-words";
import { isFlagSet } from "@/lib/company/risk-flags";
import { toNumber } from "@/lib/format/numbers";
import { RISK_BAND_LABELS, type RiskBand } from "./risk-band";

export const BAND_FACTORS: Record<RiskBand, number> = { low: 1, moderate: 0.5, high: 0 };
export const NET_WORTH_SHARE = 0.1;
export const WORKING_CAPITAL_SHARE = 0.2;
export const ROUND_TO = 100;
export const MAX_ACCOUNTS_AGE_MONTHS = 30;

export const CREDIT_LIMIT_RULE = "The lesser of 10% of net worth and 20% of working capital from the latest accounts, "
  + "times the risk band's factor (low 100%, moderate 50%, high 0%), rounded down to the nearest £100; "
  + "£0 (cash terms) when net worth or working capital is not positive.";

export interface CreditLimitBasis {
  rule: string;
  /** The accounts the figures came from. */
  yearEnded: string;
  source: string;
  inputs: { netWorth: number; workingCapital: number; totalCurrentAssets: number; totalCurrentLiabilities: number };
  band: RiskBand;
  bandFactor: number;
  /** Each step of the arithmetic, in order, for the screens and the reports. */
  steps: Array<{ label: string; amount: number }>;
}

export interface CreditLimit {
  amount: number;
  currency: "GBP";
  basis: CreditLimitBasis;
}

export interface CreditLimitInput {
  status: string | null;
  insolvencyFlags: ReadonlyArray<string | null>;
  /** The latest scored year's accounts, or null when no year could be scored. */
  latest: { yearEnded: string; accounts: Readonly<Record<string, unknown>>; band: RiskBand } | null;
  hasAccounts: boolean;
  /** Why the latest accounts are not scored (./applicability), when that is why there is no band. */
  notScored?: string | null;
  now: Date;
}

export type CreditLimitOutcome = { limit: CreditLimit; withheld: null } | { limit: null; withheld: string };

const CLOSED = /dissolv|struck off|closed|converted|removed/i;
const INSOLVENT = /liquidat|administra|receiver|insolven|winding|voluntary[\s_-]+arrangement/i;

export function creditLimit(input: CreditLimitInput): CreditLimitOutcome {
  const status = input.status ?? "";
  if (CLOSED.test(status)) return withhold(`the company is ${(companyStatusWords(status) ?? status).toLowerCase()}`);
  if (INSOLVENT.test(status) || input.insolvencyFlags.some(isFlagSet)) return withhold("the company is in an insolvency process");
  if (!input.hasAccounts) return withhold("the company has filed no statutory accounts");
  const latest = input.latest;
  if (!latest && input.notScored) return withhold(`its latest accounts are not scored (${input.notScored})`);
  if (!latest) return withhold("no year of its accounts has the figures the models need");
  const yearEnd = parseDate(latest.yearEnded);
  if (yearEnd && differenceInCalendarMonths(input.now, yearEnd, { in: inUtc }) > MAX_ACCOUNTS_AGE_MONTHS) {
    return withhold(`its latest scored accounts (year ended ${latest.yearEnded}) are more than ${MAX_ACCOUNTS_AGE_MONTHS} months old`);
  }
  const figure = (field: string) => toNumber(latest.accounts[field] as string | number | null | undefined);
  const netWorth = figure("totalShareholdersEquity");
  const currentAssets = figure("totalCurrentAssets");
  const currentLiabilities = figure("totalCurrentLiabilities");
  if (netWorth == null || currentAssets == null || currentLiabilities == null) {
    return withhold(`the accounts for the year ended ${latest.yearEnded} lack net worth or working capital`);
  }
  const workingCapital = currentAssets - currentLiabilities;
  const fromNetWorth = Math.max(0, netWorth * NET_WORTH_SHARE);
  const fromWorkingCapital = Math.max(0, workingCapital * WORKING_CAPITAL_SHARE);
  const lesser = Math.min(fromNetWorth, fromWorkingCapital);
  const factor = BAND_FACTORS[latest.band];
  const amount = Math.floor((lesser * factor) / ROUND_TO) * ROUND_TO;
  return {
    withheld: null,
    limit: {
      amount,
      currency: "GBP",
      basis: {
        rule: CREDIT_LIMIT_RULE,
        yearEnded: latest.yearEnded,
        source: `Statutory accounts, year ended ${latest.yearEnded}`,
        inputs: { netWorth, workingCapital, totalCurrentAssets: currentAssets, totalCurrentLiabilities: currentLiabilities },
        band: latest.band,
        bandFactor: factor,
        steps: [
          { label: "10% of net worth (0 if negative)", amount: fromNetWorth },
          { label: "20% of working capital (0 if negative)", amount: fromWorkingCapital },
          { label: "The lesser of the two", amount: lesser },
          { label: `× ${Math.round(factor * 100)}% for ${RISK_BAND_LABELS[latest.band].toLowerCase()}`, amount: lesser * factor },
          { label: "Rounded down to the nearest £100", amount },
        ],
      },
    },
  };
}

function withhold(reason: string): CreditLimitOutcome {
  return { limit: null, withheld: `No limit: ${reason}.` };
}

