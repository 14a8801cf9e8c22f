// What a check keeps of a company: the few facts whose change an analyst must hear about, reduced from the company
// profile (operation 1 carries the status, name, address, directors, PSCs, charges, CCJs, filings and accounts, so
// one upstream call per company and check is enough). The rows come from the same builders the company tabs use.
import { z } from "zod";
import { portfolioDebtSchema } from "./watchlist-answers";
import { assessCompany, type Assessment } from "@/lib/assessment/assessment";
import type { RiskBand } from "@/lib/assessment/risk-band";
import type { PolicyVersion } from "@/lib/policy/policy";
import { companyStatusWords } from "@/lib/company/ch-words";
import { chargeRows } from "@/lib/company/charge-rows";
import { chargeCounts } from "@/lib/company/charge-status";
import { ccjRows, ccjSummary } from "@/lib/company/ccj-summary";
import { wordingText, wordingOf } from "@/lib/company/filing-text";
import { officerRows } from "@/lib/company/officer-rows";
import { pscRows } from "@/lib/company/psc-rows";
import { accountsOverdue, companyDeadlines } from "@/lib/company/deadlines";
import { formatAddress } from "@/lib/format/address";
import type { OperationResult } from "@/lib/upstream/operations";

type Profile = OperationResult<"companyProfile">;

const officer = z.object({ name: z.string(), role: z.string(), appointed: z.string().nullable(), resigned: z.string().nullable() });
const psc = z.object({ name: z.string(), notified: z.string().nullable(), ceased: z.string().nullable() });
const charge = z.object({
  code: z.string().nullable(), created: z.string().nullable(), satisfied: z.string().nullable(), lender: z.string().nullable(), description: z.string().nullable(),
  /** The Charges tab's status; absent from snapshots taken before it was kept (then only the date tells). */
  status: z.enum(["Outstanding", "Partially satisfied", "Satisfied"]).optional(),
});
// The debt figures the portfolio shows: kept as the list's page answers them (./watchlist-answers.ts).
const debt = portfolioDebtSchema;
const ccj = z.object({
  caseNumber: z.string().nullable(), date: z.string().nullable(), court: z.string().nullable(), plaintiff: z.string().nullable(), amount: z.number().nullable(), status: z.string(),
  /** Outstanding, satisfied or set aside (lib/company/ccj-summary); absent from snapshots taken before it was kept. */
  standing: z.enum(["outstanding", "satisfied", "set-aside"]).optional(),
  paid: z.string().nullable().optional(),
});
const filing = z.object({ date: z.string().nullable(), text: z.string() });
const limitInputs = z.object({
  netWorth: z.number(), intangibleAssets: z.number(), intangiblesFiled: z.boolean(), tangibleNetWorth: z.number(), totalCurrentAssets: z.number(),
  totalCurrentLiabilities: z.number(), workingCapital: z.number(), turnover: z.number().nullable(), profitBeforeTax: z.number().nullable(),
});
const limitBasis = z.object({
  inputs: limitInputs, base: z.number(), capped: z.number(), bandFactor: z.number(),
  caps: z.object({ tangibleNetWorth: z.number(), turnover: z.number().nullable(), ceiling: z.number() }),
});
const modelState = z.object({
  id: z.enum(["taffler", "altman-z2"]), score: z.number().nullable(), band: z.enum(["at-risk", "solvent", "distress", "grey", "safe"]).nullable(),
  terms: z.record(z.string(), z.number()).nullable(),
});

/** Stored as JSON per company; parsed back with this schema so a snapshot from an older shape is read safely. */
export const snapshotSchema = z.object({
  name: z.string().nullable(),
  status: z.string().nullable(),
  address: z.string().nullable(),
  officers: z.record(z.string(), officer),
  pscs: z.record(z.string(), psc),
  charges: z.record(z.string(), charge),
  ccjs: z.record(z.string(), ccj),
  filings: z.record(z.string(), filing),
  accounts: z.object({ madeUpTo: z.string().nullable(), dueDate: z.string().nullable(), overdue: z.boolean() }),
  /** The confirmation statement's deadline as of the check's date; null in snapshots taken before it was kept. */
  confirmation: z.object({ madeUpTo: z.string().nullable(), dueDate: z.string().nullable(), overdue: z.boolean() }).nullable().default(null),
  band: z.enum(["low", "moderate", "high"]).nullable(),
  /** The suggested credit limit in pounds; null when none is suggested (then limitWithheld says why). */
  limit: z.number().nullable().default(null),
  /** The credit policy version the band and limit came from; null in snapshots taken before it was kept. */
  policyVersion: z.number().nullable().default(null),
  /** Null in snapshots taken before it was kept: the portfolio then shows the figures as not yet checked. */
  debt: debt.nullable().default(null),
  // What the band and limit rested on, so the Assessment tab can say term by term what moved since this check
  // (lib/policy/why-changed); null in snapshots taken before they were kept.
  accountsYear: z.string().nullable().default(null),
  modelBand: z.enum(["low", "moderate", "high"]).nullable().default(null),
  limitWithheld: z.string().nullable().default(null),
  limitBasis: limitBasis.nullable().default(null),
  overrides: z.array(z.string()).nullable().default(null),
  models: z.array(modelState).nullable().default(null),
});

