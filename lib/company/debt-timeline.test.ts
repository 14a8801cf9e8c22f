import { describe, expect, it } from "vitest";
import type { ChargeRow } from "./charge-rows";
import { debtTimeline } from "./debt-timeline";

const charge = (code: string, created: string | null, satisfied: string | null, status: ChargeRow["status"]): ChargeRow => ({
  key: code, code, created, registered: null, satisfied, status, nature: "Debenture", entitled: ["Bank plc"], descriptions: [], tags: ["Bank"], tagsKnown: true,
});
const ccj = (ccjDate: string, ccjAmount: number, ccjStatus: string, ccjPaidDate: string | null = null) => ({
  caseNumber: "K1", ccjDate, ccjPaidDate, court: "Leeds", ccjAmount, ccjStatus,
} as unknown as Parameters<typeof debtTimeline>[1][number]);

describe("the debt timeline", () => {
  const now = new Date(Date.UTC(2024, 5, 30));
  const timeline = debtTimeline(
    [charge("C1", "2020-03-01", "2022-06-01", "Satisfied"), charge("C2", "2021-01-10", null, "Outstanding"), charge("C3", null, null, "Outstanding")],
    [ccj("2021-05-05", 1500, "Satisfied", "2023-02-01"), ccj("2023-07-07", 800, "New Judgment")],
    [{ statusCode: "LIQ", statusCodeDesc: "Liquidation: winding-up order", statusFiledDate: "2024-01-15", registeredDate: null }, { statusCode: "AR", statusCodeDesc: "Annual return", statusFiledDate: "2022-01-01", registeredDate: null }],
    now,
  );

  it("counts live charges and judgments unsatisfied at each year end, the current year as at today", () => {
    expect(timeline.years.map((year) => [year.label, year.liveCharges, year.unsatisfiedCcjs, year.unsatisfiedCcjAmount])).toEqual([
      ["2020", 1, 0, 0], ["2021", 2, 1, 1500], ["2022", 1, 1, 1500], ["2023", 1, 1, 800], ["2024", 1, 1, 800],
    ]);
  });

  it("lists creation, satisfaction, judgments, payments and insolvency events in date order, and counts the undated", () => {
    expect(timeline.events.map((event) => event.kind)).toEqual(["charge-created", "charge-created", "ccj", "charge-satisfied", "ccj-paid", "ccj", "insolvency"]);
    expect(timeline.events.at(-1)?.title).toBe("Liquidation: winding-up order");
    expect(timeline.undated).toBe(1);
  });

  it("keeps a partially satisfied charge live, dates its partial satisfaction as an event and counts it apart", () => {
    const partly = debtTimeline(
      [charge("P1", "2020-03-01", "2022-06-01", "Partially satisfied"), charge("S1", "2020-05-01", "2021-02-01", "Satisfied"), charge("P2", "2021-07-01", null, "Partially satisfied")],
      [], [], now,
    );
    expect(partly.years.map((year) => [year.label, year.liveCharges, year.partSatisfiedCharges])).toEqual([
      ["2020", 2, 0], ["2021", 2, 1], ["2022", 2, 2], ["2023", 2, 2], ["2024", 2, 2],
    ]);
    expect(partly.events.map((event) => [event.kind, event.date])).toEqual([
      ["charge-created", "2020-03-01"], ["charge-created", "2020-05-01"], ["charge-satisfied", "2021-02-01"],
      ["charge-created", "2021-07-01"], ["charge-part-satisfied", "2022-06-01"],
    ]);
    expect(partly.events.at(-1)?.title).toBe("Charge P1 partially satisfied");
  });

  it("ends a set-aside judgment on its own date, so it never counts as outstanding at a year end", () => {
    const judged = debtTimeline([], [ccj("2022-02-02", 5000, "Set Aside"), ccj("2022-03-03", 700, "New Judgment")], [], now);
    expect(judged.years.map((year) => [year.label, year.unsatisfiedCcjs, year.unsatisfiedCcjAmount])).toEqual([["2022", 1, 700], ["2023", 1, 700], ["2024", 1, 700]]);
  });
});
