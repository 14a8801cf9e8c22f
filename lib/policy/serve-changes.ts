import "server-only";
// GET /api/assessments/{crn}/changes: why the company's scores, band or limit differ from the previous accounts
// year, from the frozen evidence of the decision in force, and from the monitor's last check (the newest snapshot of
// any list), term by term (./why-changed). Each comparison is null when there is nothing to compare with: one scored year, no decision in
// force (or one recorded before evidence was kept), never checked. Reads the decisions and snapshot stores only.
import { byRules, defineRoute, endpoint } from "@/lib/api/route";
import { json } from "@/lib/api/with-api";
import { assessCompany } from "@/lib/assessment/assessment";
import { profileAnswer } from "@/lib/assessment/profile-answer";
import { companyInput } from "@/lib/assessment/serve";
import { CREDIT_ASSESSMENT_CHANGES } from "@/lib/audit/audited-operations";
import { decisionInForce, listDecisions } from "@/lib/decisions/store";
import { accountYears } from "@/lib/financials/years";
import { latestCheckState } from "@/lib/monitor/snapshot-store";
import type { CreditPolicy } from "./policy";
import { policyInForce, policyVersion } from "./store";
import { checkState, currentState, decisionState, previousYearState } from "./verdict-state";
import { whyChanged, type AssessmentChanges } from "./why-changed";

export const assessmentChangesRoute = defineRoute({
  subject: "Why the verdict changed is derived, not written",
  methods: { GET: endpoint({ lane: "lookups", input: byRules(companyInput), audit: { operation: CREDIT_ASSESSMENT_CHANGES }, handler: async (call) => {
    const crn = call.input.path.crn;
    const answer = await profileAnswer(crn, call.requestId, { viewer: call.principal.username });
    if (!answer.ok) return answer.response;
    const now = new Date();
    const inForce = await policyInForce();
    const assessment = assessCompany(answer.profile, crn, { policy: inForce, now });
    const current = currentState(assessment, inForce);
    const [decisions, snapshot] = await Promise.all([listDecisions(crn), latestCheckState(crn)]);
    const policies = new Map<number, CreditPolicy | null>([[inForce.version, inForce.policy]]);
    // Every earlier version is in the store: a version change is explained field by field.
    const policyOf = async (version: number | null) => {
      if (version == null) return null;
      if (!policies.has(version)) policies.set(version, (await policyVersion(version))?.policy ?? null);
      return policies.get(version) ?? null;
    };
    const previous = previousYearState(assessment, accountYears(answer.profile.statutoryAccounts), inForce, now);
    // The decision in force (not one awaiting its second approver); one recorded before evidence was kept has none.
    const decision = decisionInForce(decisions);
    const evidence = decision?.evidence ?? null;
    const body: AssessmentChanges = {
      companyNumber: assessment.companyNumber,
      policyVersion: inForce.version,
      accountsYear: current.accountsYear,
      previousYear: previous ? whyChanged(previous, current) : null,
      decision: decision && evidence
        ? { ...whyChanged(decisionState(evidence, await policyOf(evidence.policyVersion), assessment), current), id: decision.id, at: decision.at, author: decision.author }
        : null,
      lastCheck: snapshot?.snapshot
        ? { ...whyChanged(checkState(snapshot.snapshot, await policyOf(snapshot.snapshot.policyVersion)), current), takenAt: snapshot.takenAt }
        : null,
    };
    const response = json(body);
    for (const [name, value] of Object.entries(answer.headers)) response.headers.set(name, value);
    return response;
  } }) },
});