export type Snapshot = z.infer<typeof snapshotSchema>;
export type SnapshotBand = RiskBand | null;

/** Keeps the newest filings only: older ones cannot newly appear, and a 2,000-filing company stays a few kB. */
export const FILINGS_KEPT = 100;

/** A key that stays the same for the same record between checks: the upstream gives no ids for most of them. */
function keyOf(...parts: Array<string | number | null | undefined>): string {
  return parts.map((part) => String(part ?? "").trim().toLowerCase()).join("|");
}

function keyed<T>(rows: readonly T[], key: (row: T) => string): Record<string, T> {
  const out: Record<string, T> = {};
  for (const row of rows) {
    let name = key(row);
    // Two identical records (same person, same dates) stay two: the second gets a counter.
    for (let n = 2; Object.hasOwn(out, name); n++) name = `${key(row)}#${n}`;
    out[name] = row;
  }
  return out;
}

export function takeSnapshot(profile: Profile, crn: string, policy: PolicyVersion, now: Date = new Date()): Snapshot {
  const assessment = assessCompany(profile, crn, { policy, now });
  const officers = officerRows(profile.directorsData, now).map((row) => ({ name: row.name, role: row.role, appointed: row.appointed, resigned: row.resigned }));
  const pscs = pscRows(profile.pscData).map((row) => ({ name: row.name, notified: row.notified, ceased: row.ceased }));
  const chargeList = chargeRows(profile.mortgages, []);
  const charges = chargeList.map((row) => ({
    code: row.code, created: row.created ?? row.registered, satisfied: row.satisfied, lender: row.entitled[0] ?? null, description: row.descriptions[0] ?? null,
    status: row.status,
  }));
  const chargeCount = chargeCounts(profile, chargeList);
  const ccjCount = ccjSummary(profile.ccjDetails);
  const ccjs = ccjRows(profile.ccjDetails).map((row) => ({
    caseNumber: row.caseNumber, date: row.date, court: row.court, plaintiff: row.plaintiff, amount: row.amount, status: row.status,
    standing: row.standing, paid: row.paid,
  }));
  const deadlines = companyDeadlines(profile, now);
  const filings = [...(profile.documents?.items ?? [])]
    .sort((a, b) => String(b.date ?? "").localeCompare(String(a.date ?? "")))
    .slice(0, FILINGS_KEPT)
    .map((item) => ({ key: item.links?.self ? keyOf(item.links.self) : keyOf(item.date, item.description), date: item.date, text: wordingText(wordingOf(item)) }));
  return {
    name: profile.businessName?.trim() || null,
    status: companyStatusWords(profile.companyStatus),
    address: profile.regAddress ? formatAddress(profile.regAddress) : null,
    officers: keyed(officers, (row) => keyOf(row.name, row.role, row.appointed)),
    pscs: keyed(pscs, (row) => keyOf(row.name, row.notified)),
    charges: keyed(charges, (row) => keyOf(row.code, row.created)),
    ccjs: keyed(ccjs, (row) => keyOf(row.caseNumber, row.date, row.amount)),
    filings: Object.fromEntries(Object.entries(keyed(filings, (row) => row.key)).map(([key, row]) => [key, { date: row.date, text: row.text }])),
    accounts: {
      madeUpTo: profile.accountsMadeUpDate ?? profile.latestDateOfAccounts ?? null,
      dueDate: profile.accountsDueDate ?? null,
      overdue: accountsOverdue(profile, now),
    },
    confirmation: { madeUpTo: deadlines.confirmationMadeUpTo, dueDate: deadlines.confirmationDue.date, overdue: deadlines.confirmationDue.overdue },
    band: assessment.verdict.band,
    limit: assessment.creditLimit?.amount ?? null,
    policyVersion: assessment.verdict.policyVersion,
    debt: {
      liveCharges: chargeCount.live, partSatisfiedCharges: chargeCount.partiallySatisfied,
      outstandingCcjs: ccjCount.outstanding.count, outstandingCcjAmount: ccjCount.outstanding.amount,
    },
    ...verdictBasis(assessment),
  };
}

function verdictBasis(assessment: Assessment): Pick<Snapshot, "accountsYear" | "modelBand" | "limitWithheld" | "limitBasis" | "overrides" | "models"> {
  const { verdict } = assessment;
  const accountsYear = assessment.overall?.yearEnded ?? null;
  const basis = verdict.limit?.basis;
  return {
    accountsYear, modelBand: verdict.modelBand, limitWithheld: verdict.limit ? null : verdict.withheld,
    limitBasis: basis ? { inputs: basis.inputs, base: basis.base, caps: basis.caps, capped: basis.capped, bandFactor: basis.bandFactor } : null,
    overrides: verdict.overrides.map((override) => override.id),
    models: assessment.models.map((model) => {
      const year = accountsYear ? model.years.find((item) => item.yearEnded === accountsYear) : undefined;
      return { id: model.id, score: year?.score ?? null, band: year?.band ?? null, terms: year ? year.terms : null };
    }),
  };
}
