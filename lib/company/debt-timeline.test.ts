import { describe, expect, it } from "vitest";
import type { ChargeRow } from "./charge-rows";
import { debtTimeline } from "./debt-timeline";

const charge = (code: string, created: string | null, satisfied: string | null, status: ChargeRow["status"]): ChargeRow => ({
  key: code, code, created, registered: null, satisfied, status, nature: "Debenture", entitled: ["Bank plc"], descriptions: [], tags: ["Bank"],
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

  it("counts charges outstanding and judgments unsatisfied at each year end, the current year as at today", () => {
    expect(timeline.years.map((year) => [year.label, year.outstandingCharges, year.unsatisfiedCcjs, year.unsatisfiedCcjAmount])).toEqual([
      ["2020", 1, 0, 0], ["2021", 2, 1, 1500], ["2022", 1, 1, 1500], ["2023", 1, 1, 800], ["2024", 1, 1, 800],
    ]);
  });

  it("lists creation, satisfaction, judgments, payments and insolvency events in date order, and counts the undated", () => {
    expect(timeline.events.map((event) => event.kind)).toEqual(["charge-created", "charge-created", "ccj", "charge-satisfied", "ccj-paid", "ccj", "insolvency"]);
    expect(timeline.events.at(-1)?.title).toBe("Liquidation: winding-up order");
    expect(timeline.undated).toBe(1);
  });
});
