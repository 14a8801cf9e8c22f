// GET /api/audit — the whole audit trail, filtered by user, company, operation and dates; `format=csv` to export (admins)
import { defineRoute, endpoint } from "@/lib/api/route";
import { auditResponse } from "@/lib/audit/audit-response";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = defineRoute({
  subject: "The audit trail is read-only",
  methods: { GET: endpoint({ access: "admin", handler: ({ request, principal }) => auditResponse(request, principal.username) }) },
});
