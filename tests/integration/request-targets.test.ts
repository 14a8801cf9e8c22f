// Requests Next.js itself would answer with a bare 500 (invalid percent-escapes or UTF-8 in a path, the target `*`,
// TRACE) get a problem with the same security headers as every answer, over every route and page of the app (read
// from app/ so that a new route is fuzzed on its own), and over 10,000 generated requests none answers 500.
import fc from "fast-check";
import { describe, expect, inject, it } from "vitest";
import { rawExchange, type RawExchange } from "./raw-http";
import { fill, PAGE_TEMPLATES, ROUTE_TEMPLATES } from "./routes";

const base = () => inject("bffUrl");
const RUNS = 10_000;
const CONCURRENCY = 12;

const TEMPLATES = [...new Set([...ROUTE_TEMPLATES, ...PAGE_TEMPLATES])];

function expectProblemWithHeaders(answer: RawExchange, status: number): void {
  expect(answer.status).toBe(status);
  expect(answer.headers["content-type"]).toBe("application/problem+json");
  expect(answer.headers["x-content-type-options"]).toBe("nosniff");
  expect(answer.headers["x-frame-options"]).toBe("DENY");
  expect(answer.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(JSON.parse(answer.body)).toMatchObject({ status, code: expect.any(String), detail: expect.any(String) });
}

describe("request targets and methods Next.js cannot read", () => {
  it("finds the app's routes and pages", () => {
    expect(TEMPLATES).toEqual(expect.arrayContaining(["/", "/api/companies/[crn]", "/companies/[crn]/officers", "/api/auth/signin", "/signin"]));
  });

  it.each([
    ["TRACE", "/", 405], ["TRACE", "/api/companies/09990001", 405], ["TRACK", "/companies/09990001", 400 /* Node's parser knows no TRACK: refused as unreadable */],
    ["GET", "*", 400], ["OPTIONS", "*", 400], ["GET", "http://evil.example/api/health", 400],
    ["GET", "/api/companies/%", 400], ["GET", "/api/companies/%zz", 400], ["GET", "/api/companies/%c3%28", 400],
    ["GET", "/companies/%ff/officers", 400], ["GET", "/companies/%ed%a0%80", 400], ["GET", "/search/charges?tag=%e2%82", 400],
    ["GET", `/companies/${"1".repeat(600)}`, 414], ["GET", `/search/trade?codes=${"1".repeat(3000)}`, 414],
  ])("%s %s → %i problem with the security headers", async (method, target, status) => {
    expectProblemWithHeaders(await rawExchange(base(), method, target), status);
  });

  // The gate is the one place that measures a target's length: every route and page, the API's included, is refused
  // there (no route measures it again; Next re-serialises the target it hands a route).
  it("refuses an over-long path or query on every route and page (414) before any reads it", async () => {
    for (const template of TEMPLATES) {
      const target = fill(template);
      expectProblemWithHeaders(await rawExchange(base(), "GET", `${target}?q=${"a".repeat(2100)}`), 414);
      expectProblemWithHeaders(await rawExchange(base(), "GET", `${target}/${"b".repeat(520)}`), 414);
    }
    // Up to the bounds, a long query is read: 200 company numbers (Next would re-serialise their commas as %2C).
    const numbers = Array.from({ length: 200 }, (_, index) => String(9990001 + (index % 24)).padStart(8, "0")).join(",");
    expect((await rawExchange(base(), "GET", `/api/compare?companies=${numbers}`)).status).not.toBe(414);
  });

  it("refuses raw bytes outside ASCII in a path (invalid UTF-8 included) with 400", async () => {
    expectProblemWithHeaders(await rawExchange(base(), "GET", Buffer.from([0x2f, 0x61, 0x70, 0x69, 0x2f, 0xff, 0xfe])), 400);
    expectProblemWithHeaders(await rawExchange(base(), "GET", Buffer.from("/companies/caf\u00e9", "utf8")), 400);
  });

  it(`answers ${RUNS} generated requests over every route and page without a 500`, { timeout: 900_000 }, async () => {
    const percentEscape = fc.constantFrom(
      "%", "%%", "%z", "%zz", "%c3%28", "%ff", "%fe%ff", "%e2%82", "%ed%a0%80", "%f0%28%8c%bc", "%c0%af", "%00", "%0d%0a",
      "%2e%2e", "%2f", "%5c", "%25", "%u0041", "%e4%b8%ad", "%C3%A9", "09990001", "SC000004", "NGL123456", "8471", "x",
    );
    const segment = fc.oneof(
      { arbitrary: percentEscape, weight: 4 },
      { arbitrary: fc.array(percentEscape, { minLength: 2, maxLength: 4 }).map((parts) => parts.join("")), weight: 2 },
      { arbitrary: fc.string({ unit: "binary-ascii", maxLength: 12 }).map((text) => encodeURIComponent(text)), weight: 1 },
      { arbitrary: fc.uint8Array({ minLength: 1, maxLength: 6 }).map((bytes) => Buffer.from(bytes).toString("latin1")), weight: 1 },
    );
    const method = fc.oneof(
      { arbitrary: fc.constant("GET"), weight: 8 },
      { arbitrary: fc.constantFrom("HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "TRACK", "PROPFIND", "FOO"), weight: 3 },
    );
    const target = fc.oneof(
      { arbitrary: fc.record({ template: fc.constantFrom(...TEMPLATES), value: segment, query: fc.option(fc.tuple(segment, segment), { nil: undefined }) })
        .map(({ template, value, query }) => {
          const filled = template.replace(/\[[^\]]+\]/g, value);
          // A template without a dynamic segment takes the value as an extra segment.
          const pathPart = filled === template ? `${template.replace(/\/$/, "")}/${value}` : filled;
          return query ? `${pathPart}?${query[0]}=${query[1]}` : pathPart;
        }), weight: 9 },
      { arbitrary: fc.constantFrom("*", "//", "/..", "/./", "/api/..%2f..%2fetc", "http://x/", "?", "/?%", "/api/%2e%2e/health", "//api/health"), weight: 1 },
    );
    const requests = fc.sample(fc.record({ method, target }), { numRuns: RUNS, seed: 20261122 });
    expect(requests).toHaveLength(RUNS);

    const statuses = new Map<number, number>();
    const failures: string[] = [];
    let next = 0;
    const worker = async () => {
      while (next < requests.length) {
        const { method: m, target: t } = requests[next++];
        const answer = await rawExchange(base(), m, Buffer.from(t, "latin1"));
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        if (answer.status >= 500 || answer.status === 0) failures.push(`${answer.status} ${m} ${JSON.stringify(t)}`);
        else if (answer.headers["x-content-type-options"] !== "nosniff") failures.push(`no security headers: ${answer.status} ${m} ${JSON.stringify(t)}`);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    console.log(`request-target fuzz: ${RUNS} requests, statuses ${JSON.stringify(Object.fromEntries(statuses))}`);
    expect(failures.slice(0, 20)).toEqual([]);
    // The refusals were exercised, and so were answers that got past the gate.
    expect(statuses.get(400) ?? 0).toBeGreaterThan(1000);
    expect((statuses.get(200) ?? 0) + (statuses.get(404) ?? 0)).toBeGreaterThan(500);
  });
});
