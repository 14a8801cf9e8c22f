// POST /api/assessments/{crn}/what-if — the assessment draft or stressed figures for one year would give (nothing recorded but the audit entry)
import { route } from "@/lib/api/route";
import { whatIfRoute } from "@/lib/assessment/what-if-serve";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route(whatIfRoute, { POST: "signed-in · lookups" });
