// The report model: everything a company report shows, gathered and normalised once. The PDF, the workbook and the
// JSON export all render this one object, so the three cannot disagree. Bump REPORT_SCHEMA_VERSION on any change
// a consumer of the JSON would notice (a renamed or removed field, a changed meaning).
import { z } from "zod";
import { RATIO_KEYS } from "@/lib/financials/ratios";
import { RATIO_RULES, type RatioUnit } from "@/lib/financials/ratio-rules";
import { DERIVED_FIGURE_KEYS } from "@/lib/financials/derived-figures";
import { RISK_LEVELS } from "@/lib/company/risk-flags";
import { creditPolicySchema } from "@/lib/policy/policy";
import { reportScreeningSchema } from "./screening-schema";

// 2: risk flags gained the level "info"; a year's ratios are null where not meaningful, with the reason in
// `notMeaningful`. 3: a key figure's change is null where not meaningful (a zero or negative base, a sign change),
// with the reason in `changeNotMeaningful`. 4: charges count `live` (outstanding or partially satisfied) and each
// charge says whether its lending tags are known (`tagsKnown`); the debt timeline's `outstandingCharges` became
// `liveCharges` beside `partSatisfiedCharges`; CCJs give `outstanding`, `satisfied` and `setAside` counts and amounts
// apart (was `total`, `unsatisfiedCount`, `unsatisfiedTotal`) and each row its `standing`. 5: the assessment says
// what its band rests on (`basis`) or why there is none (`notScored`): a year of dormant or tiny accounts has no score
// (`notMeaningful`), and such latest accounts no band; safe alerts restating a flag are in that flag's detail.
// 6: the credit policy decides: the assessment gives its `verdict` (band from models and overrides, action, sentence
// naming the version), the `policy` applied (version, rule, figures) and the limit's every step (`creditLimit.basis`).
// 7: the `screening` section (the company's screening against the lists in force, each match's score, features and
// reviews, ./screening-schema); the summary's risks include the screening's flags (lib/screening/screening-flags).
export const REPORT_SCHEMA_VERSION = 7;

/** Dates are ISO calendar days (yyyy-mm-dd) or null; the renderers format them as the screens do. */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).nullable();
const money = z.number().nullable();
const words = z.string().nullable();

/**
 * Where a year's accounts figures come from (lib/financials/accounts-source): the sentence ("Accounts for the year
 * ended …, filed on …", or that no filing matches), the filing date and the document's address, absolute from the
 * dashboard's origin.
 */
const accountsSourceSchema = z.object({ yearEnded: z.string(), filed: z.string().nullable(), sentence: z.string(), documentUrl: words });

/** ok: data to show; empty: the service has none; failed: the service did not answer and `note` says so. */
export const sectionStatusSchema = z.enum(["ok", "empty", "failed"]);

function section<T extends z.ZodType>(data: T) {
  return z.object({ status: sectionStatusSchema, note: z.string().nullable(), data });
}

const companySchema = z.object({
  number: z.string(),
  name: z.string(),
  status: words,
  type: words,
  incorporated: day,
  ageYears: z.number().nullable(),
  registeredAddress: words,
  contactAddress: words,
  telephone: words,
  website: words,
  sic: z.array(z.object({ code: z.string(), description: words })),
  previousNames: z.array(z.object({ name: z.string(), until: day })),
  description: words,
  activities: z.array(z.string()),
  accountsDue: day,
  accountsMadeUp: day,
  /** The header's register dates (lib/company/deadlines): overdue once the due day has passed, never when dissolved. */
  accountsOverdue: z.boolean().optional(),
  confirmationMadeUp: day.optional(),
  confirmationDue: day.optional(),
  confirmationOverdue: z.boolean().optional(),
  dissolvedOn: day.optional(),
  events: z.array(z.object({ description: z.string(), date: day })),
  safeAlerts: z.array(z.object({ title: z.string(), date: day, detail: words })),
});

const summarySchema = z.object({
  risks: z.array(z.object({ id: z.string(), severity: z.enum(RISK_LEVELS), title: z.string(), detail: z.string() })),
  yearEnd: day,
  previousYearEnd: day,
  keyFigures: z.array(z.object({
    field: z.string(), label: z.string(), kind: z.enum(["money", "count"]),
    value: money, previous: money, change: z.number().nullable(),
    changeNotMeaningful: z.string().nullable().optional(),
  })),
  /** The source of the key figures' year and of the year they are compared with. */
  source: accountsSourceSchema.nullable().optional(),
  previousSource: accountsSourceSchema.nullable().optional(),
});

const officerSchema = z.object({
  name: z.string(), role: z.string(), current: z.boolean(), appointed: day, resigned: day, age: z.number().nullable(),
  nationality: z.string(), occupation: z.string(), otherDirectorships: z.number().nullable(),
});

