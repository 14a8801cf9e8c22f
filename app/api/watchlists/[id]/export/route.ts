// GET /api/watchlists/{id}/export?format=csv|xlsx — the portfolio with the screen's filters and sort, as a download
import { route } from "@/lib/api/route";
import { watchlistExportRoute } from "@/lib/monitor/serve-watchlists";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route(watchlistExportRoute, { GET: "signed-in · exports queue" });
