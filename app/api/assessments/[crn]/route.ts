// GET /api/assessments/{crn} — the credit assessment: both models for every year, the suggested limit and its rule
import { route } from "@/lib/api/route";
import { assessmentRoute } from "@/lib/assessment/serve";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route(assessmentRoute, { GET: "signed-in · lookups" });