const pscSchema = z.object({
  name: z.string(), corporate: z.boolean(), current: z.boolean(), notified: day, ceased: day,
  natureOfControl: z.array(z.string()), nationality: words, countryOfResidence: words, registered: words,
  governingLaw: words, address: words,
  /** A UK-registered corporate controller's company number. */
  companyNumber: words,
});

const sharesSchema = z.object({
  classes: z.array(z.object({ name: z.string(), type: z.string(), shares: money, holders: z.number() })),
  holders: z.array(z.object({
    name: z.string(), className: z.string(), shares: money, ofClass: z.number().nullable(), ofAll: z.number().nullable(),
    /** A corporate holder's company number, when the record numbers it elsewhere. */
    companyNumber: words,
  })),
});

const groupSchema = z.object({
  parentName: words, parentNumber: words, ultimateParentName: words, ultimateParentNumber: words,
  level: words, holdingType: words, country: words,
  /** The ultimate parent is the company itself: said, never linked. */
  ultimateParentIsSelf: z.boolean(),
  /** The subsidiaries the dashboard's directory has seen, by name; the note says the list holds only those. */
  /** `source` in words: "register import" (everyone's) or "your lookups" (the reader's own); null when not known. */
  subsidiaries: z.array(z.object({ number: z.string(), name: z.string(), status: words, source: words })),
  subsidiariesNote: z.string(),
}).nullable();

/**
 * The Ownership tab's table of every link (lib/ownership/ownership-edge-rows), followed to the tab's default depth
 * with its cap on lookups; `gap` names where the data stops at the owner.
 */
const ownershipSchema = z.object({
  depth: z.number(), lookups: z.number(), maxLookups: z.number(), parties: z.number(), gaps: z.number(),
  notFollowed: z.array(z.string()),
  rows: z.array(z.object({
    owner: z.string(), ownerKind: z.string(), ownerCrn: words, owned: z.string(), ownedCrn: words,
    relation: z.string(), what: z.string(), status: z.string(), gap: words,
  })),
});

const ratioValuesSchema = z.object(Object.fromEntries(RATIO_KEYS.map((key) => [key, z.number().nullable()])) as Record<(typeof RATIO_KEYS)[number], z.ZodNullable<z.ZodNumber>>);

const derivedValuesSchema = z.object(Object.fromEntries(DERIVED_FIGURE_KEYS.map((key) => [key, z.number().nullable()])) as Record<(typeof DERIVED_FIGURE_KEYS)[number], z.ZodNullable<z.ZodNumber>>);

const financialsSchema = z.object({
  /** Oldest first, one per year end, as on the Financials tab. */
  years: z.array(z.object({
    yearEnd: z.string(), label: z.string(), values: z.record(z.string(), money), ratios: ratioValuesSchema,
    /** Why a ratio or derived figure is null that year when it is not meaningful, by its key (lib/financials). */
    notMeaningful: z.record(z.string(), z.string()),
    /** Tangible net worth, EBITDA, interest cover, quick ratio (lib/financials/derived-figures); null where n/m. */
    derived: derivedValuesSchema.optional(),
    /** The basis a derived figure was read on where it has two (EBITDA: the service's, or computed), by its key. */
    derivedBasis: z.record(z.string(), z.string()).optional(),
    /** Every figure of the year's statutory accounts, by the upstream's field name (lib/financials/line-items). */
    lineItems: z.record(z.string(), money).optional(),
    source: accountsSourceSchema.optional(),
  })),
  growth: z.array(z.object({ field: z.string(), rate: z.number(), from: z.string(), to: z.string(), years: z.number() })),
});

const chargeSchema = z.object({
  code: words, created: day, registered: day, satisfied: day, status: z.enum(["Outstanding", "Partially satisfied", "Satisfied"]),
  nature: words, entitled: z.array(z.string()), descriptions: z.array(z.string()), tags: z.array(z.string()),
  /** False when the service gave no lending tags for the charge (only its lending searches do): unknown, not none. */
  tagsKnown: z.boolean(),
});

/** liveCharges: outstanding or partially satisfied at the year end; partSatisfiedCharges: of those, partially satisfied. */
const debtYearSchema = z.object({
  year: z.string(), liveCharges: z.number(), partSatisfiedCharges: z.number(), unsatisfiedCcjs: z.number(), unsatisfiedCcjAmount: z.number(),
});

const chargesSchema = z.object({
  /** live = outstanding + partiallySatisfied (lib/company/charge-status.ts). */
  total: z.number(), live: z.number(), outstanding: z.number(), partiallySatisfied: z.number(), satisfied: z.number(), rows: z.array(chargeSchema),
  /** Debt over time (lib/company/debt-timeline.ts): the Charges tab's year-end counts, for the PDF's same view. */
  timeline: z.array(debtYearSchema).optional(),
});

