// Next 16's proxy (formerly middleware): the Content-Security-Policy with a fresh nonce per request, and HSTS over
// HTTPS. It checks nobody: sessions are checked in the API wrapper and the page guard (CVE-2025-29927 made a header
// skip middleware), so a skipped proxy costs the nonce and the way back after sign-in, never access.
import { NextResponse, type NextRequest } from "next/server";
import { REQUEST_PATH_HEADER } from "@/lib/auth/page-guard-header";
import { isDevelopment, serverEnv } from "@/lib/config/env";

let https: boolean | undefined;

export function proxy(request: NextRequest) {
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
  const dev = isDevelopment();
  const csp = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ""}`,
    // Charts and Next's own loading states set style attributes; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");

  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("content-security-policy", csp);
  requestHeaders.set("x-nonce", nonce);
  requestHeaders.set(REQUEST_PATH_HEADER, request.nextUrl.pathname + request.nextUrl.search);

  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("content-security-policy", csp);
  https ??= serverEnv().PUBLIC_URL?.startsWith("https:") ?? false;
  if (https) response.headers.set("strict-transport-security", "max-age=63072000; includeSubDomains");
  return response;
}

// Pages only: API answers are JSON, which runs no script and needs no nonce (next.config.mjs gives them a CSP that
// allows nothing), and skipping the proxy saves every lookup a pass through it.
export const config = {
  matcher: [{ source: "/((?!api/|_next/static|_next/image|icon.svg|favicon.ico|robots.txt).*)" }],
};
