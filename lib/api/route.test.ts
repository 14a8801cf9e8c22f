import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { z } from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { metrics } from "../metrics/metrics";
import { companyNumber } from "../upstream/params";
import { byRules, defineRoute, endpoint, publicEndpoint, route as routeOf } from "./route";

const dir = mkdtempSync(path.join(tmpdir(), "route-builder-"));
beforeAll(() => {
  // Local mode (no users configured): the caller is the local user; the audit trail goes to a temp file.
  process.env.DATABASE_FILE = path.join(dir, "dashboard.sqlite");
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const learnt: unknown[] = [];
const widgets = defineRoute({
  subject: "Widgets are listed and made here",
  methods: {
    GET: endpoint({
      lane: "store",
      input: byRules({ pathParams: { crn: companyNumber }, query: {} }),
      handler: async ({ input }) => ({ data: { crn: input.path.crn } }),
      after: [(data) => learnt.push(data)],
    }),
    POST: endpoint({
      access: "admin",
      lane: "lookups",
      input: byRules({ pathParams: { crn: companyNumber }, query: {} }),
      body: { schema: z.strictObject({ name: z.string().min(1, "must not be empty") }), what: "widget" },
      handler: async ({ body }) => ({ data: { made: body.name }, status: 201 }),
      after: [() => learnt.push("a 201 is an answer too")],
    }),
  },
});
const route = routeOf(widgets, { GET: "signed-in · store", POST: "admin only · lookups" });
const context = (crn: string) => ({ params: Promise.resolve({ crn }) });
const url = "http://localhost/api/widgets/1";
const post = (body: string, type = "application/json") =>
  route.POST(new Request(url, { method: "POST", body, headers: { host: "localhost", origin: "http://localhost", "content-type": type } }), context("1"));

describe("defineRoute", () => {
  it("answers the methods it does not serve 405 with Allow, as a problem", async () => {
    for (const method of ["PUT", "PATCH", "DELETE"] as const) {
      const answer = await route[method](new Request(url, { method }), context("1"));
      expect(answer.status).toBe(405);
      expect(answer.headers.get("allow")).toBe("GET, POST, HEAD, OPTIONS");
      expect(await answer.json()).toMatchObject({ code: "method-not-allowed", detail: "Widgets are listed and made here: only GET, POST are served." });
    }
  });

  it("answers OPTIONS with only the methods it serves, the Allow of its 405s", async () => {
    const answer = await route.OPTIONS(new Request(url, { method: "OPTIONS" }), context("1"));
    expect(answer.status).toBe(204);
    expect(answer.headers.get("allow")).toBe("GET, POST, HEAD, OPTIONS");
    const postOnly = routeOf(
      defineRoute({ subject: "Posts only", methods: { POST: publicEndpoint({ lane: "none", handler: async () => new Response(null, { status: 204 }) }) } }),
      { POST: "public · none" },
    );
    expect((await postOnly.OPTIONS(new Request(url, { method: "OPTIONS" }), context("1"))).headers.get("allow")).toBe("POST, OPTIONS");
    expect((await postOnly.GET(new Request(url), context("1"))).headers.get("allow")).toBe("POST, OPTIONS");
  });

  it("checks the path by its rule and runs the after-answer hooks on a good answer only", async () => {
    learnt.length = 0;
    const good = await route.GET(new Request(url, { headers: { host: "localhost" } }), context("sc4"));
    expect(good.status).toBe(200);
    expect(await good.json()).toEqual({ crn: "SC000004" });
    expect(good.headers.get("cache-control")).toBe("private, no-store");
    expect(good.headers.get("x-request-id")).toBeTruthy();
    const bad = await route.GET(new Request(url, { headers: { host: "localhost" } }), context("../x"));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: "invalid-parameter", parameter: "crn" });
    expect(learnt).toEqual([{ crn: "SC000004" }]);
  });

  it("tags a GET's JSON answer with a strong ETag of its bytes, and answers a matching If-None-Match 304 without a body", async () => {
    const get = (crn: string, headers: Record<string, string> = {}) =>
      route.GET(new Request(url, { headers: { host: "localhost", ...headers } }), context(crn));
    const first = await get("sc4");
    const bytes = new Uint8Array(await first.arrayBuffer());
    const tag = first.headers.get("etag");
    expect(tag).toBe(`"${createHash("sha256").update(bytes).digest("base64url")}"`);
    const again = await get("sc4", { "if-none-match": tag! });
    expect(again.status).toBe(304);
    expect(again.body).toBeNull();
    expect(again.headers.get("etag")).toBe(tag);
    expect(again.headers.get("cache-control")).toBe("private, no-store");
    expect((await get("sc4", { "if-none-match": `"other", W/${tag}` })).status).toBe(304);
    const other = await get("sc5", { "if-none-match": tag! });
    expect(other.status).toBe(200);
    expect(other.headers.get("etag")).not.toBe(tag);
    const refused = await get("../x", { "if-none-match": "*" });
    expect(refused.status).toBe(400);
    expect(refused.headers.get("etag")).toBeNull();
  });

  it("counts and times every route: one without a metrics label by its path template, whatever the value", async () => {
    const series = async () => (await metrics().requests.get()).values.filter((value) => value.labels.operation === "/api/widgets/[crn]");
    const before = (await series()).reduce((sum, value) => sum + value.value, 0);
    await route.GET(new Request(url, { headers: { host: "localhost" } }), context("1"));
    await route.POST(new Request(url, { method: "POST", body: "{}", headers: { host: "localhost", origin: "http://localhost", "content-type": "application/json" } }), context("1"));
    expect((await series()).reduce((sum, value) => sum + value.value, 0)).toBe(before + 2);
    expect((await metrics().requestSeconds.get()).values.some((value) => value.labels.operation === "/api/widgets/[crn]")).toBe(true);
  });

  it("reads a JSON body and names the field its schema refuses", async () => {
    learnt.length = 0;
    expect((await post(JSON.stringify({ name: "x" }))).status).toBe(201);
    expect(await (await post(JSON.stringify({ name: "" }))).json()).toMatchObject({ status: 400, code: "invalid-parameter", parameter: "name" });
    expect(await (await post(JSON.stringify({ name: "x", admin: true }))).json()).toMatchObject({ code: "invalid-parameter", parameter: "admin" });
    expect(await (await post("{")).json()).toMatchObject({ status: 400, code: "invalid-body" });
    expect(await (await post("[]")).json()).toMatchObject({ status: 400, code: "invalid-body" });
    expect((await post("name=x", "application/x-www-form-urlencoded")).status).toBe(415);
    expect(learnt).toEqual(["a 201 is an answer too"]);
  });

  it("refuses a route file whose rules are not its route's", () => {
    // @ts-expect-error tsc refuses the table too: the route's GET is "signed-in · store".
    expect(() => routeOf(widgets, { GET: "public · store", POST: "admin only · lookups" })).toThrow(/states/);
    // @ts-expect-error a method the route does not serve
    expect(() => routeOf(widgets, { GET: "signed-in · store", POST: "admin only · lookups", PUT: "signed-in · store" })).toThrow(/states/);
    expect(widgets.rules).toEqual({ GET: "signed-in · store", POST: "admin only · lookups" });
  });

  it("refuses a cross-site write before reading it", async () => {
    const answer = await route.POST(new Request(url, { method: "POST", body: "{}", headers: { host: "localhost", origin: "https://evil.example", "content-type": "application/json" } }), context("1"));
    expect(answer.status).toBe(403);
    expect(await answer.json()).toMatchObject({ code: "cross-site-request" });
  });
});
