// Arm 1 — what the BFF adds: the same lookups (a profile, officers, a procurement search) against the same sandbox
// through nginx (a plain proxy hop that adds the key), a bare Node pass-through proxy, and the BFF (no cache).
import { DEMO_CPV_CODE, demoCompany } from "../../sandbox/demo-companies";
import type { ProfileShare } from "../cpu-profile";
import type { LoadSample } from "../interleave";
import type { ArmOutcome, Budget } from "../results";
import { pairedMedian, targetFigures } from "../summary";

const typical = demoCompany("typical-active").number;

/** The lookups every proxy arm serves, cycled in this order by each connection: the BFF's paths, under /api. */
export const PROXY_LOOKUPS = [
  `/api/companies/${typical}`,
  `/api/companies/${typical}/officers`,
  // page and size written out: the BFF always sends them upstream, so the plain proxies must too.
  `/api/govt-procurement?cpv-codes=${DEMO_CPV_CODE}&page=0&size=25`,
];

export const PROXY_TARGETS = { nginx: "nginx", bare: "bare-node-proxy", bff: "bff", bffQuiet: "bff-log-warn" } as const;

const MIN_THROUGHPUT_RATIO = 0.6;
const MAX_ADDED_P50_MS = 2;

export function proxyOverheadOutcome(
  samples: readonly LoadSample[],
  settings: { connections: number; rate: number },
  profile: readonly ProfileShare[],
): ArmOutcome {
  const { nginx, bare, bff, bffQuiet } = PROXY_TARGETS;
  const figures = (mode: "concurrency" | "rate") =>
    Object.fromEntries([nginx, bare, bff, bffQuiet].map((id) => [id, targetFigures(samples, id, mode)]).filter(([, f]) => (f as { rounds: unknown[] }).rounds.length));
  const throughput = (id: string) => pairedMedian(samples, id, nginx, "concurrency", (a, b) => a.result.rps / b.result.rps);
  const addedP50 = (id: string, mode: "concurrency" | "rate") => pairedMedian(samples, id, nginx, mode, (a, b) => a.result.p50 - b.result.p50);
  const addedP99 = (id: string, mode: "concurrency" | "rate") => pairedMedian(samples, id, nginx, mode, (a, b) => a.result.p99 - b.result.p99);

  const ratios = {
    bffThroughputVsNginx: throughput(bff),
    bareThroughputVsNginx: throughput(bare),
    bffLogWarnThroughputVsNginx: throughput(bffQuiet),
    bffAddedP50MsAtRate: addedP50(bff, "rate"),
    bffAddedP99MsAtRate: addedP99(bff, "rate"),
    bareAddedP50MsAtRate: addedP50(bare, "rate"),
    bffAddedP50MsAtConcurrency: addedP50(bff, "concurrency"),
    bareAddedP50MsAtConcurrency: addedP50(bare, "concurrency"),
  };

  const atConcurrency = figures("concurrency");
  const cpu = (id: string) => atConcurrency[id] as ReturnType<typeof targetFigures> | undefined;
  const cause = [
    `CPU per request at fixed concurrency (this process / the sandbox): nginx ${cpu(nginx)?.cpuMsPerRequest} / ${cpu(nginx)?.sandboxCpuMsPerRequest} ms,`,
    `bare Node proxy ${cpu(bare)?.cpuMsPerRequest} / ${cpu(bare)?.sandboxCpuMsPerRequest} ms, BFF ${cpu(bff)?.cpuMsPerRequest} / ${cpu(bff)?.sandboxCpuMsPerRequest} ms`,
    `(BFF with LOG_LEVEL=warn: ${cpu(bffQuiet)?.cpuMsPerRequest} ms). The proxy and the sandbox share one core, so throughput is bounded by`,
    "1000 / (proxy ms + sandbox ms) per second: the BFF's own CPU per request is what it costs.",
    `Where the BFF's CPU goes (V8 profile under the same load): ${profile.slice(0, 6).map((share) => `${share.category} ${share.percent}%`).join(", ")}.`,
  ].join(" ");

  const budgets: Budget[] = [
    {
      arm: "1",
      name: "BFF throughput vs nginx (fixed concurrency)",
      limit: `≥ ${MIN_THROUGHPUT_RATIO * 100}% of nginx`,
      measured: `${(ratios.bffThroughputVsNginx.median * 100).toFixed(0)}% (rounds: ${ratios.bffThroughputVsNginx.rounds.map((value) => `${(value * 100).toFixed(0)}%`).join(", ")})`,
      met: ratios.bffThroughputVsNginx.median >= MIN_THROUGHPUT_RATIO,
    },
    {
      arm: "1",
      name: `BFF added p50 latency over nginx (fixed rate ${settings.rate} req/s)`,
      limit: `≤ ${MAX_ADDED_P50_MS} ms`,
      measured: `${ratios.bffAddedP50MsAtRate.median.toFixed(2)} ms (rounds: ${ratios.bffAddedP50MsAtRate.rounds.map((value) => value.toFixed(2)).join(", ")})`,
      met: ratios.bffAddedP50MsAtRate.median <= MAX_ADDED_P50_MS,
    },
  ];
  const floor = (cpu(bff)?.cpuMsPerRequest ?? Number.NaN) - (cpu(nginx)?.cpuMsPerRequest ?? Number.NaN);
  const latencyFloor = `A lookup cannot be answered faster than the CPU it needs, and one lookup runs on one thread: the BFF's ${cpu(bff)?.cpuMsPerRequest} ms per request against nginx's ${cpu(nginx)?.cpuMsPerRequest} ms puts the added latency at no less than about ${floor.toFixed(1)} ms on this machine, before any waiting for a core.`;
  budgets[0].cause = cause;
  budgets[1].cause = `${latencyFloor} ${cause}`;
  for (const budget of budgets) if (budget.met) delete budget.cause;

  return {
    status: "measured",
    title: "1. What the BFF adds (nginx, bare Node proxy, BFF without cache)",
    figures: {
      lookups: PROXY_LOOKUPS,
      connections: settings.connections,
      rate: settings.rate,
      atConcurrency,
      atRate: figures("rate"),
      ratios,
      cpuBoundCeiling: ceilings(atConcurrency),
      bffCpuProfile: Object.fromEntries(profile.map((share) => [share.category, { ms: share.ms, percent: share.percent }])),
    },
    budgets,
    notes: [
      "Each connection cycles through the three lookups in order; every arm asks the same sandbox the same questions.",
      "nginx: one worker, keep-alive to the sandbox, access log off. The bare proxy streams the answer through without reading it. The BFF validates, parses, normalises and re-serialises every answer and logs one line per lookup (pino, info, to a file); it has no cache yet.",
      `${PROXY_TARGETS.bffQuiet} is the same BFF with LOG_LEVEL=warn, run only to attribute the cost of the per-lookup log line.`,
      `Latency at a fixed offered rate (autocannon overallRate, one connection: autocannon sends a connection's share of each second at the start of the second, so several connections would measure their own burst's queueing) is not corrected for coordinated omission. The offered ${settings.rate} req/s was ${headroom(atConcurrency, settings.rate)}.`,
      "cpuBoundCeiling: the throughput each arm would reach with the proxy and the sandbox alone on one core, from their measured CPU per request; bffCpuProfile: the BFF's busy time by kind of code (V8 CPU profile of a separate BFF under the same load, start-up excluded, bundled chunks mapped to sources).",
      "The 2 ms budget is judged at the fixed rate, where latency is the hop's own cost; at fixed concurrency latency is mostly queueing (concurrency ÷ throughput) and is reported alongside.",
    ],
  };
}

