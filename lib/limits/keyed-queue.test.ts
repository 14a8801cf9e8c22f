// The per-key queue the sign-in slow-down serialises an address's attempts through.
import { describe, expect, it } from "vitest";
import { keyedQueue } from "./keyed-queue";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("keyedQueue", () => {
  it("runs one task of a key at a time, in order, and other keys alongside", async () => {
    const queue = keyedQueue(10);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const task = (n: number) => async () => {
      running += 1;
      most = Math.max(most, running);
      await sleep(5);
      order.push(n);
      running -= 1;
      return n;
    };
    const results = await Promise.all([1, 2, 3, 4].map((n) => queue.run("a", task(n))));
    expect(results.map((result) => result?.value)).toEqual([1, 2, 3, 4]);
    expect(order).toEqual([1, 2, 3, 4]);
    expect(most).toBe(1);
    const other = await Promise.all([queue.run("b", task(5)), queue.run("c", task(6))]);
    expect(other.map((result) => result?.value)).toEqual([5, 6]);
    expect(queue.size("a")).toBe(0);
  });

  it("refuses a task when the key already has its bound waiting, and a failed task does not stop the next", async () => {
    const queue = keyedQueue(2);
    const runs = [
      queue.run("a", async () => { await sleep(5); throw new Error("boom"); }),
      queue.run("a", async () => "second"),
      queue.run("a", async () => "third"),
      queue.run("a", async () => "fourth"),
    ];
    const [first, ...rest] = await Promise.allSettled(runs);
    expect(first.status).toBe("rejected");
    expect(rest.map((result) => (result.status === "fulfilled" ? result.value?.value ?? null : "rejected"))).toEqual(["second", "third", null]);
  });
});
