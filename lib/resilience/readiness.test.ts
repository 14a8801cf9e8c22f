// Readiness against a stub upstream in this process: concurrent calls share one probe, the result is kept for
// READY_CACHE_SECONDS, and a refused key makes the server not ready.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const KEY = "readiness-test-key";
const probes: { path: string; key: string | undefined }[] = [];
let refuseKey = false;
const upstream = http.createServer((request, response) => {
  probes.push({ path: request.url ?? "", key: request.headers["x-api-key"] as string | undefined });
  // Slow enough that calls made together all arrive while the first probe is out.
  setTimeout(() => {
    response.writeHead(refuseKey || request.headers["x-api-key"] !== KEY ? 403 : 404, { "content-type": "application/json" });
    response.end("{}");
  }, 100);
});

beforeAll(async () => {
  await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
  Object.assign(process.env, {
    COMPANY_API_BASE_URL: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`, COMPANY_API_KEY: KEY, READY_CACHE_SECONDS: "1",
  });
});
afterAll(() => new Promise<void>((resolve) => upstream.close(() => resolve())));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("readiness", () => {
  it("answers twenty concurrent calls with one keyed probe, kept until READY_CACHE_SECONDS pass", async () => {
    const { readiness } = await import("./readiness");
    const results = await Promise.all(Array.from({ length: 20 }, () => readiness()));
    expect(results.every((result) => result.ready)).toBe(true);
    expect(probes).toHaveLength(1);
    // A company lookup with the key: only an answer to the key proves the key is accepted.
    expect(probes[0]).toEqual({ path: "/companies/00000000", key: KEY });
    expect(results[0]!.checks.upstream).toMatchObject({ ok: true, key: "accepted" });
    await readiness();
    expect(probes).toHaveLength(1);
    await sleep(1100);
    await readiness();
    expect(probes).toHaveLength(2);
  });

  it("is not ready when the upstream refuses the key, and says so in the checks", async () => {
    const { readiness } = await import("./readiness");
    refuseKey = true;
    await sleep(1100);
    const result = await readiness();
    expect(result.ready).toBe(false);
    expect(result.checks.upstream).toMatchObject({ ok: false, key: "refused", detail: expect.stringContaining("refusing this server's key (status 403)") });
  });
});
