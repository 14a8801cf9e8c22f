// POST /api/auth/signin — sign in with a username and password from the users file (the sign-in form posts here)
import { verifyPassword } from "@/lib/auth/password";
import { clientIp } from "@/lib/auth/client-ip";
import { crossSiteRefusal } from "@/lib/auth/origin-check";
import { safeNextPath } from "@/lib/auth/safe-next";
import { seeOther, startSession } from "@/lib/auth/signin-response";
import { findFileUser, toUser } from "@/lib/auth/users-file";
import { limitSignin } from "@/lib/limits/rate-limits";
import { log } from "@/lib/log";

export async function POST(request: Request): Promise<Response> {
  const form = await request.formData().catch(() => null);
  const field = (name: string) => (typeof form?.get(name) === "string" ? (form.get(name) as string) : "");
  const next = safeNextPath(field("next"));
  const back = (error: string) => seeOther(`/signin?error=${error}&next=${encodeURIComponent(next)}`);
  if (crossSiteRefusal(request)) return back("cross-site");

  const username = field("username").trim().slice(0, 100);
  const password = field("password").slice(0, 1000);
  const retryAfter = await limitSignin(username, clientIp(request.headers));
  if (retryAfter !== null) {
    const response = back("rate-limited");
    response.headers.set("retry-after", String(retryAfter));
    return response;
  }
  const entry = username ? findFileUser(username) : undefined;
  if (!(await verifyPassword(entry?.passwordHash, password)) || !entry) {
    log.warn({ user: username, ip: clientIp(request.headers) }, "sign-in refused");
    return back("invalid");
  }
  log.info({ user: entry.username }, "signed in");
  return startSession(toUser(entry), next);
}
