// GET /api/assessments/{crn}/changes — why the scores, band or limit differ from the previous accounts year, the last decision and the last check
import { assessmentChangesRoute } from "@/lib/policy/serve-changes";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = assessmentChangesRoute;
