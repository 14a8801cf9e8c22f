// POST /api/alerts/{id}/acknowledge acknowledges the alert (by whom, when); DELETE withdraws the acknowledgement
import { route } from "@/lib/api/route";
import { alertAcknowledgeRoute } from "@/lib/monitor/serve-triage";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route(alertAcknowledgeRoute, { POST: "signed-in · store", DELETE: "signed-in · store" });
