// POST /api/watchlists/{id}/companies — add company numbers ({ companyNumbers }); refused ones come back with reasons
import { watchlistCompaniesRoute } from "@/lib/monitor/serve-watchlists";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = watchlistCompaniesRoute;
