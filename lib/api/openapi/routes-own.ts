// The routes a route file defines itself (sign-in, health, readiness, metrics, tokens, the audit trail), whose rules
// are stated here as the route file states them (routes.test.ts holds the two to being the same), and this
// description's own routes (lib/api/openapi/serve.ts: naming them here would make the description import itself);
// what each method does.
import { auditPageSchema } from "../../audit/audit-answer";
import { auditFilterSchema } from "../../audit/audit-filter";
import { newTokenSchema } from "../../auth/new-token";
import { createdTokenSchema, tokenListSchema } from "../../auth/token-answers";
import { exportQueueAnswerSchema } from "../../report/export-queue-answer";
import { healthSchema, readinessAnswerSchema } from "../../resilience/readiness-answer";
import type { DescribedRoute } from "./described";

const HTML_OR_JSON = "Form posts are redirected (303); a script is answered as the problem says.";

export const OWN_ROUTES: readonly DescribedRoute[] = [
  {
    path: "/api/auth/signin",
    methods: {
      POST: {
        summary: "Sign in with a username and password", description: `The sign-in form posts here; the session cookie is set on success. ${HTML_OR_JSON}`,
        rule: "public · sign-in", form: { username: "the username", password: "the password", next: "the page to go to after signing in" },
        answer: { status: 303 }, problems: ["cross-site-request", "rate-limited", "body-too-large", "unsupported-media-type"],
      },
    },
  },
  {
    path: "/api/auth/signout",
    methods: {
      POST: {
        summary: "End this browser's session", description: "With scope=everywhere, every session of the user ends.",
        rule: "public · none", form: { scope: "everywhere: end every session of the user" }, answer: { status: 303 }, problems: ["cross-site-request", "body-too-large", "unsupported-media-type"],
      },
    },
  },
  {
    path: "/api/auth/oidc/start",
    methods: { GET: { summary: "Leave for the identity provider's sign-in (single sign-on)", rule: "public · none", query: { next: "the page to go to after signing in" }, answer: { status: 303 } } },
  },
  {
    path: "/api/auth/oidc/callback",
    methods: { GET: { summary: "The identity provider's answer: check it and open a session", rule: "public · none", query: { code: "from the identity provider", state: "from the identity provider" }, answer: { status: 303 } } },
  },
  {
    path: "/api/health",
    methods: { GET: { summary: "Liveness of this server", description: "Does not call the data service; anyone may ask.", rule: "public · none", answer: { schema: healthSchema } } },
  },
  {
    path: "/api/ready",
    methods: {
      GET: {
        summary: "Readiness: the data service answers this server's key and the store is reachable",
        description: "503 when not. Anonymous callers learn only ready or not; the checks are for an admin or the metrics scraper.",
        rule: "public · readiness", answer: { schema: readinessAnswerSchema, description: "Ready", alsoStatuses: { 503: "Not ready: the same answer, status not-ready" } },
        problems: ["rate-limited"],
      },
    },
  },
  {
    path: "/api/metrics",
    methods: { GET: { summary: "Prometheus metrics of this server", description: "For a scraper holding METRICS_TOKEN (as a bearer token).", rule: "public · none", answer: { only: ["text/plain"] }, problems: ["unauthenticated", "not-found"] } },
  },
  {
    path: "/api/tokens",
    methods: {
      GET: { summary: "The caller's personal API tokens", rule: "signed-in · store", answer: { schema: tokenListSchema } },
      POST: { summary: "Create a personal API token", description: "Its secret is shown once. Signed in only: a token cannot create tokens.", rule: "signed-in · store", body: newTokenSchema, answer: { status: 201, schema: createdTokenSchema }, problems: ["token-cannot-create-token"] },
    },
  },
  {
    path: "/api/tokens/{id}",
    methods: { DELETE: { summary: "Revoke one of the caller's own tokens", description: "Signed in only: a token cannot revoke tokens.", rule: "signed-in · store", answer: { status: 204 }, problems: ["token-cannot-revoke-token", "token-not-found"] } },
  },
  {
    path: "/api/audit",
    methods: {
      GET: {
        summary: "The whole audit trail (admins)", description: "Filtered by user, company, operation and dates; format=csv to export.",
        rule: "admin only · exports queue", query: auditFilterSchema, answer: { schema: auditPageSchema, alsoAs: ["text/csv"] }, problems: ["audit-unavailable", "reports-busy"],
      },
    },
  },
  {
    path: "/api/history",
    methods: {
      GET: {
        summary: "The caller's own lookups from the audit trail", description: "With the same filters and CSV export.",
        rule: "signed-in · exports queue", query: auditFilterSchema, answer: { schema: auditPageSchema, alsoAs: ["text/csv"] }, problems: ["audit-unavailable", "reports-busy"],
      },
    },
  },
  {
    path: "/api/openapi.json",
    methods: { GET: { summary: "This description (OpenAPI 3.1)", description: "Public: a developer reads it before having a token. JSON with a strong ETag.", rule: "public · none" } },
  },
  {
    path: "/api/docs",
    methods: { GET: { summary: "The API's reference page", description: "This description rendered in the browser.", rule: "public · none", answer: { only: ["text/html"] } } },
  },
  {
    path: "/api/docs/scalar.js",
    methods: { GET: { summary: "The reference page's viewer (a script)", rule: "public · none", answer: { only: ["text/javascript"] } } },
  },
  {
    path: "/api/exports/queue",
    methods: { GET: { summary: "The caller's own exports: running, and waiting with their place", rule: "signed-in · none", answer: { schema: exportQueueAnswerSchema } } },
  },
];
