// GET /api/assessments/{crn}/changes — why the scores, band or limit differ from the previous accounts year, the last decision and the last check
import { route } from "@/lib/api/route";
import { assessmentChangesRoute } from "@/lib/policy/serve-changes";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route(assessmentChangesRoute, { GET: "signed-in · lookups" });
