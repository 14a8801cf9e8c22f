// Every problem this server answers, by its stable code: the status it always carries and its one title. A code is
// the browser's and a script's switch, so one situation has one code (a missing sign-in is always
// "unauthenticated"), and a title names the code, never one request: what differs goes in the detail.
export const PROBLEM_CODES = {
  "bad-request": { status: 400, title: "Bad request" },
  "bad-request-target": { status: 400, title: "Bad request target" },
  "bad-percent-encoding": { status: 400, title: "Bad percent-encoding" },
  "invalid-parameter": { status: 400, title: "Invalid request parameter" },
  "invalid-body": { status: 400, title: "Invalid request body" },
  unauthenticated: { status: 401, title: "Sign-in required" },
  "cross-site-request": { status: 403, title: "Cross-site request refused" },
  forbidden: { status: 403, title: "Not allowed" },
  "token-cannot-create-token": { status: 403, title: "A token cannot create tokens" },
  "token-cannot-revoke-token": { status: 403, title: "A token cannot revoke tokens" },
  "not-found": { status: 404, title: "Not found" },
  "token-not-found": { status: 404, title: "No such token" },
  "method-not-allowed": { status: 405, title: "Method not allowed" },
  "request-timeout": { status: 408, title: "Request timeout" },
  "version-conflict": { status: 409, title: "Changed since it was read" },
  "already-decided": { status: 409, title: "Already approved or rejected" },
  "body-too-large": { status: 413, title: "Request body too large" },
  "uri-too-long": { status: 414, title: "Request too long" },
  "unsupported-media-type": { status: 415, title: "Unsupported media type" },
  "rate-limited": { status: 429, title: "Too many requests" },
  "reports-busy": { status: 429, title: "Too many reports in progress" },
  "headers-too-large": { status: 431, title: "Request headers too large" },
  "internal-error": { status: 500, title: "Internal error" },
  "upstream-credentials-refused": { status: 502, title: "The data service refused this server's credentials" },
  "upstream-failed": { status: 502, title: "The data service failed" },
  "upstream-unreadable": { status: 502, title: "The data service's answer did not match its specification" },
  "audit-unavailable": { status: 503, title: "Audit trail unavailable" },
  "directory-unavailable": { status: 503, title: "Company directory unavailable" },
  "evidence-unavailable": { status: 503, title: "No decision without its evidence" },
  "server-busy": { status: 503, title: "This server is busy" },
  "upstream-down": { status: 503, title: "The data service is not answering" },
  "upstream-timeout": { status: 504, title: "The data service did not answer in time" },
} as const satisfies Record<string, { status: number; title: string }>;

export type ProblemCode = keyof typeof PROBLEM_CODES;
