import "server-only";
// The audit API's answer: the filtered trail as JSON, or as a CSV download (up to AUDIT_EXPORT_LIMIT entries: it
// waits its turn in the exports' fair queue and is written in the rendering pool, off the main thread).
import { problem, problemResponse } from "../api/problem";
import { json } from "../api/with-api";
import { inExportSlot } from "../report/export-slot";
import { jsonInSlices } from "../report/json-in-slices";
import { renderInPool } from "../report/render-pool";
import type { AuditPage } from "./audit-answer";
import { readAuditFilter } from "./audit-filter";
import { AUDIT_EXPORT_LIMIT, AUDIT_PAGE_LIMIT, queryAudit } from "./audit-log";
import { analystFileName, attachmentHeader } from "../report/filename";

/**
 * `onlyUser` pins the trail to one user (an analyst's own history); admins may filter by any user. `caller` is whose
 * turn a CSV export takes in the exports' queue.
 */
export async function auditResponse(request: Request, caller: string, onlyUser?: string): Promise<Response> {
  const read = readAuditFilter(new URL(request.url).searchParams);
  if (!read.success) return problemResponse(problem("invalid-parameter", read.error));
  const { user, company, operation, from, to, format } = read.data;
  const filter = { username: onlyUser ?? user, company, operation, from, to };
  if (format !== "csv") {
    // Never cut silently: the JSON says so, and a cut export is named for what it holds.
    const { entries, truncated } = await queryAudit(filter, AUDIT_PAGE_LIMIT);
    const page: AuditPage = { items: entries.map((entry) => ({ ...entry, at: entry.at.toISOString() })), truncated };
    return json(page);
  }
  return inExportSlot(caller, "audit-csv", request.signal, async () => {
    const { entries, truncated } = await queryAudit(filter, AUDIT_EXPORT_LIMIT);
    return csvResponse(await renderInPool({ kind: "audit-csv", entriesJson: await jsonInSlices(entries) }), truncated);
  });
}

function csvResponse(bytes: Buffer, truncated: boolean): Response {
  const limit = AUDIT_EXPORT_LIMIT;
  const fileName = analystFileName({ report: truncated ? `Audit trail newest ${limit}` : "Audit trail", date: new Date(), format: "csv" });
  return new Response(new Uint8Array(bytes), {
    headers: {
      "content-type": "text/csv; charset=utf-8", "content-disposition": attachmentHeader(fileName),
      ...(truncated ? { "x-audit-truncated": `only the newest ${limit} entries; narrow the filter for the rest` } : {}),
    },
  });
}
