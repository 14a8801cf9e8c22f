// GET /api/watchlists/{id}/export?format=csv|xlsx — the portfolio with the screen's filters and sort, as a download
import { watchlistExportRoute } from "@/lib/monitor/serve-watchlists";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = watchlistExportRoute;
