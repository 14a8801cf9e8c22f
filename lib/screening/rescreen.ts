import "server-only";
// Re-screening watched companies (issue 36): when a list version comes into force (a reload or a delta) every watched
// company is re-screened, and a company whose officers, PSCs or owners a monitor check finds changed since its last
// screening is too. Each re-screen is a job on the process's one queue (lib/jobs/job-queue-for.ts), keyed by the
// company so at most one waits per company, worked a couple at a time by every server with the scheduler on (a server
// with WATCH_SCHEDULER=off works no monitor jobs: its upstream may not be the others'): never on a request or in one
// block of the event loop. A re-screen reads the profile (monitor lane, within the monitor's budget), screens it
// (company-screening.ts, the one screening every screen reads), and raises each new match (rescreen-changes.ts) as an
// alert on every list watching the company, through the monitor's store, so the inbox, triage, digest and webhooks
// carry it. A company's first screening sets its baseline without alerts, as watching does.
import { normaliseAnswer } from "../api/normalise";
import { monitorConfig } from "../config/server-config";
import type { Job, QueuePolicy } from "../jobs/job-queue";
import { withQueues } from "../jobs/job-queue-for";
import { database } from "../db/connection";
import { log } from "../log";
import { recordChanges } from "../monitor/alert-store";
import { takeBudget } from "../monitor/budget";
import { callUpstream } from "../upstream/client";
import { operations } from "../upstream/operations";
import type { CompanyProfile } from "../upstream/schemas/company";
import { screenProfile } from "./company-screening";
import { serverScreeningStore } from "./list-reload-start";
import { onListReloaded } from "./list-reload";
import { baselineOf, newMatches, screeningChange, subjectsFingerprint } from "./rescreen-changes";
import { lastScreening, lastSubjectsFingerprint, saveScreening } from "./rescreen-store";
import { screeningSubjects } from "./subjects";

export const RESCREEN_QUEUE = "screening-rescreen";

export interface RescreenJob { company: string; because: "list-reloaded" | "subjects-changed" }

// A failed profile read is retried with backoff; past five minutes a re-screen's server is taken for dead.
const POLICY: QueuePolicy = { retryLimit: 4, retryDelaySeconds: 30, retryBackoff: true, expireInSeconds: 300, policy: "keyed" };

const rescreenQueue = withQueues(() => ({ [RESCREEN_QUEUE]: POLICY }));

/** Queues a re-screen of each company (one waiting per company); answers how many were queued. */
export async function queueRescreens(companies: readonly string[], because: RescreenJob["because"]): Promise<number> {
  const queue = await rescreenQueue();
  let queued = 0;
  for (const company of companies) {
    if (await queue.send<RescreenJob>(RESCREEN_QUEUE, { company, because }, { singletonKey: company })) queued++;
  }
  return queued;
}

async function watchedCompanies(): Promise<string[]> {
  const db = await database();
  return (await db.query.selectFrom("watchlist_companies").select("company").distinct().orderBy("company").execute()).map((row) => row.company);
}

async function listsWatching(company: string): Promise<string[]> {
  const db = await database();
  return (await db.query.selectFrom("watchlist_companies").select("watchlist_id").where("company", "=", company).orderBy("watchlist_id").execute())
    .map((row) => row.watchlist_id);
}

/** The profile as the monitor reads it; null when the service has no such company; a failure throws (the job retries). */
async function profileOf(company: string): Promise<CompanyProfile | null> {
  await takeBudget();
  const operation = operations.companyProfile;
  const outcome = await callUpstream(operation, { crn: company }, {}, { lane: "monitor" });
  if (outcome.kind === "not-found") return null;
  if (outcome.kind !== "ok") throw new Error(`the profile of ${company} could not be read (${outcome.kind})`);
  const answer = normaliseAnswer(operation, outcome.body, {});
  if (!answer.ok) throw new Error(`the profile of ${company} did not match the specification (${answer.reason})`);
  return answer.body as CompanyProfile;
}

