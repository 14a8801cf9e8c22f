// POST /api/watchlists/{id}/check — re-check the list's companies now (202: the check runs after the answer)
import { watchlistCheckRoute } from "@/lib/monitor/serve-watchlists";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = watchlistCheckRoute;
