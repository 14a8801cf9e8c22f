// The new alert kinds from two upstream answers of one company (the company profile, as the spec names its fields):
// each answer reduced to a snapshot as a check does, and the expected words read from the answers themselves.
import { describe, expect, it } from "vitest";
import { REDUCTION_WORDS, SHIPPED_POLICY } from "@/lib/policy/policy";
import { companyProfileSchema } from "@/lib/upstream/schemas/company";
import { diffSnapshots } from "./diff";
import { severityOf } from "./severity";
import { snapshotSchema, takeSnapshot } from "./snapshot";

const CRN = "09990001";
const CHECKED = new Date("2026-11-22T12:00:00Z");

// A sound company: assets £2m, liabilities £600,000, profitable, so the shipped policy suggests a limit and a low band.
const ACCOUNTS = {
  yearEndDate: "2026-03-31", yearStartDate: "2025-04-01", accountType: "Full", currency: "GBP",
  totalAssets: 2_000_000, totalLiabilities: 600_000, totalCurrentAssets: 1_200_000, totalCurrentLiabilities: 400_000,
  totalShareholdersEquity: 1_400_000, stock: 100_000, turnover: 6_000_000, profitBeforeTax: 400_000, operatingProfit: 400_000,
  depreciation: 0, revenueReserves: 900_000,
};
const JUDGMENT = {
  caseNumber: "K7Q11204", ccjDate: "2026-09-14", ccjPaidDate: "", court: "Bristol County Court", plaintiffName: "HARBOUR FUELS LIMITED",
  ccjAmount: 12_480, ccjStatus: "New Judgment", type: "Judgment",
};
const ANSWER = {
  companyRegistrationNumber: CRN, businessName: "HARBOUR TRADING LIMITED", companyStatus: "active", statutoryAccounts: [ACCOUNTS],
  accountsMadeUpDate: "2026-03-31", accountsDueDate: "2026-12-31", latestAnnualReturnDate: "2025-11-30", nextAnnualReturnDate: "2026-12-14",
  ccjDetails: [] as Array<Record<string, unknown>>,
};

type Answer = typeof ANSWER;
const snapshotOf = (answer: Answer) => takeSnapshot(companyProfileSchema.parse(answer), CRN, SHIPPED_POLICY, CHECKED);
const diffAnswers = (before: Answer, after: Answer) => diffSnapshots(snapshotOf(before), snapshotOf(after));
const withJudgment = (fields: Record<string, unknown> = {}): Answer => ({ ...ANSWER, ccjDetails: [{ ...JUDGMENT, ...fields }] });

describe("a county court judgment's status changing", () => {
  it("alerts a judgment satisfied, once, green, naming it from the answer", () => {
    const before = withJudgment();
    const after = withJudgment({ ccjStatus: "Satisfied", ccjPaidDate: "2026-11-20" });
    const [change, ...others] = diffAnswers(before, after).filter((item) => item.kind === "ccj-status");
    expect(others).toEqual([]);
    expect(change).toMatchObject({
      title: "County court judgment satisfied",
      detail: "The county court judgment of £12,480 to HARBOUR FUELS LIMITED, 14 Sep 2026 (Bristol County Court, case K7Q11204) " +
        "is now satisfied, paid 20 Nov 2026 (before, outstanding (unsatisfied)); status Satisfied.",
    });
    expect(severityOf(change!.kind, change!.key)).toBe("green");
    // Found again from the same two answers (another server, a re-run), it is the same change.
    expect(diffAnswers(before, after).find((item) => item.kind === "ccj-status")!.key).toBe(change!.key);
    expect(diffAnswers(after, structuredClone(after)).filter((item) => item.kind === "ccj-status")).toEqual([]);
  });

  it("alerts a judgment set aside, green, and apart from a satisfaction of the same judgment", () => {
    const satisfied = withJudgment({ ccjStatus: "Satisfied", ccjPaidDate: "2026-11-20" });
    const setAside = diffAnswers(withJudgment(), withJudgment({ ccjStatus: "Set Aside" })).find((item) => item.kind === "ccj-status")!;
    expect(setAside.title).toBe("County court judgment set aside");
    expect(setAside.detail).toContain("is now set aside (before, outstanding (unsatisfied)); status Set Aside.");
    expect(severityOf(setAside.kind, setAside.key)).toBe("green");
    const satisfiedKey = diffAnswers(withJudgment(), satisfied).find((item) => item.kind === "ccj-status")!.key;
    expect(setAside.key).not.toBe(satisfiedKey);
  });
});

