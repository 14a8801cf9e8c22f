// POST /api/auth/signin — sign in with a username and password from the users file (the sign-in form posts here)
import { defineRoute, publicEndpoint, route } from "@/lib/api/route";
import { problemResponse } from "@/lib/api/problem";
import { readBoundedForm } from "@/lib/api/read-body";
import { verifyPassword } from "@/lib/auth/password";
import { clientIp } from "@/lib/auth/client-ip";
import { crossSiteRefusal } from "@/lib/auth/origin-check";
import { safeNextPath } from "@/lib/auth/safe-next";
import { seeOther, startSession } from "@/lib/auth/signin-response";
import { findFileUser, toUser } from "@/lib/auth/users-file";
import { checkSignin } from "@/lib/limits/signin-limits";
import { log } from "@/lib/log";
import { countRefusal } from "@/lib/metrics/refusals";

async function post(request: Request): Promise<Response> {
  // Origin first, before a byte of the body is read.
  if (crossSiteRefusal(request)) return seeOther("/signin?error=cross-site");
  const read = await readBoundedForm(request);
  if (!read.ok) return problemResponse(read.problem);
  const { form } = read;
  const field = (name: string) => (typeof form?.get(name) === "string" ? (form.get(name) as string) : "");
  const next = safeNextPath(field("next"));
  const back = (error: string) => seeOther(`/signin?error=${error}&next=${encodeURIComponent(next)}`);

  const username = field("username").trim().slice(0, 100);
  const password = field("password").slice(0, 1000);
  const ip = clientIp(request.headers);
  const entry = username ? findFileUser(username) : undefined;
  // The attempt is taken before the password is checked, and the check may wait its turn (lib/limits/signin-limits.ts).
  const check = await checkSignin(username, ip, async () => (await verifyPassword(entry?.passwordHash, password)) && entry !== undefined);
  if ("retryAfter" in check) {
    log.warn({ user: username, ip, retryAfter: check.retryAfter }, "sign-in rate limited");
    // A redirect back to the form, not a 429: counted here, as the route builder counts every 429.
    countRefusal("signin-limited");
    const response = back("rate-limited");
    response.headers.set("retry-after", String(check.retryAfter));
    return response;
  }
  if (!check.verified || !entry) {
    log.warn({ user: username, ip, waitedMs: check.waitedMs }, "sign-in refused");
    return back("invalid");
  }
  log.info({ user: entry.username }, "signed in");
  return startSession(toUser(entry), next);
}

const defined = defineRoute({
  subject: "Sign-in posts its form",
  methods: { POST: publicEndpoint({ lane: "sign-in", handler: post }) },
});

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route(defined, { POST: "public · sign-in" });
