import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { companyProfileSchema } from "@/lib/upstream/schemas/company";
import { alertSubject, splitAlerts } from "./restated-alerts";
import { riskItems } from "./risk";

const now = new Date("2026-11-22T12:00:00Z");
const profile = (fields: Record<string, unknown>) => companyProfileSchema.parse({ companyRegistrationNumber: "09990004", businessName: "TEST LIMITED", ...fields });
const alert = (alertCode: string, alertCodeTitle: string, alertDate = "2025-03-12") => ({ alertCode, alertCodeTitle, alertDate, alertDetail1: "" });

describe("a safe alert restating a raised flag", () => {
  it("is shown under that flag, not as a second warning", () => {
    // As the sandbox's company in liquidation answers: a liquidation alert and a negative-net-worth alert.
    const items = riskItems(profile({
      companyStatus: "liquidation", companyLiquidationStatus: "Y",
      statutoryAccounts: [{ yearEndDate: "2025-03-31", netWorth: -265_198 }],
      safealertsinformation: [alert("LIQ", "Liquidation"), alert("NNW", "Negative net worth", "2026-10-23")],
    }), now);
    expect(items.map((item) => item.id)).toEqual(["liquidation", "negative-net-worth"]);
    expect(items[0].detail).toContain("also the service's safe alert: Liquidation (12 Mar 2025)");
    expect(items[1].detail).toContain("also the service's safe alert: Negative net worth (23 Oct 2026)");
  });
  it("matches a dissolved or judgment alert by its code or by its title's words", () => {
    const dissolved = riskItems(profile({ companyStatus: "dissolved", safealertsinformation: [alert("X9", "Company dissolved")] }), now);
    expect(dissolved.map((item) => item.id)).toEqual(["dissolved"]);
    const judgment = riskItems(profile({
      ccjDetails: [{ ccjStatus: "New Judgment", ccjAmount: 500 }], safealertsinformation: [alert("CCJ", "County court judgment"), alert("CCJ", "County court judgment")],
    }), now);
    expect(judgment.map((item) => item.id)).toEqual(["ccjs"]);
    expect(judgment[0].detail).toMatch(/also the service's safe alerts: County court judgment \(12 Mar 2025\), County court judgment/);
  });
  it("stands on its own when the record does not raise its flag, and other alerts still warn", () => {
    // A judgment alert on a company whose judgments are all satisfied: the alert says something the record does not.
    const items = riskItems(profile({
      ccjDetails: [{ ccjStatus: "Satisfied", ccjAmount: 500 }],
      safealertsinformation: [alert("CCJ", "County court judgment"), alert("GAZ", "Gazette notice")],
    }), now);
    const safeAlerts = items.find((item) => item.id === "safe-alerts");
    expect(safeAlerts?.title).toBe("2 safe alerts");
    expect(safeAlerts?.detail).toBe("County court judgment; Gazette notice");
  });
  it("leaves only the alerts that restate nothing in the safe-alerts warning", () => {
    const items = riskItems(profile({ companyStatus: "dissolved", safealertsinformation: [alert("DIS", "Dissolved"), alert("GAZ", "Gazette notice")] }), now);
    expect(items.find((item) => item.id === "safe-alerts")).toMatchObject({ title: "1 safe alert", detail: "Gazette notice" });
  });
  it("counts every alert once: under a raised flag, or as its own", () => {
    const codes = fc.constantFrom("DIS", "LIQ", "ADM", "CCJ", "NNW", "GAZ", "XYZ");
    fc.assert(fc.property(fc.array(codes, { maxLength: 8 }), fc.subarray(["dissolved", "liquidation", "ccjs"]), (alertCodes, raised) => {
      const alerts = alertCodes.map((code) => alert(code, ""));
      const split = splitAlerts(alerts, new Set(raised));
      const restated = [...split.restating.values()].flat();
      expect(restated.length + split.own.length).toBe(alerts.length);
      for (const [flag, list] of split.restating) for (const item of list) expect([flag, raised.includes(flag)]).toEqual([alertSubject(item), true]);
    }));
  });
});