describe("the suggested limit and the band, with the policy's reason", () => {
  it("alerts a judgment's arrival as the limit down 20% or more (amber) and the band down, each saying the policy's reduction began", () => {
    const before = snapshotOf(ANSWER);
    const after = snapshotOf(withJudgment());
    expect(before.limit).not.toBeNull();
    expect(after.limit!).toBeLessThanOrEqual(before.limit! * 0.8);
    const changes = diffSnapshots(before, after);
    const limit = changes.find((item) => item.kind === "credit-limit")!;
    const share = Math.round(((before.limit! - after.limit!) / before.limit!) * 100);
    expect(limit.title).toBe(`Suggested credit limit down ${share}%`);
    expect(limit.detail).toContain(`(£${before.limit!.toLocaleString("en-GB")} → £${after.limit!.toLocaleString("en-GB")})`);
    expect(limit.detail).toContain(`, down ${share}%. Credit policy v1. Why: `);
    expect(limit.detail).toContain(`Began: ${REDUCTION_WORDS.unsatisfiedCcj}`);
    expect(severityOf(limit.kind, limit.key)).toBe("amber");
    const band = changes.find((item) => item.kind === "score-band")!;
    expect(band.detail).toMatch(/^The credit band moved from Low risk to Moderate risk under credit policy v1\. Why: .*Began: an unsatisfied county court judgment/);
    expect(severityOf(band.kind, band.key)).toBe("amber");
  });

  it("alerts the judgment's satisfaction as the limit up (green), and the same fall of limit and band again later as a new change", () => {
    const clear = snapshotOf(ANSWER);
    const judged = snapshotOf(withJudgment());
    const satisfied = snapshotOf(withJudgment({ ccjStatus: "Satisfied", ccjPaidDate: "2026-11-20" }));
    const up = diffSnapshots(judged, satisfied).find((item) => item.kind === "credit-limit")!;
    expect(up.title).toMatch(/^Suggested credit limit up \d+%$/);
    expect(up.detail).toContain(`Ended: ${REDUCTION_WORDS.unsatisfiedCcj}`);
    expect(severityOf(up.kind, up.key)).toBe("green");
    // A second judgment later moves the limit by the same amounts: a new change, not the first one found again.
    const secondJudgment = snapshotOf({ ...ANSWER, ccjDetails: [{ ...JUDGMENT, ccjStatus: "Satisfied", ccjPaidDate: "2026-11-20" }, { ...JUDGMENT, caseNumber: "K9", ccjDate: "2026-11-21" }] });
    for (const kind of ["credit-limit", "score-band"]) {
      const firstFall = diffSnapshots(clear, judged).find((item) => item.kind === kind)!;
      const secondFall = diffSnapshots(satisfied, secondJudgment).find((item) => item.kind === kind)!;
      expect(secondFall.title, kind).toBe(firstFall.title);
      expect(secondFall.key, kind).not.toBe(firstFall.key);
      expect(severityOf(secondFall.kind, secondFall.key), kind).toBe("amber");
    }
  });

  it("with the policy of the version in force, says what each moved figure did to the limit, as the Assessment tab does", () => {
    const before = snapshotOf(ANSWER);
    // Working capital from £800,000 to £200,000: the shipped policy's base takes a tenth of it.
    const thinner = snapshotOf({ ...ANSWER, statutoryAccounts: [{ ...ACCOUNTS, totalCurrentLiabilities: 1_000_000, totalLiabilities: 1_200_000, totalShareholdersEquity: 800_000 }] });
    const change = diffSnapshots(before, thinner, new Map([[1, SHIPPED_POLICY.policy]])).find((item) => item.kind === "credit-limit")!;
    expect(change.detail).toContain("Working capital fell £600,000 (£800,000 → £200,000) → the base fell £60,000");
    expect(diffSnapshots(before, thinner).find((item) => item.kind === "credit-limit")!.detail).not.toContain("→ the base fell");
  });

  /** The sound company with `shift` of its equity turned into current liabilities. */
  const weaker = (shift: number) => snapshotOf({ ...ANSWER, statutoryAccounts: [{
    ...ACCOUNTS, totalShareholdersEquity: 1_400_000 - shift, totalLiabilities: 600_000 + shift, totalCurrentLiabilities: 400_000 + shift,
  }] });

  it("does not alert a limit moving by less than a fifth, even by more than a tenth", () => {
    const before = snapshotOf(ANSWER);
    const slightly = weaker(200_000);
    const moved = Math.abs(slightly.limit! - before.limit!);
    expect(moved).toBeLessThan(before.limit! * 0.2);
    expect(moved).toBeGreaterThan(before.limit! * 0.1);
    expect(diffSnapshots(before, slightly).filter((item) => item.kind === "credit-limit")).toEqual([]);
  });

  it("alerts a limit moving by a little more than a fifth, with the band unchanged", () => {
    const before = snapshotOf(ANSWER);
    const after = weaker(250_000);
    const moved = before.limit! - after.limit!;
    expect(moved).toBeGreaterThanOrEqual(before.limit! * 0.2);
    expect(moved).toBeLessThan(before.limit! * 0.3);
    expect(after.band).toBe(before.band);
    const changes = diffSnapshots(before, after);
    expect(changes.filter((item) => item.kind === "score-band")).toEqual([]);
    expect(changes.find((item) => item.kind === "credit-limit")!.title).toBe(`Suggested credit limit down ${Math.round((moved / before.limit!) * 100)}%`);
  });

  it("alerts a limit withdrawn (none suggested now) as down, in the policy's words for why", () => {
    const before = snapshotOf(ANSWER);
    const overdue = snapshotOf({ ...ANSWER, accountsDueDate: "2026-11-01" });
    expect(overdue.limit).toBeNull();
    const change = diffSnapshots(before, overdue).find((item) => item.kind === "credit-limit")!;
    expect(change.title).toBe("No credit limit suggested now");
    expect(change.detail).toContain(`(before: £${before.limit!.toLocaleString("en-GB")})`);
    expect(severityOf(change.kind, change.key)).toBe("amber");
  });
});

