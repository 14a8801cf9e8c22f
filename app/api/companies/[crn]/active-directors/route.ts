// GET /api/companies/{crn}/active-directors — the active director record of a company
import { serve } from "@/lib/api/handle";
import { operations } from "@/lib/upstream/operations";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = serve(operations.companyActiveDirectors);
