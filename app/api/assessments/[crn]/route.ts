// GET /api/assessments/{crn} — the credit assessment: both models for every year, the suggested limit and its rule
import { GET_ASSESSMENT, readOnlyMethods } from "@/lib/assessment/serve";

export const GET = GET_ASSESSMENT;
export const { POST, PUT, PATCH, DELETE } = { POST: readOnlyMethods, PUT: readOnlyMethods, PATCH: readOnlyMethods, DELETE: readOnlyMethods };
