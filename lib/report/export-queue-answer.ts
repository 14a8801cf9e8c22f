// What GET /api/exports/queue answers, written once: the queue's types come from these schemas (z.infer) and the
// API's description (lib/api/openapi) reads them.
import { z } from "zod";

export const queuedJobSchema = z.object({
  kind: z.string().describe("What is exported: report-pdf, watchlist-csv, audit-csv, compare-xlsx…"),
  state: z.enum(["running", "waiting"]),
  since: z.iso.datetime().describe("When it started or began to wait"),
  ahead: z.int().min(0).optional().describe("Waiting jobs only: how many jobs the server will start before this one, as things stand"),
});
export type QueuedJob = z.infer<typeof queuedJobSchema>;

export const exportQueueAnswerSchema = z.object({
  items: z.array(queuedJobSchema).describe("The caller's own exports"),
  waitingInServer: z.int().min(0).describe("Exports waiting in this server, everyone's"),
});
export type ExportQueueAnswer = z.infer<typeof exportQueueAnswerSchema>;
