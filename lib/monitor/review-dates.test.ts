import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../db/test-database";
import type { DecisionInput } from "../decisions/decision-input";
import type { DecisionEvidence } from "../decisions/evidence";
import { addDecision, type DecisionRecord } from "../decisions/store";
import { listAlerts } from "./alert-store";
import { raiseReviewsDue, REVIEW_CATCH_UP_DAYS } from "./review-dates";
import { addCompanies, createWatchlist } from "./watchlist-store";

const alice = { username: "alice", name: "Alice Analyst" };
const input = (over: Partial<DecisionInput> = {}): DecisionInput => ({
  outcome: "approve", conditions: null, limitGranted: 50_000, currency: "GBP", reviewDate: "2026-12-01", rationale: "Sound", overrideReason: null,
  ...over,
});
const record = (needsApproval = false): DecisionRecord => ({
  evidence: { policyVersion: 1, suggestedLimit: 100_000 } as DecisionEvidence, overrideReason: null, needsApproval,
});
const at = (iso: string) => new Date(`${iso}Z`);

describe("raiseReviewsDue", () => {
  useTestDatabase();

  it("raises one alert on the review day on each list watching the company then, however often it runs", async () => {
    const watching = await createWatchlist(alice, { name: "Watching", shared: false, intervalHours: 24 });
    const later = await createWatchlist(alice, { name: "Added later", shared: false, intervalHours: 24 });
    await addCompanies(watching.id, ["09990011"], "alice", at("2026-11-01T09:00:00").getTime());
    // Began watching after the review day: the review is a change from before it watched.
    await addCompanies(later.id, ["09990011"], "alice", at("2026-12-02T09:00:00").getTime());
    await addDecision("09990011", alice, input(), record(), "d1", at("2026-11-03T10:00:00"));

    expect(await raiseReviewsDue(at("2026-11-30T23:59:00"))).toEqual([]);
    const raised = await raiseReviewsDue(at("2026-12-01T00:05:00"));
    expect(raised.map((alert) => [alert.watchlistId, alert.kind, alert.severity])).toEqual([[watching.id, "review-due", "amber"]]);
    expect(raised[0]).toMatchObject({
      companyNumber: "09990011", title: "Review due: Approve, limit £50,000", evidence: "/companies/09990011/assessment",
      detail: "The decision of 3 Nov 2026 by Alice Analyst (Approve, limit £50,000) is due for review on 1 Dec 2026.",
    });
    expect(await raiseReviewsDue(at("2026-12-01T12:00:00"))).toEqual([]);
    expect(await raiseReviewsDue(at("2026-12-03T12:00:00"))).toEqual([]);
    expect((await listAlerts("alice", { kind: "review-due" })).map((alert) => alert.watchlistId)).toEqual([watching.id]);
  });

  it("raises a review missed while no pass ran within the catch-up days, not an older one, nor one awaiting approval", async () => {
    const list = await createWatchlist(alice, { name: "Reviews", shared: false, intervalHours: 24 });
    await addCompanies(list.id, ["09990012", "09990013", "09990014"], "alice", at("2026-01-01T00:00:00").getTime());
    await addDecision("09990012", alice, input({ reviewDate: "2026-11-25" }), record(), "d2", at("2026-06-01T10:00:00"));
    await addDecision("09990013", alice, input({ reviewDate: "2026-11-10" }), record(), "d3", at("2026-06-01T10:00:00"));
    await addDecision("09990014", alice, input({ reviewDate: "2026-11-26" }), record(true), "d4", at("2026-06-01T10:00:00"));
    const now = at("2026-11-28T08:00:00");
    expect(REVIEW_CATCH_UP_DAYS).toBe(7);
    expect((await raiseReviewsDue(now)).map((alert) => alert.companyNumber)).toEqual(["09990012"]);
  });
});
