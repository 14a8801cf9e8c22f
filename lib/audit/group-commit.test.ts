import { describe, expect, it } from "vitest";
import { groupCommit } from "./group-commit";

describe("groupCommit", () => {
  it("writes records arriving together in one batch, and settles each only after its batch is written", async () => {
    const batches: number[][] = [];
    let release: () => void = () => undefined;
    const committer = groupCommit<number>(async (batch) => {
      batches.push([...batch]);
      if (batches.length === 1) await new Promise<void>((resolve) => (release = resolve));
    }, 100);
    const settled: number[] = [];
    const first = [1, 2, 3].map((n) => committer.add(n).then(() => settled.push(n)));
    await new Promise((resolve) => setImmediate(resolve));
    // While the first batch is being written, later records wait for the next one.
    const later = [4, 5].map((n) => committer.add(n).then(() => settled.push(n)));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(settled).toEqual([]);
    release();
    await Promise.all([...first, ...later]);
    expect(batches).toEqual([[1, 2, 3], [4, 5]]);
    expect(settled).toEqual([1, 2, 3, 4, 5]);
  });

  it("rejects every record of a failed batch, and writes the next batch afresh", async () => {
    let calls = 0;
    const committer = groupCommit<string>(async () => {
      calls += 1;
      if (calls === 1) throw new Error("disk full");
    }, 100);
    const failed = await Promise.allSettled([committer.add("a"), committer.add("b")]);
    expect(failed.map((result) => result.status)).toEqual(["rejected", "rejected"]);
    await expect(committer.add("c")).resolves.toBeUndefined();
    expect(calls).toBe(2);
  });

  it("splits a long queue into batches of at most maxBatch", async () => {
    const sizes: number[] = [];
    const committer = groupCommit<number>(async (batch) => void sizes.push(batch.length), 4);
    await Promise.all(Array.from({ length: 10 }, (_, n) => committer.add(n)));
    expect(sizes).toEqual([4, 4, 2]);
  });
});
