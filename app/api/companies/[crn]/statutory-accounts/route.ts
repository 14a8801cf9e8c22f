// GET /api/companies/{crn}/statutory-accounts — statutory accounts of a company
import { serve } from "@/lib/api/handle";
import { route } from "@/lib/api/route";
import { operations } from "@/lib/upstream/operations";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route(serve(operations.companyStatutoryAccounts), { GET: "signed-in · lookups" });
