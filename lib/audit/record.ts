import "server-only";
// Runs an accountable request (a lookup, a search, a report download) and records it before answering. When the
// record cannot be written the answer is withheld: a 503 problem instead of unrecorded data.
import type { ApiCall } from "../api/with-api";
import { problem, problemResponse } from "../api/problem";
import { log } from "../log";
import { appendAudit } from "./audit-log";

export interface AuditedAction {
  operation: string;
  company: string | null;
  params: Record<string, string | number>;
}

export async function audited(call: ApiCall, action: AuditedAction, produce: () => Promise<Response>): Promise<Response> {
  const started = performance.now();
  const response = await produce();
  try {
    await appendAudit({
      at: new Date(), requestId: call.requestId, correlationId: call.correlationId ?? null, username: call.principal.username, via: call.principal.via,
      operation: action.operation, company: action.company, params: auditedParams(action.params),
      status: response.status, durationMs: performance.now() - started,
    });
  } catch (error) {
    await response.body?.cancel();
    log.error({ requestId: call.requestId, err: error instanceof Error ? error.message : String(error) }, "audit record not written; answer withheld");
    return problemResponse(problem("audit-unavailable", `The request was not answered because it could not be recorded in the audit trail (request ${call.requestId}).`));
  }
  return response;
}

/** Parameters as asked, refused ones included, with control characters escaped and long values cut. */
function auditedParams(params: Record<string, string | number>): Record<string, string | number> {
  return Object.fromEntries(Object.entries(params).slice(0, 30).map(([name, value]) => [
    name.slice(0, 50),
    typeof value === "number" ? value : value.replace(/[\u0000-\u001f\u007f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`).slice(0, 200),
  ]));
}
