// Every route and page of the app, read from app/ (`app/**/route.ts`, `app/**/page.tsx`), so that a new one is swept
// and fuzzed on its own; plus one example request per route, its dynamic segments filled with known values.
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { DEMO_CHARGE_DATE_RANGE, DEMO_COMMODITY_CODE, DEMO_TITLE_NUMBER } from "../../sandbox/demo-companies";
import { operations } from "../../lib/upstream/operations";

const APP = path.resolve(import.meta.dirname, "../../app");

/** Templates of the files named by `file` under app/: `/companies/[crn]/officers`, `/api/tokens/[id]`, … */
function templates(file: RegExp, dir = APP, prefix = ""): string[] {
  return readdirSync(dir).sort().flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      // Route groups `(dashboard)` add nothing to the URL.
      const segment = /^\(.*\)$/.test(name) ? "" : `/${name}`;
      return templates(file, full, prefix + segment);
    }
    return file.test(name) ? [prefix || "/"] : [];
  });
}

export const ROUTE_TEMPLATES = templates(/^route\.tsx?$/);
export const PAGE_TEMPLATES = templates(/^page\.tsx?$/);

/** The one route that answers any /api path no other route serves (a 404 problem for every method, OPTIONS too). */
export const UNKNOWN_API_ROUTE = "/api/[...path]";
/**
 * Routes anyone may call: liveness and readiness, metrics (its own token), the ways in and out, unknown paths' 404,
 * and the API's description and reference page (a developer reads them before having a token).
 */
export const PUBLIC_ROUTES = [UNKNOWN_API_ROUTE, "/api/auth/oidc/callback", "/api/auth/oidc/start", "/api/auth/signin", "/api/auth/signout", "/api/docs", "/api/docs/scalar.js", "/api/health", "/api/metrics", "/api/openapi.json", "/api/ready"];
/** Sign-in, and the pages a problem's `type` names (a script's author follows them without a session). */
export const PUBLIC_PAGES = ["/problems/[code]", "/signin"];

/** A value for each dynamic segment that the sandbox knows (a watchlist id no one has). */
export const SEGMENT_EXAMPLES: Record<string, string> = {
  code: "not-found", path: "no-such-route", crn: "09990001", title: DEMO_TITLE_NUMBER, codes: DEMO_COMMODITY_CODE, id: "00000000-0000-4000-8000-000000000000", document: "MzAwMDAwMDAwMQ", version: "1",
  // The first officer of the sandbox's first company (sandbox/generate/officers.ts numbers them by company).
  pnr: "1000",
};

export function fill(template: string, values: Record<string, string> = SEGMENT_EXAMPLES): string {
  return template.replace(/\[(?:\.\.\.)?(\w+)\]/g, (_, name: string) => {
    if (!(name in values)) throw new Error(`No example value for the segment [${name}] of ${template}: add one to SEGMENT_EXAMPLES`);
    return encodeURIComponent(values[name]);
  });
}

/** Every route that needs a signed-in caller, as an example path. */
export const SIGNED_IN_ROUTES = ROUTE_TEMPLATES.filter((template) => !PUBLIC_ROUTES.includes(template)).map((template) => fill(template));

/** Every page behind sign-in, as an example path. */
export const PAGE_PATHS = PAGE_TEMPLATES.filter((template) => !PUBLIC_PAGES.includes(template)).map((template) => fill(template));

/** One example request per upstream operation, built from the operations table, with the query its rules need. */
export const OPERATION_PATHS: string[] = Object.values(operations).map((operation) => {
  const path = "/api" + fill(operation.path.replace(/\{(\w+)\}/g, "[$1]"));
  return operation.path === "/charges/registered-by-date" ? `${path}?${new URLSearchParams(DEMO_CHARGE_DATE_RANGE)}` : path;
});

/** Requests beside the bare paths: the ones whose answer differs by query (an export, a search). */
export const QUERY_PATHS = [
  "/api/audit?format=csv", "/api/search/companies?q=harbour", "/api/search/subsidiaries?parent=09990019",
  "/api/reports/09990001?format=json", "/api/compare?companies=1,2",
  "/api/people?company=09990001&pnr=1000,1001",
];

export const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
