// PUT /api/alerts/{id}/assignee { assignee: "username" | null } — assign, reassign or unassign the alert
import { route } from "@/lib/api/route";
import { alertAssigneeRoute } from "@/lib/monitor/serve-triage";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route(alertAssigneeRoute, { PUT: "signed-in · store" });
