// GET /api/policy/versions/{version} — one version of the credit policy and what it changed from the one before (audited)
import { route } from "@/lib/api/route";
import { policyVersionRoute } from "@/lib/policy/serve";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route(policyVersionRoute, { GET: "signed-in · store" });
