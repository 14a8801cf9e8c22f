// What a personal API token may do. Read-only: every lookup and report (GET, and the POSTs that change nothing, like
// the what-if assessment). Read-write: decisions, notes, watchlists and every other write as well. A token is never
// more than its user: the role still decides the rest. Tokens made before scopes keep their power (migration 015).
export const TOKEN_SCOPES = ["read-only", "read-write"] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

export const TOKEN_SCOPE_LABELS: Record<TokenScope, string> = {
  "read-only": "Read-only: lookups and reports",
  "read-write": "Read-write: also decisions, notes and watchlists",
};
