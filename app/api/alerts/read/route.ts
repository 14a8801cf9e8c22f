// POST /api/alerts/read — mark alerts read for this user: { ids: [...] } or { all: true } (the query's filters apply)
import { alertsReadRoute } from "@/lib/monitor/serve-alerts";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = alertsReadRoute;
