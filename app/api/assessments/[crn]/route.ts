// GET /api/assessments/{crn} — the credit assessment: both models for every year, the suggested limit and its rule
import { GET_ASSESSMENT, readOnlyMethods } from "@/lib/assessment/serve";

export const GET = GET_ASSESSMENT;
export const POST = readOnlyMethods;
export const PUT = readOnlyMethods;
export const PATCH = readOnlyMethods;
export const DELETE = readOnlyMethods;
