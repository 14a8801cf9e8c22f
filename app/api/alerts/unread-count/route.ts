// GET /api/alerts/unread-count — the header's badge: how many alerts this user has not read
import { route } from "@/lib/api/route";
import { unreadCountRoute } from "@/lib/monitor/serve-alerts";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route(unreadCountRoute, { GET: "signed-in · store" });
