// POST /api/companies/{crn}/views — record this look at a company; answers the alerts found since the last one
import { route } from "@/lib/api/route";
import { companyViewRoute } from "@/lib/monitor/serve-alerts";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route(companyViewRoute, { POST: "signed-in · store" });
