import "server-only";
// GET /api/assessments/{crn}: the company number validated by its own rule (the same 400 problems as every BFF
// input), the profile fetched through the BFF's client (cache, breaker, deadline), the assessment derived from it
// by lib/assessment, and the whole exchange recorded in the audit trail.
import { normaliseAnswer } from "@/lib/api/normalise";
import { outcomeProblem } from "@/lib/api/outcome-problem";
import { problem, problemResponse } from "@/lib/api/problem";
import type { InputRules } from "@/lib/api/read-input";
import { defineRoute, endpoint } from "@/lib/api/route";
import { json } from "@/lib/api/with-api";
import { CREDIT_ASSESSMENT } from "@/lib/audit/audited-operations";
import { outcomeHeaders } from "@/lib/resilience/outcome-headers";
import { callUpstream } from "@/lib/upstream/client";
import { operations, type OperationResult } from "@/lib/upstream/operations";
import { companyNumber } from "@/lib/upstream/params";
import { policyInForce } from "@/lib/policy/store";
import { assessCompany } from "./assessment";

export const companyInput: InputRules = { pathParams: { crn: companyNumber }, query: {} };

export const assessmentRoute = defineRoute({
  subject: "The assessment is derived, not written",
  methods: { GET: endpoint({ input: companyInput, audit: { operation: CREDIT_ASSESSMENT }, handler: async (call) => {
    const crn = call.input.path.crn;
    const operation = operations.companyProfile;
    const outcome = await callUpstream(operation, { crn }, {}, { requestId: call.requestId });
    if (outcome.kind !== "ok") return problemResponse(outcomeProblem(outcome, operation, { crn }), outcomeHeaders(outcome));
    const answer = normaliseAnswer(operation, outcome.body, {});
    if (!answer.ok) {
      return problemResponse(problem("upstream-unreadable", `The company profile could not be read (${answer.reason}).`));
    }
    const response = json(assessCompany(answer.body as OperationResult<"companyProfile">, crn, { policy: await policyInForce() }));
    for (const [name, value] of Object.entries(outcomeHeaders(outcome))) response.headers.set(name, value);
    return response;
  } }) },
});
