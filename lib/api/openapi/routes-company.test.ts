// The company-derived routes (./routes-company.ts) and the upstream's operations (./routes-operations.ts): each JSON
// answer is described by the schema lib writes for it (the route's type comes from the same object), not as any JSON
// object: an answer described as "a JSON object" again fails here.
import { describe, expect, it } from "vitest";
import { companyDecisionSchema, companyNoteSchema, decisionsAnswerSchema, notesAnswerSchema } from "../../decisions/decision-answers";
import { policyHistorySchema, policyVersionViewSchema } from "../../policy/version-view";
import { searchResultSchema, subsidiariesAnswerSchema } from "../../directory/directory-answers";
import { officersLinkedAnswerSchema, personAnswerSchema } from "../../people/people-answers";
import { storedReviewSchema } from "../../screening/review-answer";
import { reviewedScreeningSchema } from "../../screening/reviewed-screening";
import { compareAnswerSchema } from "../../compare/compare-answer";
import { reportSchema } from "../../report/model";
import { ownershipAnswerSchema } from "../../ownership/ownership-answer";
import { assessmentChangesSchema } from "../../policy/changes-answer";
import { assessmentSchema, whatIfAssessmentSchema } from "../../assessment/assessment-answer";
import { apiDocument } from "./document";
import { jsonSchemaOf } from "./json-schema";
import { COMPANY_ROUTES } from "./routes-company";
import { OPERATION_ROUTES } from "./routes-operations";

const document = apiDocument();

// Answers that truly have no fixed shape, each with its reason (none: every answer of these routes has its schema).
const NO_FIXED_SHAPE: Readonly<Record<string, string>> = {};

const jsonAnswers = [...COMPANY_ROUTES, ...OPERATION_ROUTES].flatMap((entry) => Object.entries(document.paths[entry.path]).flatMap(([method, operation]) =>
  Object.entries(operation.responses).filter(([status]) => /^2\d\d$/.test(status)).flatMap(([status, response]) => {
    const schema = (response as { content?: Record<string, { schema: Record<string, unknown> }> }).content?.["application/json"]?.schema;
    return schema ? [{ operation: `${method.toUpperCase()} ${entry.path}`, status, schema }] : [];
  })));

describe("the company routes' and the operations' answers", () => {
  it("describes every JSON answer by its schema, not as any JSON object", () => {
    const generic = jsonAnswers.filter(({ schema }) => schema.additionalProperties === true && !schema.properties).map(({ operation }) => operation);
    expect(generic.sort()).toEqual(Object.keys(NO_FIXED_SHAPE).sort());
  });

  it.each([
    ["GET /api/companies/{crn}/notes", "200", notesAnswerSchema], ["POST /api/companies/{crn}/notes", "201", companyNoteSchema],
    ["GET /api/companies/{crn}/decisions", "200", decisionsAnswerSchema], ["POST /api/companies/{crn}/decisions", "201", companyDecisionSchema],
    ["POST /api/companies/{crn}/decisions/{id}/approval", "200", companyDecisionSchema],
    ["GET /api/policy", "200", policyVersionViewSchema], ["PUT /api/policy", "201", policyVersionViewSchema],
    ["GET /api/search/companies", "200", searchResultSchema], ["GET /api/search/subsidiaries", "200", subsidiariesAnswerSchema],
    ["GET /api/people", "200", officersLinkedAnswerSchema], ["GET /api/people/{pnr}", "200", personAnswerSchema],
    ["GET /api/screening/{crn}", "200", reviewedScreeningSchema], ["POST /api/screening/{crn}/reviews", "201", storedReviewSchema],
    ["GET /api/companies/{crn}/ownership", "200", ownershipAnswerSchema], ["GET /api/compare", "200", compareAnswerSchema],
    ["GET /api/assessments/{crn}", "200", assessmentSchema], ["POST /api/assessments/{crn}/what-if", "200", whatIfAssessmentSchema],
    ["GET /api/reports/{crn}", "200", reportSchema], ["GET /api/assessments/{crn}/changes", "200", assessmentChangesSchema],
    ["GET /api/policy/versions", "200", policyHistorySchema], ["GET /api/policy/versions/{version}", "200", policyVersionViewSchema],
  ] as const)("reads %s's answer (%s) from the schema lib writes", (operation, status, schema) => {
    expect(jsonAnswers.find((answer) => answer.operation === operation && answer.status === status)?.schema).toEqual(jsonSchemaOf(schema, "output"));
  });
});
