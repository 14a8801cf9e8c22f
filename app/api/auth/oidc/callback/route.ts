// GET /api/auth/oidc/callback — the identity provider's answer: check it and open a session
import { defineRoute, publicEndpoint, route } from "@/lib/api/route";
import { clearCookieHeader } from "@/lib/auth/cookies";
import { completeSignin, transactionCookieName } from "@/lib/auth/oidc";
import { seeOther, startSession } from "@/lib/auth/signin-response";
import { log } from "@/lib/log";

async function get(request: Request): Promise<Response> {
  const clear = clearCookieHeader(transactionCookieName());
  try {
    const { user, next } = await completeSignin(request);
    log.info({ user: user.username }, "signed in with single sign-on");
    return await startSession(user, next, [clear]);
  } catch (error) {
    log.warn({ err: { message: (error as Error).message } }, "single sign-on refused");
    return seeOther("/signin?error=sso", [clear]);
  }
}

const defined = defineRoute({
  subject: "The identity provider answers with GET",
  methods: { GET: publicEndpoint({ lane: "none", handler: get }) },
});

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route(defined, { GET: "public · none" });
