// What the token routes answer (GET and POST /api/tokens), written once: the routes' types come from these schemas
// (z.infer) and the API's description (lib/api/openapi) reads them.
import { z } from "zod";
import { TOKEN_SCOPES } from "./token-scope";

const instant = z.iso.datetime().describe("An instant, ISO 8601 in UTC");

export const tokenSummarySchema = z.object({
  id: z.string(),
  label: z.string(),
  createdAt: instant,
  expiresAt: instant,
  lastUsedAt: instant.nullable(),
  revokedAt: instant.nullable(),
  scope: z.enum(TOKEN_SCOPES),
});
export type TokenSummary = z.infer<typeof tokenSummarySchema>;

/** GET /api/tokens: the caller's tokens, newest first. */
export const tokenListSchema = z.object({ items: z.array(tokenSummarySchema) });
export type TokenList = z.infer<typeof tokenListSchema>;

/** POST /api/tokens: the new token, its secret shown this once. */
export const createdTokenSchema = tokenSummarySchema.extend({ token: z.string().describe("The token's secret: send it as 'Authorization: Bearer <token>'. Shown once.") });
export type CreatedToken = z.infer<typeof createdTokenSchema>;
