// What each problem code means to the person reading it: what happened and what to do. A problem's `type` is
// /problems/{code} (./problem.ts) and that page (app/problems/[code]/page.tsx) reads this table, so a code added to
// ./problem-codes.ts without its words here fails the type check (the table is keyed by ProblemCode) and its test.
import type { ProblemCode } from "./problem-codes";

export interface ProblemExplanation {
  happened: string;
  todo: string;
}

export const PROBLEM_EXPLANATIONS: Record<ProblemCode, ProblemExplanation> = {
  "bad-request": {
    happened: "The request could not be read as HTTP: a malformed line or header reached the server.",
    todo: "Send a well-formed HTTP/1.1 request; a proxy or client library that rewrites requests may be at fault.",
  },
  "bad-request-target": {
    happened: "The path or query holds characters that must be percent-encoded, or is not a path at all.",
    todo: "Percent-encode the path and query (encodeURIComponent for each part) and send an origin-form target such as /api/companies/01234567.",
  },
  "bad-percent-encoding": {
    happened: "A percent-escape in the path or query does not decode to UTF-8 text.",
    todo: "Encode each path segment and query value as UTF-8 before percent-encoding it.",
  },
  "invalid-parameter": {
    happened: "A path or query parameter is missing or outside its rules; the detail and `parameter` name it.",
    todo: "Correct the named parameter (the detail says what it must be) and send the request again.",
  },
  "invalid-body": {
    happened: "The JSON body is not valid JSON, not an object, or a field breaks its rule; the detail names the field.",
    todo: "Correct the named field; unknown fields are refused too, so send only the documented ones.",
  },
  unauthenticated: {
    happened: "The request carries no valid session and no valid personal API token.",
    todo: "Sign in, or send a personal API token as 'Authorization: Bearer <token>' (create one under Account). An expired or revoked token needs a new one.",
  },
  "cross-site-request": {
    happened: "A request that changes something came from another site (its Origin or Sec-Fetch-Site is not this dashboard).",
    todo: "Send writes from the dashboard itself, or from a script with a bearer token and no cross-site Origin header.",
  },
  forbidden: {
    happened: "You are signed in, but your role or your token's scope does not allow this; the detail says which.",
    todo: "Ask an admin for the role, or use a token whose scope allows it (a read-only token can look up and report, not write).",
  },
  "token-cannot-create-token": {
    happened: "A personal API token was used to create another token.",
    todo: "Create tokens while signed in to the dashboard, on the Account screen.",
  },
  "token-cannot-revoke-token": {
    happened: "A personal API token was used to revoke a token.",
    todo: "Revoke tokens while signed in to the dashboard, on the Account screen.",
  },
  "token-read-only": {
    happened: "A read-only personal API token was used for a write (a decision, note, watchlist change, review). The problem's `requiredScope` names the scope the write needs: read-write.",
    todo: "Create a read-write token on the Account screen for scripts that write; keep read-only tokens for lookups and reports.",
  },
  "not-found": {
    happened: "Nothing is at this address: the path names no API route, or the record it names does not exist.",
    todo: "Check the path against the API's routes and the identifier (a company number has 8 characters).",
  },
  "token-not-found": {
    happened: "No token of yours has this id; it may have been revoked already.",
    todo: "List your tokens (GET /api/tokens) and use an id from that list.",
  },
  "method-not-allowed": {
    happened: "This route does not serve the method used; the Allow header lists those it does.",
    todo: "Use one of the methods in the Allow header (OPTIONS on the route lists them too).",
  },
  "request-timeout": {
    happened: "The request's headers or body did not arrive within the server's time limit.",
    todo: "Send the whole request promptly; check for a stalled connection or proxy.",
  },
  "version-conflict": {
    happened: "What you changed was changed by someone else since you read it.",
    todo: "Read it again, apply your change to the current version, and send it with the new version.",
  },
  "already-decided": {
    happened: "The company already has an approval or rejection in force; a second one is refused.",
    todo: "Read the decision in force; supersede it through the decision's own flow if policy allows.",
  },
  "limit-reached": {
    happened: "A configured limit (e.g. companies per watchlist, watchlists per user) is reached.",
    todo: "Remove something first, or ask an admin to raise the limit; the detail names it.",
  },
  "body-too-large": {
    happened: "The request body is larger than this server accepts.",
    todo: "Send a smaller body; split a large list into several requests.",
  },
  "uri-too-long": {
    happened: "The path or query is longer than this server accepts.",
    todo: "Shorten the query (fewer values per request), or split the request.",
  },
  "unsupported-media-type": {
    happened: "The body was not sent as application/json.",
    todo: "Send the body as JSON with 'Content-Type: application/json'.",
  },
  "rate-limited": {
    happened: "Too many requests from your user or address in a short time.",
    todo: "Wait the seconds the Retry-After header gives, then retry; pace scripts below the limit.",
  },
  "reports-busy": {
    happened: "Too many reports or exports are being made at once.",
    todo: "Wait the seconds the Retry-After header gives, then ask again.",
  },
  "headers-too-large": {
    happened: "The request's headers are larger than this server accepts.",
    todo: "Send fewer or smaller headers (large cookies are the usual cause: clear them).",
  },
  "internal-error": {
    happened: "Something failed inside this server; the detail carries the request id.",
    todo: "Retry later; if it persists, give the request id to your administrator, who can find it in the logs.",
  },
  "upstream-credentials-refused": {
    happened: "The Company Data Lookup Service refused this dashboard's API key.",
    todo: "Nothing you can change: tell your administrator, who must renew or correct the key.",
  },
  "upstream-failed": {
    happened: "The Company Data Lookup Service answered with an error.",
    todo: "Retry in a little while; if it persists, the service may be having trouble.",
  },
  "upstream-unreadable": {
    happened: "The Company Data Lookup Service answered, but not in the shape its specification promises.",
    todo: "Retry later; if it persists, tell your administrator (the log names what did not match).",
  },
  "audit-unavailable": {
    happened: "The audit trail could not record this action, so it was not done.",
    todo: "Retry shortly; if it persists, tell your administrator (the audit store may be full or unreachable).",
  },
  "directory-unavailable": {
    happened: "The company directory (this dashboard's own store of known companies) could not be read.",
    todo: "Retry shortly; if it persists, tell your administrator.",
  },
  "evidence-unavailable": {
    happened: "A decision must be stored with the evidence it was based on, and that evidence could not be gathered.",
    todo: "Retry when the data service answers again; the decision was not recorded.",
  },
  "screening-unavailable": {
    happened: "No sanctions or PEP screening list is loaded on this server, so no screening answer can be given.",
    todo: "Ask your administrator to load a list (npm run screening:load); a missing list is never reported as 'clear'.",
  },
  "server-busy": {
    happened: "This server has too much work in flight to take this request.",
    todo: "Wait the seconds the Retry-After header gives, then retry.",
  },
  "upstream-down": {
    happened: "The Company Data Lookup Service is not answering (its circuit breaker is open or it refused to connect).",
    todo: "Retry after the Retry-After header's seconds; cached answers are served where the dashboard has them.",
  },
  "upstream-timeout": {
    happened: "The Company Data Lookup Service did not answer within the time limit.",
    todo: "Retry in a little while; large companies take longer, so a retry often succeeds.",
  },
};

