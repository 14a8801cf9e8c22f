// GET /api/companies/{crn} — the full profile of a company (defined in lib, where the page's server render calls it too)
import { companyProfileRoute } from "@/lib/company/profile-route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = companyProfileRoute;
