// The export status line's words, from the caller's jobs in GET /api/exports/queue.
import { describe, expect, it } from "vitest";
import { statusWords } from "./export-queue-status";

describe("statusWords", () => {
  it("names the fewest exports ahead of a waiting download, else says it is being prepared, else nothing", () => {
    expect(statusWords([{ state: "running" }, { state: "waiting", ahead: 3 }, { state: "waiting", ahead: 1 }])).toBe("Your download is waiting: 1 export ahead.");
    expect(statusWords([{ state: "waiting", ahead: 0 }])).toBe("Your download is waiting: 0 exports ahead.");
    expect(statusWords([{ state: "running" }])).toBe("Your download is being prepared…");
    expect(statusWords([])).toBe("");
  });
});
