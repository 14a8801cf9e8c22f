// Every limit's refusal is counted in dashboard_rate_limit_refusals_total by its problem's code: the request gate's
// (a target or a declared body past its bound, headers too large) and a route's (a 429, a body past its bound: 413).
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refusalMetrics } from "../api/route-guards";
import { gatedServer } from "../api/request-gate";
import { problem, problemResponse } from "../api/problem";
import { metrics } from "./metrics";

const limits = { maxPathBytes: 512, maxQueryBytes: 2048, maxBodyBytes: 1024, headersTimeoutMs: 10_000, bodyTimeoutMs: 10_000 };
let server: http.Server;
let port = 0;

beforeAll(async () => {
  server = gatedServer(async (_request, response) => void response.end("ok"), limits);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function counted(reason: string): Promise<number> {
  const values = (await metrics().rateLimitRefusals.get()).values;
  return values.find((value) => value.labels.reason === reason)?.value ?? 0;
}

function send(path: string, headers: Record<string, string | number> = {}, method = "GET"): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: "127.0.0.1", port, path, method, headers, agent: false }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
    });
    request.on("error", reject);
    request.end();
  });
}

describe("limit refusals", () => {
  it("the gate counts a target and a declared body past their bounds, and not a request it lets through", async () => {
    const [long, large, passed] = [await counted("uri-too-long"), await counted("body-too-large"), await counted("ok")];
    expect(await send(`/api/companies/${"1".repeat(600)}`)).toBe(414);
    expect(await send("/api/watchlists", { "content-type": "application/json", "content-length": 5000, origin: `http://127.0.0.1:${port}` }, "POST")).toBe(413);
    expect(await send("/api/health")).toBe(200);
    expect(await counted("uri-too-long")).toBe(long + 1);
    expect(await counted("body-too-large")).toBe(large + 1);
    expect(await counted("ok")).toBe(passed);
  });

  it("the gate counts headers too large for Node's parser", async () => {
    const before = await counted("headers-too-large");
    expect(await send("/api/health", { "x-filler": "x".repeat(20_000) })).toBe(431);
    expect(await counted("headers-too-large")).toBe(before + 1);
  });

  it("a route's 413 and 429 are counted by their code; a 403 or a 404 is no limit's", async () => {
    const codes = ["body-too-large", "reports-busy", "forbidden", "not-found"] as const;
    const before = await Promise.all(codes.map(counted));
    for (const code of codes) {
      await refusalMetrics(async () => problemResponse(problem(code, "test")))(new Request("http://localhost/api/x"), {});
    }
    expect(await Promise.all(codes.map(counted))).toEqual([before[0]! + 1, before[1]! + 1, before[2], before[3]]);
  });
});
