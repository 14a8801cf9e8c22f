// Arm 2 — cache and coalescing: 200 identical concurrent cold requests must reach the upstream once, and cached
// lookups must reach at least 5× the uncached throughput. The cache is on when CACHE_TTL_SECONDS is above 0 (the
// other arms' BFFs run with it at 0).
import { demoCompany } from "../../sandbox/demo-companies";
import type { Server } from "../../scripts/lib/processes";
import { interleave } from "../interleave";
import { freePort } from "../ports";
import type { ArmOutcome } from "../results";
import { startBareProxy, startBff } from "../servers";
import { round } from "../stats";
import { pairedMedian, targetFigures } from "../summary";

const COLD_REQUESTS = 200;
const MIN_SPEEDUP = 5;
const WARMUP_SECONDS = 8;

export async function cacheArm(options: {
  sandbox: Server;
  apiKey: string;
  rounds: number;
  seconds: number;
  connections: number;
  pin: boolean;
  log: (line: string) => void;
}): Promise<ArmOutcome> {
  const title = "2. Cache and coalescing";

  const servers: Server[] = [];
  try {
    // A counting pass-through between the cached BFF and the sandbox tells how many requests reached the upstream.
    const counter = await startBareProxy({ port: await freePort(1), upstreamUrl: options.sandbox.url, apiKey: options.apiKey, pin: options.pin, name: "upstream-counter" });
    servers.push(counter);
    const bff = await startBff({
      port: await freePort(0),
      upstreamUrl: `${counter.url}/api`,
      apiKey: options.apiKey,
      pin: options.pin,
      env: { CACHE_TTL_SECONDS: "300", CACHE_STALE_SECONDS: "86400" },
      name: "bff-cached",
    });
    servers.push(bff);
    // Its uncached twin starts alongside it, so that both are measured equally fresh and equally warmed up (a BFF
    // that has served for minutes runs faster than a new one while V8 is still optimising).
    const uncachedBff = await startBff({ port: await freePort(0), upstreamUrl: options.sandbox.url, apiKey: options.apiKey, pin: options.pin, name: "bff-uncached" });
    servers.push(uncachedBff);
    const forwarded = async () => ((await (await fetch(`${counter.url}/__bench/count`)).json()) as { forwarded: number }).forwarded;

    const cold = `/api/companies/${demoCompany("group-parent").number}`;
    const before = await forwarded();
    const answers = await Promise.all(Array.from({ length: COLD_REQUESTS }, () => fetch(`${bff.url}${cold}`).then((response) => response.status)));
    const upstreamCalls = (await forwarded()) - before;

    // Cached and uncached BFFs take turns over the rounds (side by side, in rotated order), and each run's CPU is
    // charged to its BFF and to the sandbox: what a hit saves is the upstream's part.
    const warm = `/api/companies/${demoCompany("typical-active").number}`;
    await fetch(`${bff.url}${warm}`);
    const targets = [
      { id: "cached", url: bff.url, paths: [warm], process: bff, modes: ["concurrency"] as const },
      { id: "uncached", url: uncachedBff.url, paths: [warm], process: uncachedBff, modes: ["concurrency"] as const },
    ];
    const { samples } = await interleave(targets, options.sandbox, {
      rounds: options.rounds, seconds: options.seconds, connections: options.connections, pin: options.pin, warmupSeconds: WARMUP_SECONDS,
    }, options.log);
    const cached = targetFigures(samples, "cached", "concurrency");
    const uncached = targetFigures(samples, "uncached", "concurrency");
    const speedup = pairedMedian(samples, "cached", "uncached", "concurrency", (a, b) => a.result.rps / b.result.rps, 2);
    // Throughput here is bounded by CPU: a hit cannot be faster than its own CPU allows, however cheap the cache.
    const ceiling = (uncached.cpuMsPerRequest + uncached.sandboxCpuMsPerRequest) / cached.cpuMsPerRequest;
    return {
      status: "measured",
      title,
      figures: {
        coldConcurrentRequests: COLD_REQUESTS,
        ok: answers.filter((status) => status === 200).length,
        upstreamCalls,
        cached,
        uncached,
        speedup: speedup.median,
        speedupRounds: speedup.rounds,
        speedupCeilingFromCpu: round(ceiling),
      },
      budgets: [
        { arm: "2", name: `${COLD_REQUESTS} identical cold requests reach the upstream once`, limit: "1 upstream call", measured: `${upstreamCalls}`, met: upstreamCalls === 1 },
        {
          arm: "2", name: "Cached vs uncached throughput (one profile)", limit: `≥ ${MIN_SPEEDUP}×`, measured: `${round(speedup.median, 2)}× (rounds: ${speedup.rounds.join(", ")})`,
          met: speedup.median >= MIN_SPEEDUP,
          cause: `CPU per lookup: uncached, the BFF ${uncached.cpuMsPerRequest} ms and the sandbox ${uncached.sandboxCpuMsPerRequest} ms; cached, the BFF ${cached.cpuMsPerRequest} ms and the sandbox ${cached.sandboxCpuMsPerRequest} ms, so the CPU bounds the speed-up at ${round(ceiling)}×. A hit skips the upstream call and the parsing, validation and re-serialisation of its answer (it is answered with the text kept when the entry was first normalised); what it still costs is Next.js's own request handling (routing, request and response adaptation: see arm 1's profile) and what makes every lookup accountable: the sign-in check, the rate limits, the audit record (an SQLite insert synced to disk, so that a crash cannot lose it) and the log line. Against a remote upstream a hit also saves the network round trip, which no CPU figure here includes.`,
        },
      ].map((budget) => (budget.met ? { ...budget, cause: undefined } : budget)),
      notes: [
        `Cached BFF started with CACHE_TTL_SECONDS=300 behind a counting pass-through; an uncached twin (cache off, straight to the sandbox) started with it; both warmed up for ${WARMUP_SECONDS} s.`,
        `Cached and uncached runs interleaved over ${options.rounds} rounds; the speed-up is the median of each round's ratio.`,
      ],
    };
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}
