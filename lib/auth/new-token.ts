// The body of POST /api/tokens, in lib so that the route and the API's description (lib/api/openapi) read this one
// schema. Without a scope a token is read-write, as every token was before scopes: scripts that create tokens keep working.
import { z } from "zod";
import { TOKEN_SCOPES } from "./token-scope";

export const newTokenSchema = z.strictObject({
  label: z.string().trim().min(1, "must not be empty").max(100, "must be at most 100 characters"),
  scope: z.enum(TOKEN_SCOPES, { error: `must be one of ${TOKEN_SCOPES.join(", ")}` }).default("read-write"),
});
