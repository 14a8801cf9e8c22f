import { describe, expect, it } from "vitest";
import { FLOOR_TARGETS, guardCauses } from "./floor";

const figure = (cpuMsPerRequest: number, bytesPerResponse: number) => ({ cpuMsPerRequest, bytesPerResponse });

describe("guardCauses", () => {
  it("splits the first read's excess into the floor's own parse and serialise and the BFF's own work", () => {
    const figures = {
      [FLOOR_TARGETS.floorPassThrough]: figure(1.7, 24_000),
      [FLOOR_TARGETS.floorParsed]: figure(2, 24_000),
      [FLOOR_TARGETS.bffUncached]: figure(2.6, 27_500),
      [FLOOR_TARGETS.bffCached]: figure(1, 41_000),
      [FLOOR_TARGETS.floorFixed]: figure(0.75, 18_000),
    };
    const { uncached, cacheHit } = guardCauses(figures, 1.18);
    expect(uncached).toContain("Of the 0.900 ms between them, 0.300 ms is what the floor itself pays");
    expect(uncached).toContain("1.18× its pass-through");
    expect(uncached).toContain("the rest, 0.600 ms,");
    expect(uncached).toContain("27500 bytes against the upstream's 24000");
    expect(cacheHit).toContain("the BFF's hit 1 ms, the floor's fixed body 0.75 ms");
  });
});
