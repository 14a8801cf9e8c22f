// DELETE /api/watchlists/{id}/companies/{crn} — stop watching a company on this list
import { watchlistCompanyRoute } from "@/lib/monitor/serve-watchlists";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = watchlistCompanyRoute;
