// GET /api/companies/{crn} — the full profile of a company
import { serve } from "@/lib/api/handle";
import { learnFromAnswer } from "@/lib/directory/learn";
import { operations } from "@/lib/upstream/operations";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = serve(operations.companyProfile, { after: [learnFromAnswer] });
