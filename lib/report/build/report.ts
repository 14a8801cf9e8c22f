// Assembles the report model from what each lookup produced. Pure: the gatherer does the I/O, tests feed this
// directly. Sections that derive from the profile share its status; the others follow their own lookup.
import { companiesNumberedOnRecord, type SubsidiariesSeen } from "@/lib/company/group";
import type { Director } from "@/lib/company/officer-rows";
import { ccjSummary } from "@/lib/company/ccj-summary";
import { pscRows } from "@/lib/company/psc-rows";
import type { PolicyVersion } from "@/lib/policy/policy";
import type { OwnershipGraph } from "@/lib/ownership/ownership-graph";
import type { OperationResult, UpstreamRecord } from "@/lib/upstream/operations";
import { tradingAddressLine } from "@/lib/company/overview-facts";
import { REPORT_SCHEMA_VERSION, type Report, type SectionData } from "../model";
import type { ReportScreening } from "../screening-schema";
import { assessment, decisions, reportPolicy, type TeamRecords } from "./assessment";
import { companyFacts, summary } from "./company";
import { financials } from "./financials";
import { group, officers, personsWithControl, shares } from "./people";
import { ownership } from "./ownership";
import { ccjs, charges, filings, property } from "./records";
import { sourceContext } from "./sources";
import type { LinkedCompany } from "@/lib/people/linked-company-risk";
import { isEmptyList, notAvailable, sectionFrom, type Fetched, type Section } from "./section";

export interface ReportInputs {
  profile: Fetched<OperationResult<"companyProfile">>;
  tradingAddress: Fetched<OperationResult<"companyTradingAddress">>;
  officers: Fetched<OperationResult<"companyOfficers">>;
  documents: Fetched<OperationResult<"companyDocuments">>;
  charges: Fetched<OperationResult<"companyCharges">>;
  psc: Fetched<OperationResult<"companyPsc">>;
  ccjs: Fetched<OperationResult<"companyCcjs">>;
  property: Fetched<OperationResult<"companyProperty">>;
  /** The ownership graph at the tab's default depth; not gathered: the section says there is none. */
  ownership?: Fetched<OwnershipGraph>;
  /** The company's screening with its reviews (the dashboard's own store, not the data service); empty: no list loaded. */
  screening?: Fetched<ReportScreening>;
}

export interface ReportMeta {
  crn: string;
  generatedAt: Date;
  source: string;
  generatedBy: string | null;
  /** The subsidiaries the dashboard's directory has seen; null when it could not be read. */
  subsidiaries?: SubsidiariesSeen | null;
  /** The dashboard's origin, for absolute links to filed documents; without it they are the BFF's paths. */
  origin?: string | null;
  /** The credit policy version in force when the report was made. */
  policy: PolicyVersion;
  /** The officers' other companies that ended recently, as the directory knows them (lib/people): a risk flag. */
  linkedCompanies?: readonly LinkedCompany[];
}

