import "server-only";
// The server-side check for pages, called by the signed-in layout and by each page that needs a role. Without a
// session the visitor goes to sign-in and comes back to the same path afterwards.
import { forbidden, redirect } from "next/navigation";
import { headers } from "next/headers";
import { cache } from "react";
import { authenticate } from "./authenticate";
import { REQUEST_PATH_HEADER } from "./page-guard-header";
import { safeNextPath } from "./safe-next";
import type { Principal, Role } from "./user";

// Once per request: the layout and the page each check (they render in parallel, so both must), and React's cache
// lets them share one session lookup.
const currentPrincipal = cache(async () => authenticate(await headers()));

export async function requireUser(options: { role?: Role } = {}): Promise<Principal> {
  const requestHeaders = await headers();
  const principal = await currentPrincipal();
  if (!principal) {
    redirect(`/signin?next=${encodeURIComponent(safeNextPath(requestHeaders.get(REQUEST_PATH_HEADER)))}`);
  }
  if (options.role === "admin" && principal.role !== "admin") forbidden();
  return principal;
}
