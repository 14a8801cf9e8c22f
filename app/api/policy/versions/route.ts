// GET /api/policy/versions — every version of the credit policy, newest first, each with what it changed (audited)
import { policyVersionsRoute } from "@/lib/policy/serve";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = policyVersionsRoute;
