// GET|PUT /api/alert-severity — the alert severity mapping in force (any signed-in user), and a change to it: a new version (admins; audited)
import { route } from "@/lib/api/route";
import { severityRoute } from "@/lib/monitor/serve-severity";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route(severityRoute, { GET: "signed-in · store", PUT: "admin only · store" });
