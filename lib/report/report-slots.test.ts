// The caps on reports in progress: per user and for the whole server, and a slot comes back once.
import { describe, expect, it } from "vitest";
import { takeReportSlot } from "./report-slots";

describe("takeReportSlot", () => {
  it("refuses a user beyond their cap, then everyone beyond the server's, and frees slots once", () => {
    const limits = { maxInProgress: 3, maxPerUser: 2 };
    const a1 = takeReportSlot("alice", limits);
    const a2 = takeReportSlot("Alice", limits);
    expect(typeof a1).toBe("function");
    expect(takeReportSlot("alice", limits)).toBe("user");
    const b1 = takeReportSlot("bob", limits);
    expect(takeReportSlot("carol", limits)).toBe("server");
    if (typeof a1 !== "function" || typeof a2 !== "function" || typeof b1 !== "function") throw new Error("no slot");
    a1();
    a1();
    expect(typeof takeReportSlot("carol", limits)).toBe("function");
    expect(takeReportSlot("dave", limits)).toBe("server");
  });
});
