// GET /api/alerts/{id} — one alert on a list this user can see, with its triage state, comments (newest last),
// history and the colleagues it may be assigned to
import { route } from "@/lib/api/route";
import { alertTriageRoute } from "@/lib/monitor/serve-triage";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route(alertTriageRoute, { GET: "signed-in · store" });
