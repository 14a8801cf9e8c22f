// POST /api/watchlists/{id}/companies — add company numbers ({ companyNumbers }); refused ones come back with reasons
import { route } from "@/lib/api/route";
import { watchlistCompaniesRoute } from "@/lib/monitor/serve-watchlists";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route(watchlistCompaniesRoute, { POST: "signed-in · store" });
