import "server-only";
// The one server-side gathering of a company report: the company page's lookups, made through the same client
// and normalisation as the BFF routes, a few at a time, each recorded as shown, none or not available.
import { listResult, normaliseAnswer } from "@/lib/api/normalise";
import type { SubsidiariesSeen } from "@/lib/company/group";
import { directoryStore } from "@/lib/directory/directory";
import { DEFAULT_SUBSIDIARIES } from "@/lib/directory/subsidiaries-input";
import { dataSourceLabel } from "@/lib/config/server-config";
import { outcomeProblem } from "@/lib/api/outcome-problem";
import { listDecisions, listNotes } from "@/lib/decisions/store";
import { log } from "@/lib/log";
import { buildOwnershipGraph, DEFAULT_DEPTH, type OwnershipGraph } from "@/lib/ownership/ownership-graph";
import { profileLookup } from "@/lib/ownership/profile-lookup";
import { callUpstream } from "@/lib/upstream/client";
import { operations, type OperationId, type OperationResult } from "@/lib/upstream/operations";
import { runBounded } from "./bounded";
import { policyInForce } from "@/lib/policy/store";
import { buildReport, type ReportInputs } from "./build/report";
import { gatherScreening } from "./gather-screening";
import { companyLinkedRisk } from "@/lib/people/company-linked-risk";
import type { TeamRecords } from "./build/assessment";
import type { Fetched } from "./build/section";
import type { Report } from "./model";

/** At most this many lookups of one report are in flight at once. */
export const REPORT_CONCURRENCY = 4;

const LOOKUPS = {
  profile: "companyProfile",
  tradingAddress: "companyTradingAddress",
  officers: "companyOfficers",
  documents: "companyDocuments",
  charges: "companyCharges",
  psc: "companyPsc",
  ccjs: "companyCcjs",
  property: "companyProperty",
} as const satisfies Record<Exclude<keyof ReportInputs, "ownership" | "screening">, OperationId>;

export class CompanyNotFoundError extends Error {
  constructor(readonly crn: string) {
    super(`No company found with number ${crn}.`);
  }
}

/** `viewer`: the user the report is for (their own cache when it is not shared, their own lookups' subsidiaries). */
export async function gatherReport(
  crn: string, options: { now?: Date; generatedBy?: string | null; origin?: string | null; viewer?: string } = {},
): Promise<Report> {
  const started = performance.now();
  const { viewer } = options;
  const keys = Object.keys(LOOKUPS) as Array<keyof typeof LOOKUPS>;
  const results = await runBounded(keys.map((key) => () => lookup(LOOKUPS[key], crn, viewer)), REPORT_CONCURRENCY);
  const inputs = Object.fromEntries(keys.map((key, index) => [key, results[index]])) as unknown as ReportInputs;
  // Without a company there is nothing to report on; every other gap is stated inside the report.
  if (inputs.profile.kind === "empty") throw new CompanyNotFoundError(crn);
  const subsidiaries = await subsidiariesSeen(crn, viewer);
  inputs.ownership = inputs.profile.kind === "ok" ? await ownershipGraph(crn, subsidiaries, viewer) : { kind: "failed", reason: "the company profile could not be read." };
  const now = options.now ?? new Date();
  inputs.screening = await gatherScreening(crn, inputs.profile.kind === "ok" ? inputs.profile.body : null, now);

  const statuses = Object.fromEntries(keys.map((key, index) => [key, results[index].kind]));
  log.info({ crn, lookups: statuses, ms: Math.round(performance.now() - started) }, "report gathered");
  return buildReport(inputs, {
    crn, generatedAt: now, source: dataSourceLabel(), generatedBy: options.generatedBy ?? null,
    subsidiaries, origin: options.origin ?? null, policy: await policyInForce(),
    linkedCompanies: await companyLinkedRisk(crn, inputs.profile.kind === "ok" ? inputs.profile.body : null, now),
  }, await teamRecords(crn));
}

/**
 * The ownership graph as the Ownership tab draws it by default (depth and lookup cap alike), its lookups in the
 * report lane and mostly answered from the cache the report's own profile lookup just filled.
 */
async function ownershipGraph(crn: string, subsidiaries: SubsidiariesSeen | null, viewer?: string): Promise<Fetched<OwnershipGraph>> {
  try {
    return { kind: "ok", body: await buildOwnershipGraph(crn, profileLookup({ viewer }), { depth: DEFAULT_DEPTH, subsidiaries: subsidiaries?.rows ?? [] }) };
  } catch (error) {
    log.error({ crn, err: error instanceof Error ? error.message : String(error) }, "report: ownership graph not built");
    return { kind: "failed", reason: "the ownership graph could not be built now." };
  }
}

/** The report lists as many subsidiaries as the tab shows; the directory is local, so this is no upstream call. */
async function subsidiariesSeen(crn: string, viewer?: string): Promise<SubsidiariesSeen | null> {
  try {
    const found = await directoryStore().subsidiaries(crn, DEFAULT_SUBSIDIARIES + 1, viewer ?? null);
    return { rows: found.slice(0, DEFAULT_SUBSIDIARIES), truncated: found.length > DEFAULT_SUBSIDIARIES };
  } catch (error) {
    log.warn({ crn, err: error instanceof Error ? error.message : String(error) }, "report: directory unreadable for subsidiaries");
    return null;
  }
}

/** The team's decisions and notes; a database that cannot be read leaves the section in the report, saying so. */
async function teamRecords(crn: string): Promise<Fetched<TeamRecords>> {
  try {
    const [decisions, notes] = await Promise.all([listDecisions(crn), listNotes(crn)]);
    return { kind: "ok", body: { decisions, notes } };
  } catch (error) {
    log.error({ crn, err: error instanceof Error ? error.message : String(error) }, "report: decisions and notes not read");
    return { kind: "failed", reason: "the dashboard's database could not be read." };
  }
}

async function lookup<Id extends OperationId>(id: Id, crn: string, viewer?: string): Promise<Fetched<OperationResult<Id>>> {
  const operation = operations[id];
  const path = { crn };
  // The reports lane has its own upstream slots, so a report's fan-out cannot starve the company pages; connection
  // failures are retried by the resilience policies like any lookup.
  const outcome = await callUpstream(operation, path, {}, { lane: "reports", viewer });
  if (outcome.kind === "not-found") {
    return operation.answers === "recordOrList" ? { kind: "ok", body: listResult([], {}) as OperationResult<Id> } : { kind: "empty" };
  }
  if (outcome.kind !== "ok") return { kind: "failed", reason: lowerFirst(outcomeProblem(outcome, operation, path).detail) };
  const answer = normaliseAnswer(operation, outcome.body, {});
  if (!answer.ok) return { kind: "failed", reason: `the data service's answer did not match its specification (${answer.reason}).` };
  return { kind: "ok", body: answer.body as OperationResult<Id> };
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
