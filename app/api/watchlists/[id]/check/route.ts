// POST /api/watchlists/{id}/check — re-check the list's companies now (202: the check runs after the answer)
import { route } from "@/lib/api/route";
import { watchlistCheckRoute } from "@/lib/monitor/serve-watchlists";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route(watchlistCheckRoute, { POST: "signed-in · monitor" });