/**
 * The throughput each proxy would reach if the proxy and the sandbox had one core to themselves, from CPU per
 * request (1000 / (proxy ms + sandbox ms)), and as a share of nginx's: less sensitive to a shared machine than
 * requests per second, since other processes' load shows up as waiting rather than as CPU time.
 */
function ceilings(atConcurrency: Record<string, unknown>): Record<string, { reqPerCoreSecond: number; vsNginx: number }> {
  const rows = atConcurrency as Record<string, ReturnType<typeof targetFigures>>;
  const ceiling = (id: string) => 1000 / (rows[id].cpuMsPerRequest + rows[id].sandboxCpuMsPerRequest);
  const nginx = rows[PROXY_TARGETS.nginx] ? ceiling(PROXY_TARGETS.nginx) : Number.NaN;
  return Object.fromEntries(Object.keys(rows).map((id) => [id, { reqPerCoreSecond: Math.round(ceiling(id)), vsNginx: Math.round((ceiling(id) / nginx) * 1000) / 1000 }]));
}

/** How close the offered rate came to each arm's slowest throughput at fixed concurrency (its capacity that round). */
function headroom(atConcurrency: Record<string, unknown>, rate: number): string {
  const rows = atConcurrency as Record<string, ReturnType<typeof targetFigures>>;
  return [PROXY_TARGETS.nginx, PROXY_TARGETS.bare, PROXY_TARGETS.bff]
    .filter((id) => rows[id])
    .map((id) => {
      const slowest = Math.min(...rows[id].rounds.map((row) => row.rps));
      return `${Math.round((rate / slowest) * 100)}% of ${id}'s slowest round at fixed concurrency (${slowest} req/s)`;
    })
    .join(", ");
}
