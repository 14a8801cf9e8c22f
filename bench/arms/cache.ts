// Arm 2 — cache and coalescing: 200 identical concurrent cold requests must reach the upstream once, and cached
// lookups must reach at least 5× the uncached throughput. The cache is on when CACHE_TTL_SECONDS is above 0 (the
// other arms' BFFs run with it at 0).
import { serverEnvSchema } from "../../lib/config/env-schema";
import { demoCompany } from "../../lib/sandbox/demo-companies";
import type { Server } from "../../scripts/lib/processes";
import { freePort } from "../ports";
import { runLoad } from "../load";
import type { ArmOutcome } from "../results";
import { startBareProxy, startBff } from "../servers";
import { round } from "../stats";

const COLD_REQUESTS = 200;
const MIN_SPEEDUP = 5;

/** The cache switch: its time to live in seconds (0 turns it off). */
export function cacheSwitch(): string | undefined {
  return Object.keys(serverEnvSchema.shape).find((name) => name === "CACHE_TTL_SECONDS");
}

export async function cacheArm(options: {
  sandboxUrl: string;
  apiKey: string;
  uncachedBffUrl: string;
  seconds: number;
  connections: number;
  pin: boolean;
}): Promise<ArmOutcome> {
  const title = "2. Cache and coalescing";
  const flag = cacheSwitch();
  if (!flag) return { status: "skipped", title, reason: "cache not present: the BFF's configuration has no cache switch yet (the trust issue has not landed)" };

  const servers: Server[] = [];
  try {
    // A counting pass-through between the cached BFF and the sandbox tells how many requests reached the upstream.
    const counter = await startBareProxy({ port: await freePort(1), upstreamUrl: options.sandboxUrl, apiKey: options.apiKey, pin: options.pin, name: "upstream-counter" });
    servers.push(counter);
    const bff = await startBff({
      port: await freePort(0),
      upstreamUrl: `${counter.url}/api`,
      apiKey: options.apiKey,
      pin: options.pin,
      env: { [flag]: "300", CACHE_STALE_SECONDS: "86400" },
      name: "bff-cached",
    });
    servers.push(bff);
    const forwarded = async () => ((await (await fetch(`${counter.url}/__bench/count`)).json()) as { forwarded: number }).forwarded;

    const cold = `/api/companies/${demoCompany("group-parent").number}`;
    const before = await forwarded();
    const answers = await Promise.all(Array.from({ length: COLD_REQUESTS }, () => fetch(`${bff.url}${cold}`).then((response) => response.status)));
    const upstreamCalls = (await forwarded()) - before;

    const warm = `/api/companies/${demoCompany("typical-active").number}`;
    await fetch(`${bff.url}${warm}`);
    const load = { paths: [warm], connections: options.connections, seconds: options.seconds };
    const cached = await runLoad({ url: bff.url, ...load }, options.pin);
    const uncached = await runLoad({ url: options.uncachedBffUrl, ...load }, options.pin);
    const speedup = cached.rps / uncached.rps;
    return {
      status: "measured",
      title,
      figures: {
        cacheSwitch: flag,
        coldConcurrentRequests: COLD_REQUESTS,
        ok: answers.filter((status) => status === 200).length,
        upstreamCalls,
        cached: { rps: round(cached.rps, 0), p50Ms: round(cached.p50), p99Ms: round(cached.p99) },
        uncached: { rps: round(uncached.rps, 0), p50Ms: round(uncached.p50), p99Ms: round(uncached.p99) },
        speedup: round(speedup),
      },
      budgets: [
        { arm: "2", name: `${COLD_REQUESTS} identical cold requests reach the upstream once`, limit: "1 upstream call", measured: `${upstreamCalls}`, met: upstreamCalls === 1 },
        { arm: "2", name: "Cached vs uncached throughput (one profile)", limit: `≥ ${MIN_SPEEDUP}×`, measured: `${round(speedup, 1)}×`, met: speedup >= MIN_SPEEDUP },
      ],
      notes: [`Cached BFF started with ${flag}=300 behind a counting pass-through; uncached figures from the arm-1 BFF.`, "Cached and uncached runs are back to back, not interleaved over rounds."],
    };
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}
