// GET /api/tokens — the caller's personal API tokens; POST /api/tokens — create one (its secret is shown once)
import { z } from "zod";
import { problem, problemResponse } from "@/lib/api/problem";
import { readBoundedJson } from "@/lib/api/read-body";
import { json, withApi } from "@/lib/api/with-api";
import { createToken, listTokens } from "@/lib/auth/tokens";

const newTokenSchema = z.strictObject({ label: z.string().trim().min(1, "must not be empty").max(100, "must be at most 100 characters") });

export const GET = withApi(async ({ principal }) => json({ items: await listTokens(principal.username) }));

export const POST = withApi(async ({ request, principal }) => {
  if (principal.via === "token") {
    return problemResponse(problem("token-cannot-create-token", "A token cannot create another token: sign in to create one."));
  }
  const body = await readBoundedJson(request);
  if (!body.ok) return problemResponse(body.problem);
  const parsed = newTokenSchema.safeParse(body.value);
  if (!parsed.success) {
    return problemResponse(problem("invalid-parameter", `label ${parsed.error.issues[0]?.message ?? "is required"}.`, { parameter: "label" }));
  }
  const { token, summary } = await createToken(principal, parsed.data.label);
  return json({ token, ...summary }, 201);
});
