// GET /api/audit — the whole audit trail, filtered by user, company, operation and dates; `format=csv` to export (admins)
import { withApi } from "@/lib/api/with-api";
import { auditResponse } from "@/lib/audit/audit-response";

export const GET = withApi(async ({ request }) => auditResponse(request), { role: "admin" });
