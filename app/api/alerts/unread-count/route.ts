// GET /api/alerts/unread-count — the header's badge: how many alerts this user has not read
import { unreadCountRoute } from "@/lib/monitor/serve-alerts";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = unreadCountRoute;
