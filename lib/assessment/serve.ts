import "server-only";
// GET /api/assessments/{crn}: the company number validated by its own rule (the same 400 problems as every BFF
// input), the profile fetched through the BFF's client (cache, breaker, deadline), the assessment derived from it
// by lib/assessment, and the whole exchange recorded in the audit trail.
import type { InputRules } from "@/lib/api/read-input";
import { byRules, defineRoute, endpoint } from "@/lib/api/route";
import { json } from "@/lib/api/with-api";
import { CREDIT_ASSESSMENT } from "@/lib/audit/audited-operations";
import { companyNumber } from "@/lib/upstream/params";
import { policyInForce } from "@/lib/policy/store";
import { assessCompany } from "./assessment";
import { profileAnswer } from "./profile-answer";

export const companyInput: InputRules = { pathParams: { crn: companyNumber }, query: {} };

export const assessmentRoute = defineRoute({
  subject: "The assessment is derived, not written",
  methods: { GET: endpoint({ lane: "lookups", input: byRules(companyInput), audit: { operation: CREDIT_ASSESSMENT }, handler: async (call) => {
    const crn = call.input.path.crn;
    const answer = await profileAnswer(crn, call.requestId, { viewer: call.principal.username });
    if (!answer.ok) return answer.response;
    const response = json(assessCompany(answer.profile, crn, { policy: await policyInForce() }));
    for (const [name, value] of Object.entries(answer.headers)) response.headers.set(name, value);
    return response;
  } }) },
});
