// GET /api/history — the caller's own lookups from the audit trail, with the same filters and CSV export
import { defineRoute, endpoint, route } from "@/lib/api/route";
import { auditResponse } from "@/lib/audit/audit-response";

const defined = defineRoute({
  subject: "The history is read-only",
  methods: { GET: endpoint({ lane: "exports queue", handler: ({ request, principal }) => auditResponse(request, principal.username, principal.username) }) },
});

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route(defined, { GET: "signed-in · exports queue" });
