// GET /api/assessments/{crn} — the credit assessment: both models for every year, the suggested limit and its rule
import { assessmentRoute } from "@/lib/assessment/serve";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = assessmentRoute;
