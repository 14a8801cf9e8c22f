import "server-only";
// Cookie or bearer token → the user, checked by every API route's wrapper and every page's guard on the server
// (never only in proxy.ts: CVE-2025-29927 showed a header can make middleware skip).
import { accessConfig } from "../config/access-config";
import { isLoopbackHost } from "../config/env-schema";
import { readCookie, sessionCookieName } from "./cookies";
import { sessionUser } from "./sessions";
import { tokenUser } from "./tokens";
import { LOCAL_USER, type Principal, type User } from "./user";
import { findFileUser, toUser } from "./users-file";

type HeaderSource = Pick<Headers, "get">;

export async function authenticate(headers: HeaderSource): Promise<Principal | null> {
  const config = accessConfig();
  // Local mode trusts the machine, not the network: a request naming another host (a DNS-rebinding page in the
  // user's own browser, say) is not the local user.
  if (config.local) return isLoopbackHost(hostName(headers.get("host"))) ? { ...LOCAL_USER, via: "local" } : null;
  const authorization = headers.get("authorization");
  if (authorization !== null) {
    // A malformed Authorization header is refused rather than falling back to the cookie.
    const bearer = /^Bearer ([\w.~+/-]+=*)$/i.exec(authorization.trim());
    const user = bearer ? await tokenUser(bearer[1]) : null;
    const principal = user ? stillAllowed(user, "token") : null;
    return principal && user ? { ...principal, scope: user.scope } : null;
  }
  const sessionId = readCookie(headers.get("cookie"), sessionCookieName());
  const user = sessionId ? await sessionUser(sessionId) : null;
  return user ? stillAllowed(user, "session") : null;
}

function hostName(host: string | null): string {
  if (!host) return "";
  return host.startsWith("[") ? host.slice(0, host.indexOf("]") + 1) : host.replace(/:\d+$/, "");
}

/** A users-file user removed from the file loses access at once, and a changed role applies at once. */
function stillAllowed(user: User, via: Principal["via"]): Principal | null {
  if (user.origin === "file") {
    const entry = findFileUser(user.username);
    return entry ? { ...toUser(entry), via } : null;
  }
  // A single sign-on role was decided at sign-in from claims the row does not keep (verified e-mail, subject), so it
  // cannot be recomputed here: it holds until the session or token expires (SESSION_HOURS, TOKEN_DAYS).
  if (user.origin === "oidc") return accessConfig().oidc ? { ...user, via } : null;
  return null;
}
