import "server-only";
// The session cookie: HttpOnly, SameSite=Lax (the single sign-on callback arrives as a cross-site navigation), and
// over HTTPS `Secure` with the `__Host-` prefix, which also pins it to this host and path `/`.
import { accessConfig } from "../config/access-config";

export function sessionCookieName(): string {
  return accessConfig().https ? "__Host-dd-session" : "dd-session";
}

export function cookieHeader(name: string, value: string, maxAgeSeconds: number): string {
  const secure = accessConfig().https ? "; Secure" : "";
  return `${name}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}${secure}`;
}

export function clearCookieHeader(name: string): string {
  return cookieHeader(name, "", 0);
}

export function readCookie(cookieHeaderValue: string | null, name: string): string | undefined {
  if (!cookieHeaderValue) return undefined;
  for (const part of cookieHeaderValue.split(";")) {
    const index = part.indexOf("=");
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim() || undefined;
  }
  return undefined;
}
