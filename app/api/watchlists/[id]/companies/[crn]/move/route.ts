// POST /api/watchlists/{id}/companies/{crn}/move — move a company to another list ({ to }), in one transaction
import { route } from "@/lib/api/route";
import { watchlistCompanyMoveRoute } from "@/lib/monitor/serve-watchlists";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route(watchlistCompanyMoveRoute, { POST: "signed-in · store" });
