// GET /api/companies/{crn}/active-directors — the active director record of a company
import { serve } from "@/lib/api/handle";
import { route } from "@/lib/api/route";
import { operations } from "@/lib/upstream/operations";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route(serve(operations.companyActiveDirectors), { GET: "signed-in · lookups" });
