// POST /api/assessments/{crn}/what-if — the assessment draft or stressed figures for one year would give (nothing recorded but the audit entry)
import { whatIfRoute } from "@/lib/assessment/what-if-serve";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = whatIfRoute;