export type RescreenOutcome =
  | { kind: "not-watched" | "not-found" | "no-list" | "baseline" }
  | { kind: "rescreened"; alerts: number };

/** One re-screen of a company: its new matches alerted on every list watching it, then kept as its last screening. */
export async function rescreenCompany(company: string, now = new Date()): Promise<RescreenOutcome> {
  const lists = await listsWatching(company);
  if (lists.length === 0) return { kind: "not-watched" };
  const profile = await profileOf(company);
  if (!profile) return { kind: "not-found" };
  const screening = await screenProfile(company, profile, { now });
  if (!screening) return { kind: "no-list" };
  const baseline = baselineOf(screening, subjectsFingerprint(screeningSubjects(profile, now)));
  const previous = await lastScreening(company);
  if (!previous) {
    await saveScreening(company, baseline);
    return { kind: "baseline" };
  }
  const changes = newMatches(previous.matches, screening).map((found) => screeningChange(found, screening.listVersion));
  let alerts = 0;
  for (const [index, list] of lists.entries()) {
    // The last screening moves on with the last list's alerts: a crash before it re-raises on the retry, and each
    // list's unique change key drops what it already holds.
    const keep = index === lists.length - 1 ? (trx: Parameters<typeof saveScreening>[2]) => saveScreening(company, baseline, trx) : undefined;
    alerts += (await recordChanges(list, company, changes, now.getTime(), keep)).length;
  }
  return { kind: "rescreened", alerts };
}

const LISTS_KNOWN_FOR_MS = 60_000;
let listsKnown: { at: number; any: boolean } | null = null;

/** Whether any list is in force, asked at most once a minute (every check of every company asks). */
async function screeningInForce(): Promise<boolean> {
  if (listsKnown && Date.now() - listsKnown.at < LISTS_KNOWN_FOR_MS) return listsKnown.any;
  listsKnown = { at: Date.now(), any: (await serverScreeningStore().listsInForce()).length > 0 };
  return listsKnown.any;
}

/**
 * The monitor check's hook (lib/monitor/check.ts): a company whose officers, PSCs or owners differ from those its last
 * screening screened is queued for a re-screen; one never screened is queued once a list is in force (its baseline).
 */
export async function rescreenIfSubjectsChanged(company: string, profile: CompanyProfile, now = new Date()): Promise<boolean> {
  // Asked first: with no list in force a check pays nothing more (a re-screen would screen nothing).
  if (!(await screeningInForce())) return false;
  const before = await lastSubjectsFingerprint(company);
  if (before !== null && before === subjectsFingerprint(screeningSubjects(profile, now))) return false;
  return (await queueRescreens([company], "subjects-changed")) > 0;
}

async function work(job: Job<RescreenJob>): Promise<void> {
  const outcome = await rescreenCompany(job.data.company);
  if (outcome.kind === "rescreened" && outcome.alerts > 0) log.info({ company: job.data.company, alerts: outcome.alerts, because: job.data.because }, "screening: new matches alerted");
}

const STARTED = Symbol.for("dashboard.rescreening");

/** Started once with the server, before the lists load: re-screens on each list version and works the re-screen jobs. */
export function startRescreening(): void {
  const holder = globalThis as { [STARTED]?: boolean };
  if (holder[STARTED]) return;
  holder[STARTED] = true;
  onListReloaded(async (reloaded) => {
    listsKnown = null;
    const queued = await queueRescreens(await watchedCompanies(), "list-reloaded");
    log.info(`screening list ${reloaded.list} ${reloaded.version.version}: ${queued} watched companies queued for re-screening`);
  });
  if (!monitorConfig().scheduler) return;
  rescreenQueue()
    .then((queue) => queue.work<RescreenJob>(RESCREEN_QUEUE, work, { concurrency: 2 }))
    .catch((error: unknown) => log.error({ err: error instanceof Error ? error.message : String(error) }, "re-screening did not start"));
}
