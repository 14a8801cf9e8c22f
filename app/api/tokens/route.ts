// GET /api/tokens — the caller's personal API tokens; POST /api/tokens — create one (its secret is shown once)
import { problem, problemResponse } from "@/lib/api/problem";
import { defineRoute, endpoint, route } from "@/lib/api/route";
import { newTokenSchema } from "@/lib/auth/new-token";
import type { CreatedToken, TokenList } from "@/lib/auth/token-answers";
import { createToken, listTokens } from "@/lib/auth/tokens";

const defined = defineRoute({
  subject: "Tokens are listed and created here",
  methods: {
    GET: endpoint({ lane: "store", handler: async ({ principal }) => ({ data: { items: await listTokens(principal.username) } satisfies TokenList }) }),
    POST: endpoint({
      lane: "store",
      body: { schema: newTokenSchema, what: "token" },
      handler: async ({ principal, body }) => {
        if (principal.via === "token") return problemResponse(problem("token-cannot-create-token", "A token cannot create another token: sign in to create one."));
        const { token, summary } = await createToken(principal, body.label, body.scope);
        return { data: { token, ...summary } satisfies CreatedToken, status: 201 };
      },
    }),
  },
});

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route(defined, { GET: "signed-in · store", POST: "signed-in · store" });