/** Judgments by standing (lib/company/ccj-summary.ts), each counted and summed apart: never one sum with set-aside ones in it. */
const ccjBucketSchema = z.object({ count: z.number(), amount: z.number() });

const ccjsSchema = z.object({
  count: z.number(), outstanding: ccjBucketSchema, satisfied: ccjBucketSchema, setAside: ccjBucketSchema,
  rows: z.array(z.object({
    date: day, caseNumber: words, court: words, plaintiff: words, amount: money, status: z.string(),
    standing: z.enum(["outstanding", "satisfied", "set-aside"]), unsatisfied: z.boolean(), paid: day,
  })),
});

const propertySchema = z.array(z.object({
  titleNumber: words, tenure: words, address: words, type: words, pricePaid: money, dateAdded: day,
}));

const filingsSchema = z.object({
  totalCount: z.number(),
  rows: z.array(z.object({
    date: day, category: z.string(), description: z.string(),
    /** The description in parts, bold where Companies House's template is (the PDF sets them so). */
    parts: z.array(z.object({ text: z.string(), bold: z.literal(true).optional() })).optional(),
    /** The filed document on the dashboard (absolute from its origin), or null when the filing has none. */
    documentUrl: words.optional(),
  })),
});

const missingSchema = z.object({ field: z.string(), reason: z.string() });

const band = z.enum(["low", "moderate", "high"]);

/** An override of the credit policy that applied (lib/policy/limit): no limit at all, or a reduction by its factor. */
const overrideSchema = z.object({
  id: z.string(), kind: z.enum(["no-limit", "reduction"]), words: z.string(), factor: z.number().optional(), bandAtLeast: band,
});

/** The suggested limit's inputs and every step of its arithmetic (lib/policy/limit's CreditLimit basis). */
const limitBasisSchema = z.object({
  rule: z.string(), yearEnded: z.string(), source: z.string(),
  inputs: z.object({
    netWorth: z.number(), intangibleAssets: z.number(), intangiblesFiled: z.boolean(), tangibleNetWorth: z.number(),
    totalCurrentAssets: z.number(), totalCurrentLiabilities: z.number(), workingCapital: z.number(),
    turnover: z.number().nullable(), profitBeforeTax: z.number().nullable(),
  }),
  base: z.number(), caps: z.object({ tangibleNetWorth: z.number(), turnover: z.number().nullable(), ceiling: z.number() }), capped: z.number(),
  band, bandFactor: z.number(), reductions: z.array(z.object({ id: z.enum(["pretaxLoss", "negativeTangibleNetWorth", "unsatisfiedCcj"]), factor: z.number() })),
  steps: z.array(z.object({ id: z.string(), label: z.string(), amount: z.number().nullable() })),
});

/** The credit assessment (lib/assessment), as the Assessment tab shows it; scores unrounded. */
const assessmentSchema = z.object({
  overall: z.object({ band: z.enum(["low", "moderate", "high"]), yearEnded: z.string() }).nullable(),
  /** What the band rests on, or why there is none ("Not scored: dormant accounts to 30 Apr 2025"). */
  basis: z.string().optional(),
  /** Why there is no band (lib/assessment/applicability); null when there is one. */
  notScored: z.string().nullable().optional(),
  models: z.array(z.object({
    id: z.enum(["taffler", "altman-z2"]), name: z.string(), citation: z.string(), formula: z.string(), bands: z.string(),
    years: z.array(z.object({
      yearEnded: z.string(), score: z.number().nullable(), band: z.enum(["at-risk", "solvent", "distress", "grey", "safe"]).nullable(),
      inputs: z.record(z.string(), z.number()), terms: z.record(z.string(), z.number()), missing: z.array(missingSchema).optional(),
      /** Why the models are not meaningful for the year's accounts (dormant, tiny): then no score. */
      notMeaningful: z.string().optional(),
      source: z.object({ yearStartDate: words, accountType: words, currency: words }),
      /** The filing the inputs were read from. */
      filing: accountsSourceSchema.optional(),
    })),
  })),
  /** The credit policy applied (lib/policy/limit): band from the models and overrides, action, sentence, version. */
  verdict: z.object({
    policyVersion: z.number(), band: band.nullable(), modelBand: band.nullable(), action: z.string(), sentence: z.string(),
    overrides: z.array(overrideSchema),
  }),
  /** The policy version applied, its rule in words and its figures (the workbook lays them out as input cells). */
  policy: z.object({ version: z.number(), at: z.string(), author: z.string(), reason: z.string(), rule: z.string(), parameters: creditPolicySchema }),
  creditLimit: z.object({
    amount: z.number(), currency: z.literal("GBP"), policyVersion: z.number(),
    basis: limitBasisSchema,
  }).nullable(),
  creditLimitWithheld: words,
  summary: z.string(),
  summaryClauses: z.array(z.object({ text: z.string(), source: z.string() })),
  caveats: z.array(z.string()),
});

