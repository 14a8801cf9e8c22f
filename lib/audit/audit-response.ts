import "server-only";
// The audit API's answer: the filtered trail as JSON, or as a CSV download.
import { problem, problemResponse } from "../api/problem";
import { json } from "../api/with-api";
import { auditCsv } from "./audit-csv";
import { readAuditFilter } from "./audit-filter";
import { queryAudit } from "./audit-log";

/** `onlyUser` pins the trail to one user (an analyst's own history); admins may filter by any user. */
export async function auditResponse(request: Request, onlyUser?: string): Promise<Response> {
  const read = readAuditFilter(new URL(request.url).searchParams);
  if (!read.success) return problemResponse(problem(400, "invalid-parameter", "Invalid filter", read.error));
  const { user, company, operation, from, to, format } = read.data;
  const entries = await queryAudit({ username: onlyUser ?? user, company, operation, from, to }, format === "csv" ? 10_000 : 500);
  if (format !== "csv") return json({ items: entries });
  return new Response(auditCsv(entries), {
    headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": 'attachment; filename="audit.csv"' },
  });
}
