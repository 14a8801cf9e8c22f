import { describe, expect, it } from "vitest";
import type { CompanyDecision } from "@/lib/decisions/decision-input";
import { decisions } from "./assessment";

const decision = (id: number, status: CompanyDecision["approval"]["status"]): CompanyDecision => ({
  id, company: "00000001", at: "2026-11-01T00:00:00.000Z", username: "alice", author: "Alice", outcome: "approve", conditions: null,
  limitGranted: 300_000, currency: "GBP", reviewDate: "2027-11-01", rationale: "why", overrideReason: "guarantee", evidence: null, override: true,
  approval: { required: status !== "not-required", status, by: null, at: null, comment: null },
});

describe("the report's decisions", () => {
  it("name as in force the newest decision not awaiting a second approver nor rejected, and keep every one in the history", () => {
    const section = decisions({ decisions: [decision(4, "awaiting"), decision(3, "rejected"), decision(2, "approved"), decision(1, "not-required")], notes: [] });
    expect(section.current?.id).toBe(2);
    expect(section.current).toMatchObject({ override: true, overrideReason: "guarantee", approval: { status: "approved" } });
    expect(section.history.map((item) => item.id)).toEqual([4, 3, 2, 1]);
  });
});
