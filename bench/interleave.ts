// Runs every load target once per round, in an order rotated each round (each measured run just after a short
// unmeasured one of its own, see RESUME_SECONDS), so that a noisy, shared machine weighs on
// all targets alike; ratios are then taken within a round (side by side) and their median across rounds reported.
import type { Server } from "../scripts/lib/processes";
import { runLoad, type LoadResult } from "./load";
import { treeCpuSeconds } from "./placement";
import { rotate } from "./stats";

export type LoadMode = "concurrency" | "rate";

export interface LoadTarget {
  id: string;
  url: string;
  paths: string[];
  headers?: Record<string, string>;
  /** The process whose CPU is charged to this target (the proxy, or the sandbox when measured directly). */
  process: Server;
  modes: readonly LoadMode[];
  /**
   * Set: `paths` is one sequence walked once across the warm-up and all rounds (every connection taking the next
   * path), so that a path is asked again only when the sequence is spent; each sample counts the repeats.
   */
  spread?: boolean;
}

export interface LoadSample {
  round: number;
  mode: LoadMode;
  target: string;
  result: LoadResult;
  /** CPU milliseconds per successful response: the target's process, and the sandbox behind it. */
  cpuMsPerRequest: { target: number; sandbox: number };
  /** Spread targets: of the paths this run took, how many the target had been asked for before (warm-up included). */
  repeats?: { taken: number; repeated: number };
}

export interface InterleaveSettings {
  rounds: number;
  seconds: number;
  connections: number;
  /** Requests per second of the fixed-rate runs; unset: a quarter of the slowest rate-mode target's throughput in round 1, leaving room for a noisy machine's slower rounds. */
  rate?: number;
  pin: boolean;
  warmupSeconds: number;
}

/**
 * A target waits tens of seconds while the others run, long enough for V8's memory reducer (8 s after the
 * allocation rate falls) to shrink its heap; its first seconds back under load then pay for growing the heap again,
 * and a process that allocates more per request pays more. Measured on the floor arm's BFF (issue 18, tenth pass):
 * 1.63 times the floor with the others' runs between its own, 1.33 without them. The dashboard's server now runs
 * without the reducer (scripts/lib/server-node-options.ts); the floor app and the bare proxy run with it, as Node ships.
 */
export const RESUME_SECONDS = 2;

export async function interleave(
  targets: readonly LoadTarget[],
  sandbox: Server,
  settings: InterleaveSettings,
  log: (line: string) => void,
): Promise<{ samples: LoadSample[]; rate: number }> {
  let rate = settings.rate ?? 0;
  const cursors = new Map<string, number>();
  const once = async (target: LoadTarget, mode: LoadMode, seconds: number) => {
    const spreadFrom = target.spread ? (cursors.get(target.id) ?? 0) : undefined;
    const pids = { target: target.process.child.pid ?? 0, sandbox: sandbox.child.pid ?? 0 };
    const before = { target: treeCpuSeconds(pids.target), sandbox: treeCpuSeconds(pids.sandbox) };
    const result = await runLoad(
      {
        url: target.url,
        paths: target.paths,
        spreadFrom,
        headers: target.headers,
        // At a fixed rate one connection: autocannon spends each connection's share of a second's requests at the
        // start of the second, so with several connections they would queue behind one another and the latency
        // measured would be that burst's queueing rather than the hop's own cost.
        connections: mode === "rate" ? 1 : settings.connections,
        seconds,
        rate: mode === "rate" ? rate : undefined,
      },
      settings.pin,
    );
    const perRequest = (seconds: number) => (seconds * 1000) / result.ok;
    const sandboxMs = perRequest(treeCpuSeconds(pids.sandbox) - before.sandbox);
    let repeats: LoadSample["repeats"];
    if (spreadFrom !== undefined) {
      const taken = result.pathsTaken ?? 0;
      cursors.set(target.id, spreadFrom + taken);
      // Positions past the sequence's end wrapped to paths already asked for.
      repeats = { taken, repeated: Math.max(0, spreadFrom + taken - Math.max(spreadFrom, target.paths.length)) };
    }
    return {
      result,
      repeats,
      cpuMsPerRequest: {
        target: pids.target === pids.sandbox ? sandboxMs : perRequest(treeCpuSeconds(pids.target) - before.target),
        sandbox: sandboxMs,
      },
    };
  };

  for (const target of targets) {
    // A fresh `next start` loads each route's code on its first requests: on a loaded machine a short warm-up may
    // see no answer at all, which says nothing about the rounds after it.
    const warm = await once(target, "concurrency", settings.warmupSeconds).catch((error: unknown) => error as Error);
    log(`warm-up ${target.id} (${settings.warmupSeconds} s): ${"result" in warm ? `${warm.result.rps.toFixed(0)} req/s` : warm.message}`);
  }

  const samples: LoadSample[] = [];
  for (let round = 0; round < settings.rounds; round += 1) {
    for (const mode of ["concurrency", "rate"] as const) {
      if (mode === "rate" && !targets.some((target) => target.modes.includes("rate"))) continue;
      if (mode === "rate" && !rate) {
        const slowest = Math.min(...samples.filter((sample) => sample.mode === "concurrency" && targets.find((target) => target.id === sample.target)?.modes.includes("rate")).map((sample) => sample.result.rps));
        rate = Math.max(1, Math.round(slowest / 4));
        log(`fixed-rate runs at ${rate} req/s (a quarter of the slowest proxy's throughput in round 1)`);
      }
      for (const target of rotate(targets.filter((candidate) => candidate.modes.includes(mode)), round)) {
        // Unmeasured: the target has stood idle while the others ran (V8 shrinks an idle process's heap), and the
        // round measures the cost per request under load, not that of growing the heap back.
        await once(target, mode, RESUME_SECONDS);
        const measured = await once(target, mode, settings.seconds);
        const { rps, p50, p99 } = measured.result;
        const repeated = measured.repeats ? `, ${measured.repeats.repeated} of ${measured.repeats.taken} paths repeated` : "";
        log(`round ${round + 1}/${settings.rounds} ${mode} ${target.id}: ${rps.toFixed(0)} req/s, p50 ${p50.toFixed(2)} ms, p99 ${p99.toFixed(2)} ms${repeated}`);
        samples.push({ round, mode, target: target.id, ...measured });
      }
    }
  }
  return { samples, rate };
}