/** What a decision froze when it was recorded (lib/decisions/evidence): never recomputed. */
const decisionEvidenceSchema = z.object({
  policyVersion: z.number(), band: band.nullable(), modelBand: band.nullable(), action: z.string(), sentence: z.string(),
  models: z.array(z.object({ id: z.string(), name: z.string(), yearEnded: day, score: z.number().nullable(), band: z.string().nullable() })),
  accountsYear: day, suggestedLimit: money, limitWithheld: words, limitBasis: limitBasisSchema.nullable(), overrides: z.array(overrideSchema),
  riskFlags: z.array(z.object({ id: z.string(), severity: z.enum(RISK_LEVELS), title: z.string() })),
  upstreamAnsweredAt: words,
});

// evidence, override, overrideReason and approval are optional: decisions recorded before they were kept have none.
const decisionSchema = z.object({
  id: z.number(), at: z.string(), username: z.string(), author: z.string(),
  outcome: z.enum(["approve", "approve-with-conditions", "refer", "decline"]), conditions: words, limitGranted: money,
  currency: z.literal("GBP"), reviewDate: z.string(), rationale: z.string(),
  /** The evidence frozen with the decision; null when it was recorded before evidence was kept. */
  evidence: decisionEvidenceSchema.nullable().optional(),
  /** It departs from the policy's limit (approving with none, or more than suggested), for `overrideReason`. */
  override: z.boolean().optional(),
  overrideReason: words.optional(),
  /** Four-eyes: whether a second approver was needed, and their answer. */
  approval: z.object({
    required: z.boolean(), status: z.enum(["not-required", "awaiting", "approved", "rejected"]), by: words, at: words, comment: words,
  }).optional(),
});

/** The team's decision in force, the history it superseded (newest first) and the notes, from the dashboard's database. */
const decisionsSchema = z.object({
  current: decisionSchema.nullable(),
  history: z.array(decisionSchema),
  notes: z.array(z.object({ id: z.number(), at: z.string(), username: z.string(), author: z.string(), body: z.string() })),
});

export const reportSchema = z.object({
  schemaVersion: z.literal(REPORT_SCHEMA_VERSION),
  generatedAt: z.string(),
  /** Where the data came from: a label such as "Sandbox (generated data)" or the upstream's host, never its key. */
  source: z.string(),
  /** Who generated it, once sign-in exists; null until then. */
  generatedBy: z.string().nullable(),
  company: section(companySchema),
  summary: section(summarySchema),
  assessment: section(assessmentSchema),
  decisions: section(decisionsSchema),
  screening: section(reportScreeningSchema),
  tradingAddresses: section(z.array(z.string())),
  officers: section(z.array(officerSchema)),
  psc: section(z.array(pscSchema)),
  shares: section(sharesSchema),
  group: section(groupSchema),
  ownership: section(ownershipSchema),
  financials: section(financialsSchema),
  charges: section(chargesSchema),
  ccjs: section(ccjsSchema),
  property: section(propertySchema),
  filings: section(filingsSchema),
});

export type Report = z.infer<typeof reportSchema>;
export type SectionStatus = z.infer<typeof sectionStatusSchema>;
export type ReportSectionId = Exclude<keyof Report, "schemaVersion" | "generatedAt" | "source" | "generatedBy">;
export type SectionData<Id extends ReportSectionId> = Report[Id]["data"];
export type Officer = z.infer<typeof officerSchema>;
export type Psc = z.infer<typeof pscSchema>;
export type Charge = z.infer<typeof chargeSchema>;
export type OwnershipRow = z.infer<typeof ownershipSchema>["rows"][number];
export type CompanyFacts = z.infer<typeof companySchema>;
export type ReportAccountsSource = z.infer<typeof accountsSourceSchema>;
export type ReportDecision = z.infer<typeof decisionSchema>;

/** The titles sections carry in every rendering and in a "not available" note. */
export const SECTION_TITLES: Record<ReportSectionId, string> = {
  company: "Profile",
  summary: "Summary",
  assessment: "Credit assessment",
  decisions: "Decision and notes",
  screening: "Screening",
  tradingAddresses: "Trading addresses",
  officers: "Officers",
  psc: "Persons with significant control",
  shares: "Shares",
  group: "Group structure",
  ownership: "Ownership",
  financials: "Financials",
  charges: "Charges",
  ccjs: "County court judgments",
  property: "Property",
  filings: "Filing history",
};

/** The financial fields of the multi-year table and the workbook, in the order they are shown. */

/** Each ratio's label and unit, from the one ratio table. */
export const RATIO_LABELS: Record<(typeof RATIO_KEYS)[number], { label: string; unit: RatioUnit }> = RATIO_RULES;
