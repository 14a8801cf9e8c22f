import "server-only";
// GET /api/screening/{crn} and POST /api/screening/{crn}/reviews. The route builder has refused cross-site and
// anonymous calls, checked the company number by its own rule and the body by its strict schema (a problem names the
// field), and records every call in the audit trail. No list loaded answers 503 `screening-unavailable`: an empty
// answer would read as "no matches" to a script, and an unscreened company is not a clear one.
import { byRules, defineRoute, endpoint } from "@/lib/api/route";
import { json, type ApiCall } from "@/lib/api/with-api";
import { problem, problemResponse } from "@/lib/api/problem";
import { companyInput } from "@/lib/assessment/serve";
import { profileAnswer } from "@/lib/assessment/profile-answer";
import { COMPANY_SCREENING, SCREENING_REVIEWED } from "@/lib/audit/audited-operations";
import type { CompanyProfile } from "@/lib/upstream/schemas/company";
import { companyScreening, matchToReview } from "./company-screening";
import { reviewInputSchema, type ReviewInput } from "./review-input";
import { addReview } from "./review-store";

const NO_LIST = "No screening list is loaded, so this company has not been screened. An operator loads lists with SCREENING_LISTS "
  + "(or `npm run screening:load`); until then no answer here means the company is clear.";

const reviewer = (call: ApiCall) => ({ username: call.principal.username, name: call.principal.name });

function reviewParams(body: ReviewInput | null, call: ApiCall): Record<string, string | number> {
  if (!body) return { ...call.params };
  return { ...call.params, entityId: body.entityId, verdict: body.verdict, subject: `${body.subject.role}: ${body.subject.name}`, reasonCharacters: body.reason?.length ?? 0 };
}

export const screeningRoute = defineRoute({
  subject: "A company's screening is derived, not written",
  methods: {
    GET: endpoint({
      lane: "lookups",
      input: byRules(companyInput),
      audit: { operation: COMPANY_SCREENING },
      handler: async (call) => {
        const answer = await companyScreening(call.input.path.crn, { requestId: call.requestId, viewer: call.principal.username });
        if (!answer.ok) return answer.response;
        if (!answer.screening) return problemResponse(problem("screening-unavailable", NO_LIST));
        const response = json(answer.screening);
        for (const [name, value] of Object.entries(answer.headers)) response.headers.set(name, value);
        return response;
      },
    }),
  },
});

export const screeningReviewsRoute = defineRoute({
  subject: "Reviews of a company's screening matches are appended",
  methods: {
    POST: endpoint({
      lane: "lookups",
      input: byRules(companyInput),
      body: { schema: reviewInputSchema, what: "review" },
      audit: { operation: SCREENING_REVIEWED, params: (_input, body, call) => reviewParams(body, call) },
      handler: async (call) => {
        const crn = call.input.path.crn;
        // What the review is made against is worked out here, from the screening of now, never taken from the browser.
        const answer = await profileAnswer(crn, call.requestId, { viewer: call.principal.username });
        if (!answer.ok) return answer.response;
        const basis = await matchToReview(answer.profile as CompanyProfile, call.body.subject, call.body.entityId);
        if (basis === "no-list") return problemResponse(problem("screening-unavailable", NO_LIST));
        if (basis === "no-match") {
          return problemResponse(problem("not-found", `The company's screening of now has no match of ${call.body.subject.role} ${call.body.subject.name} with list entity '${call.body.entityId}': reload the Screening tab.`));
        }
        const review = await addReview(crn, call.body, basis, reviewer(call), call.requestId);
        return { data: review, status: 201 };
      },
    }),
  },
});
