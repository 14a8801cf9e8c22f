// Figures from interleaved samples: per target and mode, the median across rounds of requests/s, p50 and p99, and
// ratios taken within each round (side by side) before their median is taken.
import type { LoadMode, LoadSample } from "./interleave";
import { median, round } from "./stats";

export interface TargetFigures {
  rps: number;
  p50Ms: number;
  p99Ms: number;
  cpuMsPerRequest: number;
  sandboxCpuMsPerRequest: number;
  bytesPerResponse: number;
  failures: number;
  rounds: { rps: number; p50Ms: number; p99Ms: number }[];
}

function select(samples: readonly LoadSample[], target: string, mode: LoadMode): LoadSample[] {
  return samples.filter((sample) => sample.target === target && sample.mode === mode).sort((a, b) => a.round - b.round);
}

export function targetFigures(samples: readonly LoadSample[], target: string, mode: LoadMode): TargetFigures {
  const chosen = select(samples, target, mode);
  const of = (pick: (sample: LoadSample) => number, digits = 2) => round(median(chosen.map(pick)), digits);
  return {
    rps: of((sample) => sample.result.rps, 0),
    p50Ms: of((sample) => sample.result.p50),
    p99Ms: of((sample) => sample.result.p99),
    cpuMsPerRequest: of((sample) => sample.cpuMsPerRequest.target, 3),
    sandboxCpuMsPerRequest: of((sample) => sample.cpuMsPerRequest.sandbox, 3),
    bytesPerResponse: of((sample) => sample.result.bytesPerResponse, 0),
    failures: chosen.reduce((sum, sample) => sum + sample.result.errors + sample.result.timeouts + sample.result.notOk, 0),
    rounds: chosen.map((sample) => ({ rps: round(sample.result.rps, 0), p50Ms: round(sample.result.p50), p99Ms: round(sample.result.p99) })),
  };
}

/** The median over rounds of `combine(a's sample, b's sample)` for samples of the same round and mode. */
export function pairedMedian(
  samples: readonly LoadSample[],
  a: string,
  b: string,
  mode: LoadMode,
  combine: (a: LoadSample, b: LoadSample) => number,
  digits = 3,
): { median: number; rounds: number[] } {
  const bs = select(samples, b, mode);
  const values = select(samples, a, mode).flatMap((sampleA) => {
    const sampleB = bs.find((candidate) => candidate.round === sampleA.round);
    return sampleB ? [combine(sampleA, sampleB)] : [];
  });
  return { median: round(median(values), digits), rounds: values.map((value) => round(value, digits)) };
}
