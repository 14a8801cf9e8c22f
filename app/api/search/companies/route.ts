// GET /api/search/companies — find companies by name, former name, number or postcode (?q=&limit=&status=)
import { route } from "@/lib/api/route";
import { searchCompaniesRoute } from "@/lib/directory/search-route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route(searchCompaniesRoute, { GET: "signed-in · store" });
