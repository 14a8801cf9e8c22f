// POST /api/watchlists/{id}/delivery — where the list's alerts go beyond the inbox: { webhookUrl, digestTo } (owner only)
import { route } from "@/lib/api/route";
import { watchlistDeliveryRoute } from "@/lib/monitor/serve-watchlists";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route(watchlistDeliveryRoute, { POST: "signed-in · store" });
