// POST /api/alerts/read — mark alerts read for this user: { ids: [...] } or { all: true } (the query's filters apply)
import { route } from "@/lib/api/route";
import { alertsReadRoute } from "@/lib/monitor/serve-alerts";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route(alertsReadRoute, { POST: "signed-in · store" });
