// GET /api/alerts?companyNumber=&watchlist=&kind=&unread=&severity=&sort=&assigned=me&acknowledged= — the alerts on the lists this user can see, newest
// first (or red first with sort=severity), each with its severity and triage (acknowledged, assignee, comments)
import { route } from "@/lib/api/route";
import { alertsRoute } from "@/lib/monitor/serve-alerts";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route(alertsRoute, { GET: "signed-in · store" });
