// GET /api/watchlists/{id} — a watchlist's portfolio: each company's status, band, limit, last change, unread alerts;
// PATCH { name?, intervalHours? } renames or re-schedules it, DELETE deletes it (owner only; its alerts are kept)
import { route } from "@/lib/api/route";
import { watchlistRoute } from "@/lib/monitor/serve-watchlists";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route(watchlistRoute, { GET: "signed-in · store", PATCH: "signed-in · store", DELETE: "signed-in · store" });
