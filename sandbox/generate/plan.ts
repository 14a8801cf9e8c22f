// A plan is the outline of one company (number, form, status, size and which features it has), drawn before any
// detail so that links between companies (group parents, corporate PSCs, suppliers) can point at real numbers.
import type { SicCode } from "../reference/sic-codes";
import type { Random } from "../random";

/**
 * A company's state as the generator plans it: Companies House's company_status codes, and "dormant", which Companies
 * House does not have as a status (a dormant company is "active" there, told apart by its dormant accounts).
 */
export type CompanyStatus = "active" | "dormant" | "dissolved" | "liquidation" | "administration";
export type Scale = "micro" | "small" | "medium" | "large" | "huge";
export type LegalForm = "ltd" | "plc" | "llp" | "lp";
export type CcjStatus = "Satisfied" | "Set Aside" | "New Judgment";

export interface Plan {
  ordinal: number;
  number: string;
  name: string;
  /** SIC 2007 codes, the principal activity first. */
  sic: SicCode[];
  form: LegalForm;
  status: CompanyStatus;
  scale: Scale;
  /** Day of incorporation (days since 1970-01-01). */
  incorporated: number;
  /** Day the company was dissolved or entered liquidation or administration. */
  statusDay: number | null;
  /** Most years of accounts the register keeps for it. */
  maxAccountsYears: number;
  directors: number;
  resignedDirectors: number;
  secretaries: number;
  charges: number;
  /** "every": at least one charge of each lending tag and charge type. "satisfied": every charge satisfied. */
  chargeMix: "random" | "every" | "satisfied";
  ccjStatuses: CcjStatus[];
  individualPscs: number;
  ceasedPscs: number;
  parent: number | null;
  properties: number;
  titleNumbers: string[];
  hsCodes: string[];
  tradeCount: number;
  tradingAddresses: number;
  lossMaking: boolean;
  negativeNetWorth: boolean;
  minFilings: number;
  /** A registration day every such company gets one charge on (for the demo date range). */
  chargeOn: number | null;
}

export const LEGAL_SUFFIX: Record<LegalForm, string> = { ltd: "LIMITED", plc: "PLC", llp: "LLP", lp: "LP" };

/** The legal form a register prefix implies; plain numbers and SC/NI/R0 are companies. */
export function formOfNumber(number: string, random: Random): LegalForm {
  const prefix = number.slice(0, 2);
  if (prefix === "OC" || prefix === "SO") return "llp";
  if (prefix === "LP" || prefix === "SL") return "lp";
  return random.chance(0.01) ? "plc" : "ltd";
}

/** The company_status code the upstream sends for a planned state. */
export function companyStatusCode(status: CompanyStatus): string {
  return status === "dormant" ? "active" : status;
}

/** Companies House's company_type code for each form; Scottish LLPs and limited partnerships share the English codes. */
export const COMPANY_TYPE: Record<LegalForm, string> = { ltd: "ltd", plc: "plc", llp: "llp", lp: "limited-partnership" };
