// GET /api/companies/{crn} — the full profile of a company (defined in lib, where the page's server render calls it too)
import { route } from "@/lib/api/route";
import { companyProfileRoute } from "@/lib/company/profile-route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route(companyProfileRoute, { GET: "signed-in · lookups" });
