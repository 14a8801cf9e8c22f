import "server-only";
// POST /api/companies/{crn}/decisions: the server, not the browser, works out the verdict a decision rests on. It
// asks the upstream for the profile now (never the cache), assesses it under the policy in force and freezes that
// evidence with the decision; an upstream that cannot answer means no decision (503), never one without evidence.
// The guard rails are judged against that verdict: an override needs a reason, a large grant a second approver.
import { problem, problemResponse } from "@/lib/api/problem";
import { json, type ApiCall } from "@/lib/api/with-api";
import { assessCompany } from "@/lib/assessment/assessment";
import { profileAnswer } from "@/lib/assessment/profile-answer";
import { policyInForce } from "@/lib/policy/store";
import type { DecisionInput } from "./decision-input";
import { needsOverride, needsSecondApprover } from "./decision-terms";
import { decisionEvidence } from "./evidence";
import { addDecision, type Author } from "./store";

export async function recordDecision(
  crn: string, author: Author, input: DecisionInput, call: ApiCall, audit: Record<string, string | number> = {},
): Promise<Response> {
  const answer = await profileAnswer(crn, call.requestId, { fresh: true, viewer: call.principal.username });
  if (!answer.ok) {
    if (answer.outcome?.kind === "not-found") return answer.response;
    const why = answer.outcome ? `the data service's answer: ${answer.outcome.kind}` : "the company profile could not be read";
    return problemResponse(problem("evidence-unavailable",
      `The decision was not recorded: its evidence (the company's profile as the data service answers it now) could not be obtained (${why}). Try again shortly.`));
  }
  // The moment the upstream answered: asked fresh, so the answer is the upstream's as of now.
  const answeredAt = new Date().toISOString();
  const inForce = await policyInForce();
  const { policy, version } = inForce;
  const assessment = assessCompany(answer.profile, crn, { policy: inForce });
  const evidence = decisionEvidence(assessment, answeredAt);
  const override = needsOverride(input.outcome, input.limitGranted, evidence.suggestedLimit);
  if (override && !input.overrideReason) {
    const why = evidence.suggestedLimit == null
      ? `credit policy v${version} gives this company no limit (${evidence.limitWithheld ?? "none suggested"})`
      : `£${input.limitGranted?.toLocaleString("en-GB")} is more than the £${evidence.suggestedLimit.toLocaleString("en-GB")} credit policy v${version} suggests`;
    return problemResponse(problem("invalid-parameter", `The decision's overrideReason is required: ${why}.`, { parameter: "overrideReason" }));
  }
  const needsApproval = needsSecondApprover(input.outcome, input.limitGranted, policy.fourEyesAbove);
  audit.policyVersion = version;
  if (override) audit.override = "true";
  if (needsApproval) audit.approval = "awaiting";
  const decision = await addDecision(crn, author, input, { evidence, overrideReason: input.overrideReason, needsApproval }, call.requestId);
  return json(decision, 201);
}
