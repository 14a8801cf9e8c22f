import "server-only";
// POST /api/assessments/{crn}/what-if: the body checked by the strict what-if schema (a problem names the field),
// the profile fetched as for the assessment itself, the year end checked against the company's filed years, and the
// assessment of the profile with the figures sent in place of that year's, marked `whatIf: true`. Nothing is
// written but the audit entry, which records the year and the fields changed (not their amounts).
import { problem, problemResponse } from "@/lib/api/problem";
import { byRules, defineRoute, endpoint } from "@/lib/api/route";
import { json } from "@/lib/api/with-api";
import { CREDIT_ASSESSMENT_WHAT_IF } from "@/lib/audit/audited-operations";
import { policyInForce } from "@/lib/policy/store";
import { assessCompany } from "./assessment";
import { profileAnswer } from "./profile-answer";
import { companyInput } from "./serve";
import { definedFigures, profileWithWhatIf, whatIfInputSchema, whatIfYearRefusal, type WhatIfAssessment, type WhatIfInput } from "./what-if";

function whatIfParams(body: WhatIfInput | null, params: Record<string, string>): Record<string, string | number> {
  if (!body) return { ...params };
  return { ...params, yearEnded: body.yearEnded, fields: Object.keys(definedFigures(body.figures)).join(",") };
}

export const whatIfRoute = defineRoute({
  subject: "A what-if is worked out, not stored",
  methods: {
    POST: endpoint({
      lane: "lookups",
      input: byRules(companyInput),
      body: { schema: whatIfInputSchema, what: "what-if" },
      audit: { operation: CREDIT_ASSESSMENT_WHAT_IF, params: (_input, body, call) => whatIfParams(body, call.params) },
      // Worked out and answered, never stored: a read-only token's lookup.
      changesNothing: true,
      handler: async (call) => {
        const crn = call.input.path.crn;
        const answer = await profileAnswer(crn, call.requestId, { viewer: call.principal.username });
        if (!answer.ok) return answer.response;
        const now = new Date();
        const refusal = whatIfYearRefusal(call.body.yearEnded, answer.profile, now);
        if (refusal) return problemResponse(problem("invalid-parameter", `The what-if's yearEnded ${refusal}.`, { parameter: "yearEnded" }));
        const { profile, added } = profileWithWhatIf(answer.profile, call.body);
        const result: WhatIfAssessment = {
          ...assessCompany(profile, crn, { policy: await policyInForce(), now }),
          whatIf: true,
          whatIfYear: { yearEnded: call.body.yearEnded, added, figures: definedFigures(call.body.figures) },
        };
        return json(result);
      },
    }),
  },
});
