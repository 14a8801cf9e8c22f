import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../db/test-database";
import type { DecisionInput } from "./decision-input";
import type { DecisionEvidence } from "./evidence";
import {
  addApproval, addDecision, addNote, decisionById, decisionsInForce, listDecisions, listNotes, reviewsDue, type DecisionRecord,
} from "./store";

const alice = { username: "alice", name: "Alice" };
const bob = { username: "bob", name: "Bob" };
const input = (over: Partial<DecisionInput> = {}): DecisionInput => ({
  outcome: "approve", conditions: null, limitGranted: 50_000, currency: "GBP", reviewDate: "2030-01-01", rationale: "Sound", overrideReason: null,
  ...over,
});
const record = (needsApproval = false, suggestedLimit: number | null = 100_000): DecisionRecord => ({
  evidence: { policyVersion: 1, suggestedLimit } as DecisionEvidence, overrideReason: null, needsApproval,
});

describe("notes", () => {
  useTestDatabase();

  it("are kept with author and time and listed newest first, per company", async () => {
    const first = await addNote("00000001", alice, "Called the FD", "r1", new Date(1000));
    await addNote("00000001", bob, "Accounts late", "r2", new Date(2000));
    await addNote("00000002", bob, "Elsewhere", "r3");
    expect(first).toEqual({ id: first.id, company: "00000001", at: new Date(1000).toISOString(), username: "alice", author: "Alice", body: "Called the FD" });
    expect((await listNotes("00000001")).map((note) => note.body)).toEqual(["Accounts late", "Called the FD"]);
  });
});

describe("decisions", () => {
  useTestDatabase();

  it("are written with their evidence, read back, and judged for override against the frozen limit", async () => {
    const decision = await addDecision("00000001", alice, input({ limitGranted: 150_000, overrideReason: "Known payer" }), record(), "d1", new Date(5000));
    expect(decision).toMatchObject({
      company: "00000001", at: new Date(5000).toISOString(), author: "Alice", outcome: "approve", limitGranted: 150_000, overrideReason: "Known payer",
      override: true, evidence: { policyVersion: 1, suggestedLimit: 100_000 }, approval: { required: false, status: "not-required" },
    });
    expect(await decisionById("00000001", decision.id)).toEqual(decision);
    expect(await decisionById("00000002", decision.id)).toBeNull();
  });

  it("wait for a second approver when needed, take one answer only, and are in force only once approved", async () => {
    const pending = await addDecision("00000003", alice, input({ limitGranted: 90_000, reviewDate: "2026-01-01" }), record(true), "d3");
    expect(pending.approval).toMatchObject({ required: true, status: "awaiting" });
    expect((await decisionsInForce(["00000003"])).size).toBe(0);
    expect(await reviewsDue("2027-01-01")).toEqual([]);
    expect(await addApproval(pending.id, bob, true, "Fine", "a1", new Date(7000))).toBe(true);
    expect(await addApproval(pending.id, alice, false, null, "a2")).toBe(false);
    const approved = await decisionById("00000003", pending.id);
    expect(approved?.approval).toEqual({ required: true, status: "approved", by: "Bob", at: new Date(7000).toISOString(), comment: "Fine" });
    expect((await decisionsInForce(["00000003", "00000001", "00000009"])).get("00000003")?.id).toBe(pending.id);
    expect((await reviewsDue("2027-01-01")).map((decision) => decision.id)).toEqual([pending.id]);
    expect(await reviewsDue("2025-12-31")).toEqual([]);
  });

  it("leave the one in force to the newest not refused by its approver", async () => {
    const kept = await addDecision("00000004", alice, input({ reviewDate: "2026-02-01" }), record(), "d4");
    const refused = await addDecision("00000004", alice, input({ reviewDate: "2026-03-01" }), record(true), "d5");
    await addApproval(refused.id, bob, false, "No", "a3");
    expect((await decisionsInForce(["00000004"])).get("00000004")?.id).toBe(kept.id);
    expect((await reviewsDue("2027-01-01")).map((decision) => decision.company)).toContain("00000004");
    expect((await listDecisions("00000004")).map((decision) => decision.approval.status)).toEqual(["rejected", "not-required"]);
  });
});

// Its own database: the evidence row planted here stays (append-only), and would trip the next decision anywhere else.
describe("a decision whose evidence cannot be written", () => {
  const db = useTestDatabase();

  it("is not written either: the two inserts are one transaction", async () => {
    await addDecision("00000001", alice, input(), record(), "d0");
    const before = await listDecisions("00000001");
    const next = (before[0]?.id ?? 0) + 1;
    // An evidence row already holding the next decision's id makes the second insert fail.
    await db().query.insertInto("decision_evidence").values({ decision_id: next, evidence: "{}", override_reason: null, policy_version: 1, needs_approval: 0 }).execute();
    await expect(addDecision("00000001", alice, input(), record(), "d2")).rejects.toThrow();
    expect(await listDecisions("00000001")).toEqual(before);
    const count = await db().query.selectFrom("company_decisions").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(before.length);
  });
});
