// The company-derived routes (assessments, decisions, notes, screening, ownership, reports, documents, compare,
// search, people, policy): their routes as lib defines them, and what each method does.
import { assessmentSchema, whatIfAssessmentSchema } from "../../assessment/assessment-answer";
import { assessmentRoute } from "../../assessment/serve";
import { whatIfRoute } from "../../assessment/what-if-serve";
import { compareAnswerSchema } from "../../compare/compare-answer";
import { MAX_COMPANIES } from "../../compare/compare-input";
import { compareRoute } from "../../compare/serve";
import { approvalRoute } from "../../decisions/serve-approval";
import { companyDecisionSchema, companyNoteSchema, decisionsAnswerSchema, notesAnswerSchema } from "../../decisions/decision-answers";
import { decisionsRoute, notesRoute } from "../../decisions/serve";
import { searchResultSchema, subsidiariesAnswerSchema } from "../../directory/directory-answers";
import { searchCompaniesRoute } from "../../directory/search-route";
import { DEFAULT_LIMIT, MAX_LIMIT, MAX_OFFSET, MAX_QUERY_LENGTH, SEARCH_STATUSES } from "../../directory/search-input";
import { DEFAULT_SUBSIDIARIES, MAX_SUBSIDIARIES } from "../../directory/subsidiaries-input";
import { subsidiariesRoute } from "../../directory/subsidiaries-route";
import { serveFilingDocument } from "../../documents/serve-document";
import { ownershipAnswerSchema } from "../../ownership/ownership-answer";
import { ownershipRoute } from "../../ownership/serve";
import { officersLinkedAnswerSchema, personAnswerSchema } from "../../people/people-answers";
import { MAX_PEOPLE } from "../../people/people-input";
import { officersLinkedRoute, personRoute } from "../../people/people-routes";
import { policyRoute, policyVersionRoute, policyVersionsRoute } from "../../policy/serve";
import { assessmentChangesSchema } from "../../policy/changes-answer";
import { assessmentChangesRoute } from "../../policy/serve-changes";
import { policyHistorySchema, policyVersionViewSchema } from "../../policy/version-view";
import { reportSchema } from "../../report/model";
import { serveReport } from "../../report/respond";
import { storedReviewSchema } from "../../screening/review-answer";
import { reviewedScreeningSchema } from "../../screening/reviewed-screening";
import { screeningReviewsRoute, screeningRoute } from "../../screening/serve-screening";
import type { DescribedRoute } from "./described";

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export const COMPANY_ROUTES: readonly DescribedRoute[] = [
  {
    path: "/api/assessments/{crn}", route: assessmentRoute,
    methods: { GET: { summary: "The credit assessment", description: "Both models for every year, the suggested limit and its rule.", answer: { schema: assessmentSchema } } },
  },
  {
    path: "/api/assessments/{crn}/changes", route: assessmentChangesRoute,
    methods: { GET: { summary: "Why the assessment changed", description: "Why the scores, band or limit differ from the previous accounts year, the last decision and the last check.", answer: { schema: assessmentChangesSchema } } },
  },
  {
    path: "/api/assessments/{crn}/what-if", route: whatIfRoute,
    methods: { POST: { summary: "The assessment draft or stressed figures would give", description: "Nothing is recorded but the audit entry: a read-only token may call it.", answer: { schema: whatIfAssessmentSchema } } },
  },
  {
    path: "/api/companies/{crn}/decisions", route: decisionsRoute,
    methods: {
      GET: { summary: "The credit decision in force and the history it superseded", answer: { schema: decisionsAnswerSchema } },
      POST: { summary: "Record a credit decision (append-only, audited)", answer: { status: 201, schema: companyDecisionSchema }, problems: ["evidence-unavailable"] },
    },
  },
  {
    path: "/api/companies/{crn}/decisions/{id}/approval", route: approvalRoute,
    methods: { POST: { summary: "Approve or reject a decision awaiting four-eyes (a second approver; audited)", answer: { schema: companyDecisionSchema }, problems: ["already-decided", "forbidden"] } },
  },
  {
    path: "/api/companies/{crn}/notes", route: notesRoute,
    methods: {
      GET: { summary: "The team's notes on a company, newest first", answer: { schema: notesAnswerSchema } },
      POST: { summary: "Add a note (append-only, audited)", answer: { status: 201, schema: companyNoteSchema } },
    },
  },
  {
    path: "/api/companies/{crn}/ownership", route: ownershipRoute,
    methods: {
      GET: {
        summary: "The ownership graph",
        description: "depth 1–6 (default 3): the graph's nodes and edges, every gap a node of its own; or BODS 0.4 statements with format=bods.",
        answer: { schema: ownershipAnswerSchema },
      },
    },
  },
  {
    path: "/api/companies/{crn}/documents/{document}", route: serveFilingDocument(),
    methods: { GET: { summary: "One filing's document", description: "A PDF, fetched from the upstream by this server.", answer: { only: ["application/pdf"] } } },
  },
  {
    path: "/api/reports/{crn}", route: serveReport(),
    methods: { GET: { summary: "The company report an analyst files", description: "As PDF, Excel or JSON (format): the JSON is the report's data, every section with its status.", answer: { schema: reportSchema, alsoAs: ["application/pdf", XLSX] }, problems: ["reports-busy"] } },
  },
  {
    path: "/api/screening/{crn}", route: screeningRoute,
    methods: { GET: { summary: "Sanctions and PEP screening of a company", description: "The company, its officers, PSCs and owners against the lists in force, every match explained and with its reviews.", answer: { schema: reviewedScreeningSchema }, problems: ["screening-unavailable"] } },
  },
  {
    path: "/api/screening/{crn}/reviews", route: screeningReviewsRoute,
    methods: { POST: { summary: "Review one screening match", description: "False positive (with a reason) or confirmed (append-only, audited).", answer: { status: 201, schema: storedReviewSchema }, problems: ["screening-unavailable"] } },
  },
  {
    path: "/api/compare", route: compareRoute,
    methods: {
      GET: {
        summary: "Companies side by side",
        query: { companies: `2 to ${MAX_COMPANIES} company numbers separated by commas (required)`, format: "json (the default), csv or xlsx" },
        answer: { schema: compareAnswerSchema, alsoAs: ["text/csv", XLSX] }, problems: ["reports-busy"],
      },
    },
  },
  {
    path: "/api/search/companies", route: searchCompaniesRoute,
    methods: {
      GET: {
        summary: "Find companies by name, former name, number or postcode",
        query: {
          q: `a name, former name, company number or postcode, 1 to ${MAX_QUERY_LENGTH} characters (required)`,
          limit: `how many at most, 1 to ${MAX_LIMIT} (default ${DEFAULT_LIMIT})`,
          status: `one of ${SEARCH_STATUSES.join(", ")} (the default)`,
          offset: `how many to skip, 0 to ${MAX_OFFSET}: pages through the closest 500 and answers the total (absent: the typeahead's quicker ranking)`,
        },
        answer: { schema: searchResultSchema }, problems: ["directory-unavailable"],
      },
    },
  },
  {
    path: "/api/search/subsidiaries", route: subsidiariesRoute,
    methods: {
      GET: {
        summary: "The companies the directory has seen whose parent is the given company",
        query: { parent: "the parent's company number (required)", limit: `how many at most, 1 to ${MAX_SUBSIDIARIES} (default ${DEFAULT_SUBSIDIARIES})` },
        answer: { schema: subsidiariesAnswerSchema }, problems: ["directory-unavailable"],
      },
    },
  },
  {
    path: "/api/people", route: officersLinkedRoute,
    methods: {
      GET: {
        summary: "Linked-company risk of a company's officers",
        query: { company: "a company number (required)", pnr: `the officers' person numbers (directorPnr), repeated or separated by commas, at most ${MAX_PEOPLE}` },
        answer: { schema: officersLinkedAnswerSchema }, problems: ["directory-unavailable"],
      },
    },
  },
  {
    path: "/api/people/{pnr}", route: personRoute,
    methods: { GET: { summary: "A person's appointments known to this dashboard", description: "The service's count of appointments and the linked companies' risk.", answer: { schema: personAnswerSchema }, problems: ["directory-unavailable"] } },
  },
  {
    path: "/api/policy", route: policyRoute,
    methods: {
      GET: { summary: "The credit policy in force", answer: { schema: policyVersionViewSchema } },
      PUT: { summary: "Change the credit policy (admins; a new version, audited)", answer: { status: 201, schema: policyVersionViewSchema }, problems: ["version-conflict"] },
    },
  },
  {
    path: "/api/policy/versions", route: policyVersionsRoute,
    methods: { GET: { summary: "Every version of the credit policy, newest first, each with what it changed", answer: { schema: policyHistorySchema } } },
  },
  {
    path: "/api/policy/versions/{version}", route: policyVersionRoute,
    methods: { GET: { summary: "One version of the credit policy and what it changed", answer: { schema: policyVersionViewSchema } } },
  },
];
