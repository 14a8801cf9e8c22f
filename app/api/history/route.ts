// GET /api/history — the caller's own lookups from the audit trail, with the same filters and CSV export
import { defineRoute } from "@/lib/api/route";
import { auditResponse } from "@/lib/audit/audit-response";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = defineRoute({
  subject: "The history is read-only",
  methods: { GET: async ({ request, principal }) => auditResponse(request, principal.username, principal.username) },
});
