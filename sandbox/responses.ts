// What each of the 20 operations answers, from the store. A handler returns one record, a list of records (the
// server decides whether to send the list or its first item), or null when the lookup finds nothing (404).
import type { ValidInput } from "../lib/api/read-input";
import type { OperationId } from "../lib/upstream/operations";
import { parseDayMonthYear } from "../lib/upstream/params";
import type { CompanyRow, Envelope, SandboxStore } from "./store";

export type Answer = { record: string } | { list: string[] } | null;
type Handler = (store: SandboxStore, input: ValidInput) => Answer;

const record = (text: string | null | undefined): Answer => (text ? { record: text } : null);
const list = (items: string[]): Answer => (items.length ? { list: items } : null);
const quote = JSON.stringify;

/** Appends members to a stored JSON object without parsing it. */
function withMembers(objectJson: string, members: Record<string, string>): string {
  const extra = Object.entries(members).map(([key, json]) => `${quote(key)}:${json}`).join(",");
  return `${objectJson.slice(0, -1)},${extra}}`;
}

function envelopes(items: Envelope[]): string[] {
  return items.map((item) => `{"companyRegistrationNumber":${quote(item.company)},"businessName":${quote(item.name)},"mortgages":[${item.charges.join(",")}]}`);
}

function byCompany(read: (row: CompanyRow) => string | null): Handler {
  return (store, input) => {
    const row = store.company(input.path.crn);
    return row ? record(read(row)) : null;
  };
}

const page = (input: ValidInput) => ({ size: Number(input.query.size), page: Number(input.query.page) });
const isoFromDayMonthYear = (value: string | number | undefined) => {
  if (typeof value !== "string") return undefined;
  return parseDayMonthYear(value)?.toISOString().slice(0, 10);
};
const lower = (value: string | number | undefined) => (typeof value === "string" ? value.toLowerCase() : undefined);

/**
 * A code's prefix in its hierarchy: CPV codes drop the check digit and trailing zeros, which mark the levels below
 * ("72000000" → "72", every IT service; "45233140" → "4523314", roadworks and road maintenance).
 */
function cpvPrefix(code: string): string {
  const digits = code.slice(0, 8);
  return digits.replace(/0+$/, "").padEnd(2, "0");
}

export const HANDLERS: Record<OperationId, Handler> = {
  companyProfile: byCompany((row) => withMembers(row.core, { directorsData: row.directors, shareDetails: row.shares, documents: row.documents_recent ?? row.documents })),
  companyTradingAddress: byCompany((row) => row.trading),
  companySummary: byCompany((row) => {
    const address = /"regAddress":(\{[^{}]*\})/.exec(row.core)?.[1] ?? "null";
    return `{"companyRegistrationNumber":${quote(row.number)},"businessName":${quote(row.name)},"regAddress":${address}}`;
  }),
  companyOfficers: byCompany((row) => (row.directors === "[]" && row.shares === "[]" ? null : `{"companyRegistrationNumber":${quote(row.number)},"directorsData":${row.directors},"shareDetails":${row.shares}}`)),
  companyDirectors: byCompany((row) => (row.directors === "[]" ? null : `{"companyRegistrationNumber":${quote(row.number)},"directorsData":${row.directors}}`)),
  companyActiveDirectors: byCompany((row) => row.active_director),
  companyDocuments: byCompany((row) => row.documents),
  companyStatutoryAccounts: byCompany((row) => row.statutory),
  companySimplifiedAccounts: byCompany((row) => row.simplified),
  companyFinancialRatios: byCompany((row) => row.ratios),
  companyCharges: (store, input) => record(store.latestCharge(input.path.crn)),
  unsecuredCharges: (store, input) => list(envelopes(store.chargesByTag(String(input.query.lendingTag), page(input)))),
  securedCharges: (store, input) => list(envelopes(store.chargesByType(String(input.query.chargeType).toLowerCase(), page(input)))),
  chargesByDate: (store, input) => {
    const from = isoFromDayMonthYear(input.query.fromDate);
    const to = isoFromDayMonthYear(input.query.toDate);
    return from && to ? list(envelopes(store.chargesByDate(from, to))) : null;
  },
  companyPsc: (store, input) => list(store.pscs(input.path.crn)),
  companyCcjs: (store, input) => list(store.ccjs(input.path.crn, lower(input.query.status))),
  // One title has one proprietor company, but like every operation from 12 on it answers a list (or its first item).
  propertyByTitle: (store, input) => {
    const extract = store.extractByTitle(input.path.title);
    return list(extract ? [extract] : []);
  },
  companyProperty: (store, input) => list(store.properties(input.path.crn)),
  govtProcurement: (store, input) => {
    const { query } = input;
    const cpv = typeof query["cpv-codes"] === "string" ? query["cpv-codes"].split(",").map(cpvPrefix) : [];
    return list(store.notices({
      cpvPrefixes: cpv, status: lower(query.status), stage: lower(query["procurement-stage"]),
      contractType: lower(query["contract-type"]),
      closingFrom: isoFromDayMonthYear(query.closingDateFrom), closingTo: isoFromDayMonthYear(query.closingDateTo),
      endFrom: isoFromDayMonthYear(query.contractEndDateFrom), endTo: isoFromDayMonthYear(query.contractEndDateTo),
    }, page(input)));
  },
  internationalTrade: (store, input) => {
    // Codes are stored at the six-digit international level; longer national codes match their subheading.
    const prefixes = input.path.codes.split(",").map((code) => code.slice(0, 6));
    return list(store.tradeExtracts(prefixes, page(input)));
  },
};
