// DELETE /api/tokens/{id} — revoke one of the caller's own tokens (signed in: a token cannot revoke tokens)
import { problem, problemResponse } from "@/lib/api/problem";
import { defineRoute, endpoint, route } from "@/lib/api/route";
import { revokeToken } from "@/lib/auth/tokens";

const defined = defineRoute({
  subject: "A token is revoked here",
  methods: {
    DELETE: endpoint({
      lane: "store",
      handler: async ({ principal, params }) => {
        // A leaked token must not be able to revoke the owner's other tokens (and so lock out their scripts).
        if (principal.via === "token") return problemResponse(problem("token-cannot-revoke-token", "A token cannot revoke tokens: sign in to revoke one."));
        if (!(await revokeToken(principal.username, params.id ?? ""))) return problemResponse(problem("token-not-found", "You have no live token with this id."));
        return new Response(null, { status: 204 });
      },
    }),
  },
});

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route(defined, { DELETE: "signed-in · store" });
