// The one description of the upstream: its 20 operations with their paths, parameters and response schemas.
// The BFF's route handlers, the sandbox, the tests and the README's operation table all read this table.
import type { z } from "zod";
import { chargeEnvelopeSchema, detailedChargeRecordSchema } from "./schemas/charges";
import { ccjRecordSchema } from "./schemas/ccj";
import { companyExtractSchema } from "./schemas/company-extract";
import { companyProfileSchema, summarySchema, tradingAddressResponseSchema } from "./schemas/company";
import { filingHistorySchema } from "./schemas/filings";
import { financialRatiosSchema, simplifiedAccountsSchema, statutoryAccountsSchema } from "./schemas/accounts";
import { directorSchema, directorsResponseSchema, officersResponseSchema } from "./schemas/officers";
import { procurementRecordSchema } from "./schemas/procurement";
import { propertyRecordSchema } from "./schemas/property";
import { pscRecordSchema } from "./schemas/psc";
import {
  commodityCodes, companyNumber, cpvCodes, dayMonthYear, oneOf, pageIndex, pageSizeOneOf, pageSizeUpTo, titleNumber,
  type ParamRule,
} from "./params";
import {
  CCJ_STATUSES, CHARGE_TYPES, LENDING_TAGS, PROCUREMENT_CONTRACT_TYPES, PROCUREMENT_STAGES, PROCUREMENT_STATUSES,
} from "./vocabularies";

export { CCJ_STATUSES, CHARGE_TYPES, LENDING_TAGS };

export interface Operation<Schema extends z.ZodType = z.ZodType> {
  readonly number: number;
  readonly title: string;
  /** The upstream path; `{name}` marks a path parameter. The BFF serves the same path under /api. */
  readonly path: string;
  readonly pathParams: Readonly<Record<string, ParamRule>>;
  readonly query: Readonly<Record<string, ParamRule>>;
  /** Pairs of date parameters whose first must not fall after the second. */
  readonly dateRanges?: readonly (readonly [string, string])[];
  /** The schema of one upstream record. */
  readonly schema: Schema;
  /**
   * "record": the spec fixes one record. "recordOrList": the spec leaves one record or a list open (12–20); the BFF
   * accepts either and always answers `{ items, page, size }`, and an upstream 404 means no items.
   */
  readonly answers: "record" | "recordOrList";
  /** What a 404 from the upstream means, for "record" operations: the thing that was not found. */
  readonly missing?: string;
}

/** Keeps each entry's literal `answers`, so that OperationResult knows which shape an operation has. */
function define<Schema extends z.ZodType, Answers extends Operation["answers"]>(
  operation: Operation<Schema> & { answers: Answers },
): Operation<Schema> & { answers: Answers } {
  return operation;
}

const byCompany = { crn: companyNumber };
const standardPaging = { size: pageSizeOneOf([10, 25, 50, 100], 25), page: pageIndex };
const openPaging = { page: pageIndex, size: pageSizeUpTo(100, 25) };

