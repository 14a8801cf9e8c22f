// GET /api/policy/versions — every version of the credit policy, newest first, each with what it changed (audited)
import { route } from "@/lib/api/route";
import { policyVersionsRoute } from "@/lib/policy/serve";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route(policyVersionsRoute, { GET: "signed-in · store" });
