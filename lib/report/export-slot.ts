import "server-only";
// Every large export (report PDF/workbook/JSON, watchlist CSV/workbook, audit CSV, comparison CSV/workbook) takes a
// place in the server's one fair queue (./export-queue.ts) before it gathers and renders: at most
// REPORTS_MAX_IN_PROGRESS at once, REPORTS_MAX_PER_USER for one user, the rest waiting their turn (REPORTS_QUEUE_…
// bound the wait). A caller who disconnects while waiting leaves the queue; beyond its bounds the answer is 429
// `reports-busy` with the caller's place and the queue's length.
import { problem, problemResponse } from "../api/problem";
import { reportConfig } from "../config/server-config";
import { processSingleton } from "../resilience/process-singleton";
import { type Admission, ExportQueue } from "./export-queue";
import type { ExportQueueAnswer } from "./export-queue-answer";

export type ExportKind = "report-pdf" | "report-xlsx" | "report-json" | "watchlist-csv" | "watchlist-xlsx" | "audit-csv" | "compare-csv" | "compare-xlsx";

function exportQueue(): ExportQueue {
  return processSingleton("export-queue", () => new ExportQueue(() => {
    const config = reportConfig();
    return {
      maxInProgress: config.maxInProgress, maxPerUser: config.maxPerUser,
      maxWaitingPerUser: config.maxWaitingPerUser, maxWaiting: config.maxWaiting, waitMs: config.queueWaitMs,
    };
  }));
}

/** Runs `produce` once the caller's turn comes (the slot is given back when it settles), or answers why not. */
export async function inExportSlot(username: string, kind: ExportKind, signal: AbortSignal, produce: () => Promise<Response>): Promise<Response> {
  const admission = await exportQueue().enter(username, kind, signal);
  if (!admission.ok) return busy(admission);
  try {
    return await produce();
  } finally {
    admission.release();
  }
}

/** The caller's own exports, running and waiting (with the number of jobs ahead of each). */
export function exportsOf(username: string): ExportQueueAnswer {
  return { items: exportQueue().jobsOf(username), waitingInServer: exportQueue().waitingCount() };
}

const RETRY_AFTER_SECONDS = 5;

function busy(refusal: Extract<Admission, { ok: false }>): Response {
  const { maxPerUser, maxWaitingPerUser, queueWaitMs } = reportConfig();
  const details: Record<typeof refusal.reason, string> = {
    "user-queue-full": `You have ${maxPerUser} export(s) in progress and ${maxWaitingPerUser} waiting, as many as one user may; try again when one has finished.`,
    "server-queue-full": `This server's export queue is full (${refusal.waiting} waiting); try again in a few seconds.`,
    "timed-out": `Your export waited ${Math.round(queueWaitMs / 1000)} s without a free slot (${refusal.ahead} ahead of it, ${refusal.waiting} waiting); try again in a few seconds.`,
    abandoned: "The export was given up while it waited.",
  };
  return problemResponse(
    problem("reports-busy", details[refusal.reason], { retryAfter: RETRY_AFTER_SECONDS, reason: refusal.reason, ahead: refusal.ahead, queueLength: refusal.waiting }),
    { "retry-after": String(RETRY_AFTER_SECONDS) },
  );
}
