// GET /api/tokens — the caller's personal API tokens; POST /api/tokens — create one (its secret is shown once)
import { z } from "zod";
import { problem, problemResponse } from "@/lib/api/problem";
import { defineRoute, endpoint, route } from "@/lib/api/route";
import { TOKEN_SCOPES } from "@/lib/auth/token-scope";
import { createToken, listTokens } from "@/lib/auth/tokens";

// Without a scope a token is read-write, as every token was before scopes: scripts that create tokens keep working.
const newTokenSchema = z.strictObject({
  label: z.string().trim().min(1, "must not be empty").max(100, "must be at most 100 characters"),
  scope: z.enum(TOKEN_SCOPES, { error: `must be one of ${TOKEN_SCOPES.join(", ")}` }).default("read-write"),
});

const defined = defineRoute({
  subject: "Tokens are listed and created here",
  methods: {
    GET: endpoint({ lane: "store", handler: async ({ principal }) => ({ data: { items: await listTokens(principal.username) } }) }),
    POST: endpoint({
      lane: "store",
      body: { schema: newTokenSchema, what: "token" },
      handler: async ({ principal, body }) => {
        if (principal.via === "token") return problemResponse(problem("token-cannot-create-token", "A token cannot create another token: sign in to create one."));
        const { token, summary } = await createToken(principal, body.label, body.scope);
        return { data: { token, ...summary }, status: 201 };
      },
    }),
  },
});

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route(defined, { GET: "signed-in · store", POST: "signed-in · store" });