/** The team's own records (decisions and notes) come from the dashboard's database, not the data service. */
export function buildReport(inputs: ReportInputs, meta: ReportMeta, team: Fetched<TeamRecords> = { kind: "empty" }): Report {
  const now = meta.generatedAt;
  const { profile } = inputs;
  const company = sectionFrom("company", profile, (body) => companyFacts(body, meta.crn, now), emptyCompany(meta.crn), () => false);
  const screening = inputs.screening ?? { kind: "empty" };
  const sources = sourceContext(meta.crn, meta.origin ?? null, profile.kind === "ok" ? profile.body : null, inputs.documents);

  return {
    schemaVersion: REPORT_SCHEMA_VERSION,
    generatedAt: meta.generatedAt.toISOString(),
    source: meta.source,
    generatedBy: meta.generatedBy,
    company,
    summary: sectionFrom("summary", profile, (body) => summary(body, now, sources, screening.kind === "ok" ? screening.body : null, meta.linkedCompanies ?? []), { risks: [], yearEnd: null, previousYearEnd: null, keyFigures: [] },
      (data) => data.risks.length === 0 && data.keyFigures.length === 0),
    assessment: sectionFrom("assessment", profile, (body) => assessment(body, meta.crn, meta.policy, now, sources), noAssessment(meta.policy), (data) => data.models.every((model) => model.years.length === 0)),
    decisions: sectionFrom("decisions", team, decisions, { current: null, history: [], notes: [] }, (data) => data.history.length === 0 && data.notes.length === 0),
    screening: sectionFrom("screening", screening, (body) => body, NO_SCREENING, (data) => data.subjects.length === 0),
    tradingAddresses: sectionFrom("tradingAddresses", inputs.tradingAddress,
      (body) => body.tradingAddres.map(tradingAddressLine), [], isEmptyList),
    officers: sectionFrom("officers", inputs.officers, (body) => officers(body.directorsData as Director[], now), [], isEmptyList),
    psc: sectionFrom("psc", inputs.psc, (body) => personsWithControl(body.items), [], isEmptyList),
    shares: sectionFrom("shares", inputs.officers, (body) => shares(body.shareDetails, numberedCompanies(inputs, meta.crn)), { classes: [], holders: [] }, (data) => data.holders.length === 0),
    group: sectionFrom("group", profile, (body) => group(body, meta.crn, meta.subsidiaries === undefined ? { rows: [], truncated: false } : meta.subsidiaries), null, (data) => data === null),
    ownership: sectionFrom("ownership", inputs.ownership ?? { kind: "empty" }, ownership, NO_OWNERSHIP, (data) => data.rows.length === 0),
    financials: sectionFrom("financials", profile, (body) => financials(body, sources), { years: [], growth: [] }, (data) => data.years.length === 0),
    charges: chargesSection(profile, inputs.charges),
    ccjs: sectionFrom("ccjs", inputs.ccjs, (body) => ccjs(body.items), { ...ccjSummary([]), rows: [] }, (data) => data.rows.length === 0),
    property: sectionFrom("property", inputs.property, (body) => property(body.items), [], isEmptyList),
    filings: sectionFrom("filings", inputs.documents, (body) => filings(body, { crn: meta.crn, origin: meta.origin ?? null }), { totalCount: 0, rows: [] }, (data) => data.rows.length === 0),
  };
}

/** Companies numbered on the record, for linking corporate shareholders (as the Shares & group tab does). */
function numberedCompanies(inputs: ReportInputs, crn: string) {
  const profile = inputs.profile.kind === "ok" ? inputs.profile.body : null;
  const pscs = inputs.psc.kind === "ok" ? pscRows(inputs.psc.body.items) : [];
  return companiesNumberedOnRecord(profile?.groupStructures, crn, pscs);
}

/** No assessment (the profile did not answer), under the policy version in force all the same. */
function noAssessment(policy: PolicyVersion): SectionData<"assessment"> {
  return {
    overall: null, models: [], creditLimit: null, policy: reportPolicy(policy),
    verdict: { policyVersion: policy.version, band: null, modelBand: null, action: "", sentence: "", overrides: [] }, creditLimitWithheld: null, summary: "", summaryClauses: [], caveats: [],
  };
}

const NO_SCREENING: SectionData<"screening"> = { listVersion: "", screenedAt: null, threshold: null, subjects: [] };

const NO_OWNERSHIP: SectionData<"ownership"> = { depth: 0, lookups: 0, maxLookups: 0, parties: 0, gaps: 0, notFollowed: [], rows: [] };

const NO_CHARGES: SectionData<"charges"> = { total: 0, live: 0, outstanding: 0, partiallySatisfied: 0, satisfied: 0, rows: [] };

/**
 * Charges join the profile's list with the charges lookup (as the Charges tab does). When only the lookup failed,
 * the profile's charges are still shown, under a note that the fuller records are not available.
 */
function chargesSection(profile: ReportInputs["profile"], detailed: ReportInputs["charges"]): Section<SectionData<"charges">> {
  if (profile.kind === "ok" && detailed.kind === "failed") {
    return { status: "failed", note: notAvailable("charges", detailed.reason), data: charges(profile.body, null) };
  }
  const record: UpstreamRecord<"companyCharges"> | null = detailed.kind === "ok" ? detailed.body : null;
  return sectionFrom("charges", profile, (body) => charges(body, record), NO_CHARGES, (data) => data.rows.length === 0);
}

function emptyCompany(crn: string): Report["company"]["data"] {
  return {
    number: crn, name: `Company ${crn}`, status: null, type: null, incorporated: null, ageYears: null, registeredAddress: null,
    contactAddress: null, telephone: null, website: null, sic: [], previousNames: [], description: null, activities: [],
    accountsDue: null, accountsMadeUp: null, events: [], safeAlerts: [],
  };
}
