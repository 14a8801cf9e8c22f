// DELETE /api/watchlists/{id}/companies/{crn} — stop watching a company on this list
import { route } from "@/lib/api/route";
import { watchlistCompanyRoute } from "@/lib/monitor/serve-watchlists";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route(watchlistCompanyRoute, { DELETE: "signed-in · store" });
