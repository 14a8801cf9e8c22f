// GET /api/companies/{crn}/financial-ratios — financial ratios of a company
import { serve } from "@/lib/api/handle";
import { route } from "@/lib/api/route";
import { operations } from "@/lib/upstream/operations";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route(serve(operations.companyFinancialRatios), { GET: "signed-in · lookups" });
