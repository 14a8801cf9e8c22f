// OPTIONS advertises only what a route serves: every route of the route table (read from app/) is asked OPTIONS,
// each method its Allow leaves out must answer 405 with the same Allow, and each method it lists must not answer 405.
// Writes are sent cross-site, so a served one is refused (403) before it does anything.
import { describe, expect, inject, it } from "vitest";
import { rawRequest } from "./http";
import { fill, METHODS, OPERATION_PATHS, ROUTE_TEMPLATES, UNKNOWN_API_ROUTE } from "./routes";

const ALL = [...METHODS, "HEAD"] as const;
const methodsOf = (allow: string | undefined) => (allow ?? "").split(",").map((method) => method.trim()).filter(Boolean);

describe("OPTIONS and Allow", () => {
  it("every route's OPTIONS lists only the methods it serves, and its 405s carry the same Allow", { timeout: 120_000 }, async () => {
    const bff = inject("bffUrl");
    const failures: string[] = [];
    // The unknown-path route serves nothing, so it describes nothing: its OPTIONS is a 404 (unknown-paths.test.ts).
    for (const path of ROUTE_TEMPLATES.filter((template) => template !== UNKNOWN_API_ROUTE).map((template) => fill(template))) {
      const options = await rawRequest(bff, path, "OPTIONS");
      const allow = options.headers.allow;
      if (options.status !== 204 || !allow) {
        failures.push(`${path}: OPTIONS answered ${options.status} with Allow ${allow}`);
        continue;
      }
      const listed = methodsOf(allow);
      if (!listed.includes("OPTIONS")) failures.push(`${path}: Allow ${allow} leaves out OPTIONS`);
      for (const method of ALL) {
        const write = !["GET", "HEAD"].includes(method);
        const answer = await rawRequest(bff, path, method, write ? { origin: "https://evil.example", "content-type": "application/json" } : {});
        if (listed.includes(method) && answer.status === 405) failures.push(`${path}: ${method} is in Allow (${allow}) but answered 405`);
        if (!listed.includes(method) && (answer.status !== 405 || answer.headers.allow !== allow)) {
          failures.push(`${path}: ${method} is not in Allow (${allow}) but answered ${answer.status} with Allow ${answer.headers.allow}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("the 20 operations, read-only upstream calls, allow GET (and its HEAD) only", async () => {
    const bff = inject("bffUrl");
    for (const path of OPERATION_PATHS) {
      const options = await rawRequest(bff, path.split("?")[0], "OPTIONS");
      expect(methodsOf(options.headers.allow).sort(), path).toEqual(["GET", "HEAD", "OPTIONS"]);
    }
  });
});
