// GET /api/audit — the whole audit trail, filtered by user, company, operation and dates; `format=csv` to export (admins)
import { defineRoute, endpoint, route } from "@/lib/api/route";
import { auditResponse } from "@/lib/audit/audit-response";

const defined = defineRoute({
  subject: "The audit trail is read-only",
  methods: { GET: endpoint({ access: "admin", lane: "exports queue", handler: ({ request, principal }) => auditResponse(request, principal.username) }) },
});

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route(defined, { GET: "admin only · exports queue" });
