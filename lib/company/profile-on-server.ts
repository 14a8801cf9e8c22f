import "server-only";
// The company page's profile, looked up while the page renders on the server, so that its header arrives in the
// page's HTML instead of after hydration and a browser round trip (the header is the page's largest paint). The
// lookup is the BFF's own route handler (lib/company/profile-route.ts, which the route file serves), called
// in-process with the visitor's request headers: the same sign-in, rate limits, input rules, cache, normalisation,
// directory learning and audit record as the browser's GET /api/companies/{crn}, and the browser then reads the
// answer from its query cache instead of asking again.
import { headers } from "next/headers";
import { companyProfileRoute } from "@/lib/company/profile-route";
import { STALE_HEADER, STORED_AT_HEADER } from "@/lib/resilience/outcome-headers";
import type { OperationResult } from "@/lib/upstream/operations";

/** What the browser's fetch of the same path would have received, handed to the company shell. */
export type ServerProfile =
  | { kind: "ok"; path: string; profile: OperationResult<"companyProfile">; fetchedAt: number; stale: { storedAt: string } | null }
  | { kind: "problem"; path: string; status: number; code: string; title: string; detail: string };

export function profilePath(crn: string): string {
  return `/api/companies/${encodeURIComponent(crn)}`;
}

export async function profileOnServer(crn: string): Promise<ServerProfile> {
  const incoming = await headers();
  const path = profilePath(crn);
  const forwarded = new Headers(incoming);
  forwarded.set("accept", "application/json");
  // The route reads only its URL's path and query; the host is the one the visitor reached.
  const request = new Request(new URL(path, `http://${incoming.get("host") ?? "localhost"}`), { headers: forwarded });
  const response = await companyProfileRoute.handlers.GET(request, { params: Promise.resolve({ crn }) });
  const body: unknown = await response.json().catch(() => null);
  if (response.ok && body) {
    const stale = response.headers.get(STALE_HEADER) === "1" ? { storedAt: response.headers.get(STORED_AT_HEADER) ?? "" } : null;
    return { kind: "ok", path, profile: body as OperationResult<"companyProfile">, fetchedAt: Date.now(), stale };
  }
  const problem = (body ?? {}) as Partial<Record<"code" | "title" | "detail", string>>;
  return {
    kind: "problem", path, status: response.status,
    code: problem.code ?? "http-error", title: problem.title ?? `Request failed (${response.status})`,
    detail: problem.detail ?? `The server answered ${response.status}.`,
  };
}

/**
 * The profile if the server has it within `ms`; otherwise undefined, and the page goes without it (the lookup still
 * finishes and is recorded; the browser's own request then meets it in the BFF's cache or in flight).
 */
export async function profileOnServerWithin(crn: string, ms: number): Promise<ServerProfile | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  try {
    return await Promise.race([profileOnServer(crn), late]);
  } finally {
    clearTimeout(timer);
  }
}
