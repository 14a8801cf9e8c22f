// GET /api/history — the caller's own lookups from the audit trail, with the same filters and CSV export
import { withApi } from "@/lib/api/with-api";
import { auditResponse } from "@/lib/audit/audit-response";

export const GET = withApi(async ({ request, principal }) => auditResponse(request, principal.username));
