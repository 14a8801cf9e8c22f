// GET /api/auth/oidc/start — leave for the identity provider's sign-in (single sign-on)
import { defineRoute, publicEndpoint, route } from "@/lib/api/route";
import { cookieHeader } from "@/lib/auth/cookies";
import { beginSignin, transactionCookieName } from "@/lib/auth/oidc";
import { seeOther } from "@/lib/auth/signin-response";
import { log } from "@/lib/log";

async function get(request: Request): Promise<Response> {
  try {
    const { url, cookieValue } = await beginSignin(new URL(request.url).searchParams.get("next") ?? "/");
    return seeOther(url, [cookieHeader(transactionCookieName(), cookieValue, 600)]);
  } catch (error) {
    log.error({ err: { message: (error as Error).message } }, "single sign-on could not start");
    return seeOther("/signin?error=sso");
  }
}

const defined = defineRoute({
  subject: "Single sign-on starts with GET",
  methods: { GET: publicEndpoint({ lane: "none", handler: get }) },
});

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route(defined, { GET: "public · none" });
