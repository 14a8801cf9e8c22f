// GET /api/companies/{crn}/directors — directors of a company
import { serve } from "@/lib/api/handle";
import { route } from "@/lib/api/route";
import { learnFromAnswer } from "@/lib/directory/learn";
import { operations } from "@/lib/upstream/operations";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route(serve(operations.companyDirectors, { after: [learnFromAnswer] }), { GET: "signed-in · lookups" });
