// POST /api/alerts/{id}/comments { body } — comment on the alert (at most 2,000 characters)
import { route } from "@/lib/api/route";
import { alertCommentsRoute } from "@/lib/monitor/serve-triage";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route(alertCommentsRoute, { POST: "signed-in · store" });