export const operations = {
  companyProfile: define({
    number: 1, title: "Company profile", path: "/companies/{crn}", pathParams: byCompany, query: {},
    schema: companyProfileSchema, answers: "record", missing: "company",
  }),
  companyTradingAddress: define({
    number: 2, title: "Trading addresses", path: "/companies/{crn}/trading-address", pathParams: byCompany, query: {},
    schema: tradingAddressResponseSchema, answers: "record", missing: "trading address",
  }),
  companySummary: define({
    number: 3, title: "Company summary", path: "/companies/{crn}/summary", pathParams: byCompany, query: {},
    schema: summarySchema, answers: "record", missing: "company",
  }),
  companyOfficers: define({
    number: 4, title: "Officers and share details", path: "/companies/{crn}/officers", pathParams: byCompany,
    query: {}, schema: officersResponseSchema, answers: "record", missing: "officers",
  }),
  companyDirectors: define({
    number: 5, title: "Directors", path: "/companies/{crn}/directors", pathParams: byCompany, query: {},
    schema: directorsResponseSchema, answers: "record", missing: "directors",
  }),
  companyActiveDirectors: define({
    number: 6, title: "Active director", path: "/companies/{crn}/active-directors", pathParams: byCompany, query: {},
    schema: directorSchema, answers: "record", missing: "active director",
  }),
  companyDocuments: define({
    number: 7, title: "Filing history", path: "/companies/{crn}/documents", pathParams: byCompany, query: {},
    schema: filingHistorySchema, answers: "record", missing: "filing history",
  }),
  companyStatutoryAccounts: define({
    number: 8, title: "Statutory accounts", path: "/companies/{crn}/statutory-accounts", pathParams: byCompany,
    query: {}, schema: statutoryAccountsSchema, answers: "record", missing: "statutory accounts",
  }),
  companySimplifiedAccounts: define({
    number: 9, title: "Simplified accounts", path: "/companies/{crn}/simplified-accounts", pathParams: byCompany,
    query: {}, schema: simplifiedAccountsSchema, answers: "record", missing: "simplified accounts",
  }),
  companyFinancialRatios: define({
    number: 10, title: "Financial ratios", path: "/companies/{crn}/financial-ratios", pathParams: byCompany,
    query: {}, schema: financialRatiosSchema, answers: "record", missing: "financial ratios",
  }),
  companyCharges: define({
    number: 11, title: "Charge of a company", path: "/charges/{crn}", pathParams: byCompany, query: {},
    schema: detailedChargeRecordSchema, answers: "record", missing: "charges",
  }),
  unsecuredCharges: define({
    number: 12, title: "Charges by lending tag", path: "/charges/unsecured", pathParams: {},
    query: { lendingTag: oneOf(LENDING_TAGS).optional, ...standardPaging },
    schema: chargeEnvelopeSchema, answers: "recordOrList",
  }),
  securedCharges: define({
    number: 13, title: "Charges by charge type", path: "/charges/secured", pathParams: {},
    query: { chargeType: oneOf(CHARGE_TYPES).optional, ...standardPaging },
    schema: chargeEnvelopeSchema, answers: "recordOrList",
  }),
  chargesByDate: define({
    number: 14, title: "Charges registered between dates", path: "/charges/registered-by-date", pathParams: {},
    query: { fromDate: dayMonthYear(true), toDate: dayMonthYear(true) }, dateRanges: [["fromDate", "toDate"]],
    schema: chargeEnvelopeSchema, answers: "recordOrList",
  }),
  companyPsc: define({
    number: 15, title: "Persons with significant control", path: "/psc/{crn}", pathParams: byCompany, query: {},
    schema: pscRecordSchema, answers: "recordOrList",
  }),
  companyCcjs: define({
    number: 16, title: "County court judgments", path: "/ccj/{crn}", pathParams: byCompany,
    query: { status: oneOf(CCJ_STATUSES).optional }, schema: ccjRecordSchema, answers: "recordOrList",
  }),
  propertyByTitle: define({
    number: 17, title: "Company by property title", path: "/property-register/title-number/{title}",
    pathParams: { title: titleNumber }, query: {}, schema: companyExtractSchema, answers: "recordOrList",
  }),
  companyProperty: define({
    number: 18, title: "Property of a company", path: "/property-register/company-number/{crn}",
    pathParams: byCompany, query: {}, schema: propertyRecordSchema, answers: "recordOrList",
  }),
  govtProcurement: define({
    number: 19, title: "Government procurement notices", path: "/govt-procurement", pathParams: {},
    query: {
      "cpv-codes": cpvCodes, status: oneOf(PROCUREMENT_STATUSES).optional,
      "procurement-stage": oneOf(PROCUREMENT_STAGES).optional, "contract-type": oneOf(PROCUREMENT_CONTRACT_TYPES).optional,
      closingDateFrom: dayMonthYear(), closingDateTo: dayMonthYear(),
      contractEndDateFrom: dayMonthYear(), contractEndDateTo: dayMonthYear(), ...openPaging,
    },
    dateRanges: [["closingDateFrom", "closingDateTo"], ["contractEndDateFrom", "contractEndDateTo"]],
    schema: procurementRecordSchema, answers: "recordOrList",
  }),
  internationalTrade: define({
    number: 20, title: "Companies by commodity code", path: "/international-trade/{codes}",
    pathParams: { codes: commodityCodes }, query: openPaging, schema: companyExtractSchema, answers: "recordOrList",
  }),
} as const;

export type OperationId = keyof typeof operations;
export type UpstreamRecord<Id extends OperationId> = z.output<(typeof operations)[Id]["schema"]>;

/** What the BFF hands the browser for the operations whose upstream answer may be one record or a list. */
export interface ListResult<T> {
  items: T[];
  /** The page and size the BFF asked for; null for operations without paging. */
  page: number | null;
  size: number | null;
}

export type OperationResult<Id extends OperationId> = (typeof operations)[Id]["answers"] extends "recordOrList"
  ? ListResult<UpstreamRecord<Id>>
  : UpstreamRecord<Id>;

export const operationIds = Object.keys(operations) as OperationId[];
