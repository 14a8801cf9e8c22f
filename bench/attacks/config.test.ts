import { describe, expect, it } from "vitest";
import { parseAttacksEnv } from "./config";

describe("bench:attacks settings", () => {
  it("defaults to the run RESULTS.md records", () => {
    expect(parseAttacksEnv({})).toEqual({ BENCH_ATTACKS_XFF_SECONDS: 10, BENCH_ATTACKS_FLOOD_SECONDS: 15, BENCH_ATTACKS_TIMING_SET: 300 });
  });

  it("rounds an odd timing set up (half of it is opened), and matches ONLY case-insensitively", () => {
    const env = parseAttacksEnv({ BENCH_ATTACKS_TIMING_SET: "41", BENCH_ATTACKS_ONLY: " Timing " });
    expect(env.BENCH_ATTACKS_TIMING_SET).toBe(42);
    expect(env.BENCH_ATTACKS_ONLY).toBe("timing");
  });

  it("stops on a bad value, naming the variable", () => {
    expect(() => parseAttacksEnv({ BENCH_ATTACKS_FLOOD_SECONDS: "forever" })).toThrow(/BENCH_ATTACKS_FLOOD_SECONDS/);
    expect(() => parseAttacksEnv({ BENCH_ATTACKS_XFF_SECONDS: "1" })).toThrow(/BENCH_ATTACKS_XFF_SECONDS/);
  });
});
