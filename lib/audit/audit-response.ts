import "server-only";
// The audit API's answer: the filtered trail as JSON, or as a CSV download.
import { problem, problemResponse } from "../api/problem";
import { json } from "../api/with-api";
import { auditCsv } from "./audit-csv";
import { readAuditFilter } from "./audit-filter";
import { AUDIT_EXPORT_LIMIT, AUDIT_PAGE_LIMIT, queryAudit } from "./audit-log";

/** `onlyUser` pins the trail to one user (an analyst's own history); admins may filter by any user. */
export async function auditResponse(request: Request, onlyUser?: string): Promise<Response> {
  const read = readAuditFilter(new URL(request.url).searchParams);
  if (!read.success) return problemResponse(problem("invalid-parameter", read.error));
  const { user, company, operation, from, to, format } = read.data;
  const limit = format === "csv" ? AUDIT_EXPORT_LIMIT : AUDIT_PAGE_LIMIT;
  const { entries, truncated } = await queryAudit({ username: onlyUser ?? user, company, operation, from, to }, limit);
  // Never cut silently: the JSON says so, and a cut export is named for what it holds.
  if (format !== "csv") return json({ items: entries, truncated });
  const fileName = truncated ? `audit-newest-${limit}.csv` : "audit.csv";
  return new Response(auditCsv(entries), {
    headers: {
      "content-type": "text/csv; charset=utf-8", "content-disposition": `attachment; filename="${fileName}"`,
      ...(truncated ? { "x-audit-truncated": `only the newest ${limit} entries; narrow the filter for the rest` } : {}),
    },
  });
}
