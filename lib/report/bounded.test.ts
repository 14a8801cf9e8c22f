import { describe, expect, it } from "vitest";
import { runBounded } from "./bounded";

describe("runBounded", () => {
  it("keeps order and never exceeds the limit", async () => {
    let running = 0;
    let peak = 0;
    const tasks = Array.from({ length: 9 }, (_, index) => async () => {
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, 5 + (index % 3) * 3));
      running -= 1;
      return index;
    });
    expect(await runBounded(tasks, 3)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(peak).toBe(3);
  });
  it("handles no tasks", async () => {
    expect(await runBounded([], 4)).toEqual([]);
  });
});
