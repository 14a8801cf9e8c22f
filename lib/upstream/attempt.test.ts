// One attempt against a real HTTP upstream on this machine: an answer without a declared length is counted as it
// streams and refused at the cap, answers arriving together never hold more than the in-flight budget, and the
// call's own signal (the deadline's) ends an attempt whose answer is still arriving.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bodyBytesInFlight } from "./body-budget";
import { operations } from "./operations";

const MB = 1024 * 1024;
let server: http.Server;
/** Bytes each answer actually sent before the reader stopped it. */
const sent: number[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    // `/companies/0000000N`: a chunked answer of N megabytes (no content-length), a megabyte per 100 ms or slower, so
    // that answers asked together are still arriving together however the machine schedules them.
    const megabytes = Number(/(\d+)$/.exec(request.url ?? "")?.[1] ?? "1");
    response.writeHead(200, { "content-type": "application/json" });
    const index = sent.push(0) - 1;
    let left = megabytes;
    const chunk = Buffer.alloc(256 * 1024, " ");
    let closed = false;
    response.on("close", () => (closed = true));
    // Backpressure is respected, so `sent` counts what the reader took (plus the sockets' buffers), not all offered.
    const write = () => {
      if (closed) return;
      if (left <= 0) return void response.end("{}");
      left -= 1;
      let pending = 4;
      for (let i = 0; i < 4; i++) {
        const more = response.write(chunk, () => {
          sent[index] += chunk.length;
          if (--pending === 0) setTimeout(write, 100);
        });
        void more;
      }
    };
    response.write("");
    write();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  Object.assign(process.env, {
    COMPANY_API_BASE_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    COMPANY_API_KEY: "unit-test-key",
    UPSTREAM_MAX_BODY_MB: "3",
    UPSTREAM_MAX_IN_FLIGHT_MB: "5",
  });
});

afterAll(() => server.close());

describe("attemptUpstream", () => {
  it("refuses a chunked answer over the cap as it streams, without reading it to the end", async () => {
    const { attemptUpstream } = await import("./attempt");
    sent.length = 0;
    const outcome = await attemptUpstream(operations.companyProfile, { crn: "00000040" }, {}, {});
    expect(outcome).toMatchObject({ kind: "failed", reason: expect.stringContaining("larger") });
    // 40 MB offered; reading stopped just past the 3 MB cap (a few more sit in the sockets' buffers).
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sent[0]).toBeLessThan(12 * MB);
    expect(bodyBytesInFlight()).toBe(0);
  });

  it("holds at most the in-flight budget across answers arriving together, and gives it all back", async () => {
    const { attemptUpstream } = await import("./attempt");
    let peak = 0;
    const watch = setInterval(() => (peak = Math.max(peak, bodyBytesInFlight())), 5);
    // Four answers of 2 MB each (8 MB in all) against a 5 MB budget: some are refused as busy, none over the cap.
    const outcomes = await Promise.all([1, 2, 3, 4].map(() => attemptUpstream(operations.companyProfile, { crn: "00000002" }, {}, {})));
    clearInterval(watch);
    const kinds = outcomes.map((outcome) => outcome.kind);
    expect(kinds).toContain("unavailable");
    expect(kinds).toContain("ok");
    expect(peak).toBeLessThanOrEqual(5 * MB);
    expect(bodyBytesInFlight()).toBe(0);
  });

  it("ends at the call's own signal while the answer is still arriving, as a timeout, and stops reading it", async () => {
    const { attemptUpstream } = await import("./attempt");
    sent.length = 0;
    const deadline = new AbortController();
    setTimeout(() => deadline.abort(), 20);
    // 40 MB at a megabyte per 100 ms: read on, the answer would be refused at the 3 MB cap instead.
    const outcome = await attemptUpstream(operations.companyProfile, { crn: "00000040" }, {}, { signal: deadline.signal });
    expect(outcome.kind).toBe("timeout");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sent[0]).toBeLessThan(12 * MB);
    expect(bodyBytesInFlight()).toBe(0);
  });

  it("asks nothing when the call's signal has already ended", async () => {
    const { attemptUpstream } = await import("./attempt");
    sent.length = 0;
    const outcome = await attemptUpstream(operations.companyProfile, { crn: "00000001" }, {}, { signal: AbortSignal.abort() });
    expect(outcome.kind).toBe("timeout");
    expect(sent).toHaveLength(0);
  });
});
