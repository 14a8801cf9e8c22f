// DELETE /api/tokens/{id} — revoke one of the caller's own tokens
import { problem, problemResponse } from "@/lib/api/problem";
import { withApi } from "@/lib/api/with-api";
import { revokeToken } from "@/lib/auth/tokens";

export const DELETE = withApi(async ({ principal, params }) => {
  if (!(await revokeToken(principal.username, params.id ?? ""))) {
    return problemResponse(problem(404, "token-not-found", "No such token", "You have no live token with this id."));
  }
  return new Response(null, { status: 204 });
});