describe("a limit of £0", () => {
  it("counts as no credit: from £0 to a limit is 'suggested now' (green), with no percentage of nothing", () => {
    const before = snapshotOf(ANSWER);
    const nil = { ...before, limit: 0, band: "high" as const };
    const change = diffSnapshots(nil, before).find((item) => item.kind === "credit-limit")!;
    expect(change.title).toBe("A credit limit is suggested now");
    expect(change.detail).not.toMatch(/Infinity|%/);
    expect(severityOf(change.kind, change.key)).toBe("green");
    expect(diffSnapshots(before, nil).find((item) => item.kind === "credit-limit")!.title).toBe("No credit limit suggested now");
    expect(diffSnapshots(nil, { ...nil, limit: null, limitWithheld: "No limit: its accounts are overdue." }).filter((item) => item.kind === "credit-limit")).toEqual([]);
  });
});

describe("the confirmation statement overdue", () => {
  it("alerts once the due day in the answer has passed by the check's date, amber, naming the dates", () => {
    const before = ANSWER;
    const after = { ...ANSWER, nextAnnualReturnDate: "2026-11-14" };
    const [change, ...others] = diffAnswers(before, after).filter((item) => item.kind === "confirmation-overdue");
    expect(others).toEqual([]);
    expect(change).toMatchObject({
      title: "Confirmation statement overdue",
      detail: "The confirmation statement was due 14 Nov 2026 and has not been filed; the last was made up to 30 Nov 2025.",
    });
    expect(severityOf(change!.kind, change!.key)).toBe("amber");
    expect(diffAnswers(after, structuredClone(after)).filter((item) => item.kind === "confirmation-overdue")).toEqual([]);
  });
});

describe("a snapshot taken before the new fields were kept", () => {
  it("compares as unknown: no judgment status, limit or confirmation statement alert on the first check after an upgrade", () => {
    const now = snapshotOf({ ...withJudgment({ ccjStatus: "Satisfied", ccjPaidDate: "2026-11-20" }), nextAnnualReturnDate: "2026-11-14" });
    // The same company as an older server stored it: no standing, no confirmation statement, no limit nor its reason.
    const stored = JSON.parse(JSON.stringify(snapshotOf(withJudgment()))) as Record<string, unknown>;
    for (const field of ["confirmation", "limit", "limitWithheld", "accountsYear", "modelBand", "limitBasis", "overrides", "models"]) delete stored[field];
    for (const judgment of Object.values(stored.ccjs as Record<string, Record<string, unknown>>)) {
      delete judgment.standing;
      delete judgment.paid;
    }
    const old = snapshotSchema.parse(stored);
    const kinds = diffSnapshots(old, now).map((item) => item.kind);
    expect(kinds).not.toContain("ccj-status");
    expect(kinds).not.toContain("credit-limit");
    expect(kinds).not.toContain("confirmation-overdue");
  });
});
