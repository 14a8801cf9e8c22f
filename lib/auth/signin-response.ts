import "server-only";
// The answers of the sign-in routes: a session cookie and a 303 to where the user was going.
import { clearCookieHeader, cookieHeader, sessionCookieName } from "./cookies";
import { createSession } from "./sessions";
import type { User } from "./user";

export function seeOther(location: string, cookies: string[] = []): Response {
  const headers = new Headers({ location, "cache-control": "no-store" });
  for (const cookie of cookies) headers.append("set-cookie", cookie);
  return new Response(null, { status: 303, headers });
}

/** The answer is built before the session: a location that cannot be sent must not leave a session behind. */
export async function startSession(user: User, next: string, extraCookies: string[] = []): Promise<Response> {
  const response = seeOther(next, extraCookies);
  const session = await createSession(user);
  const maxAge = (session.expiresAt.getTime() - Date.now()) / 1000;
  response.headers.append("set-cookie", cookieHeader(sessionCookieName(), session.id, maxAge));
  return response;
}

export function signedOut(): Response {
  return seeOther("/signin?signedOut=1", [clearCookieHeader(sessionCookieName())]);
}
