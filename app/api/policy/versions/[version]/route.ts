// GET /api/policy/versions/{version} — one version of the credit policy and what it changed from the one before (audited)
import { policyVersionRoute } from "@/lib/policy/serve";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = policyVersionRoute;
