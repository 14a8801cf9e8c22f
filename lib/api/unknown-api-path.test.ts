// An /api path no route serves answers the API's problem+json 404 for every method, counted under one label.
import { describe, expect, it } from "vitest";
import { metrics } from "../metrics/metrics";
import { pathTemplate } from "./route-guards";
import { unknownApiPath } from "./unknown-api-path";

const context = { params: Promise.resolve({ path: ["no", "such"] }) };

describe("unknown /api paths", () => {
  it.each(["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const)("%s answers 404 problem+json", async (method) => {
    const answer = await unknownApiPath.handlers[method](new Request("http://localhost/api/no/such", { method }), context);
    expect(answer.status).toBe(404);
    expect(answer.headers.get("content-type")).toBe("application/problem+json");
    expect(answer.headers.get("x-request-id")).toBeTruthy();
    expect(await answer.json()).toMatchObject({ status: 404, code: "not-found", type: "/problems/not-found", detail: expect.stringContaining("/api/no/such") });
  });

  it("is counted under one label, whatever the path (one series, not one per guessed path)", async () => {
    await unknownApiPath.handlers.GET(new Request("http://localhost/api/guess-1"), context);
    const counted = (await metrics().requests.get()).values.filter((value) => value.labels.operation === "unknown-path");
    expect(counted.reduce((sum, value) => sum + value.value, 0)).toBeGreaterThan(0);
    expect((await metrics().requests.get()).values.some((value) => String(value.labels.operation).includes("guess"))).toBe(false);
  });
});

describe("the path template a route without a metrics label is counted by", () => {
  it("writes each path parameter's segment as its name", () => {
    expect(pathTemplate("/api/watchlists/3f2a/export", { id: "3f2a" })).toBe("/api/watchlists/[id]/export");
    expect(pathTemplate("/api/companies/09990001/screening", { crn: "09990001" })).toBe("/api/companies/[crn]/screening");
    expect(pathTemplate("/api/tokens", {})).toBe("/api/tokens");
    expect(pathTemplate("/api/people/Jo%20Bloggs", { name: "Jo Bloggs" })).toBe("/api/people/[name]");
    expect(pathTemplate("/api/a/b/c", { rest: ["b", "c"] })).toBe("/api/a/[...rest]");
  });
});
