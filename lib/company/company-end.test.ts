// A company's end as its status events date it: the sandbox's events (sandbox/generate/profile.ts) and the wording
// of Companies House's; a notice is not an end, and a company whose status says it trades has not ended.
import { describe, expect, it } from "vitest";
import { companyEnd } from "./company-end";

const event = (statusCode: string, statusCodeDesc: string, day: string) => ({ statusCode, statusCodeDesc, statusFiledDate: `${day}T00:00:00Z`, registeredDate: `${day}T00:00:00Z` });

describe("companyEnd", () => {
  it("dates a liquidation by its latest liquidation event", () => {
    expect(companyEnd("Liquidation", [
      event("LIQ", "Liquidator appointed (creditors' voluntary liquidation)", "2024-03-02"), event("RES", "Resolution to wind up", "2024-03-01"),
      event("INC", "Incorporated", "2010-01-01"),
    ])).toEqual({ kind: "liquidation", date: "2024-03-02" });
  });

  it("dates a strike-off by its dissolution, not by the gazette's notice", () => {
    expect(companyEnd("Dissolved", [event("DIS", "Dissolved", "2023-06-01"), event("GAZ1", "First Gazette notice for voluntary strike-off", "2023-03-03")]))
      .toEqual({ kind: "struck-off", date: "2023-06-01" });
    expect(companyEnd("Active - Proposal to Strike off", [event("GAZ1", "First Gazette notice for compulsory strike-off", "2023-03-03")])).toBeNull();
  });

  it("finds no end for a trading company, or for an ended one its events do not date", () => {
    expect(companyEnd("Active", [event("LIQ", "Liquidator appointed", "2001-01-01")])).toBeNull();
    expect(companyEnd("Dissolved", [event("INC", "Incorporated", "2010-01-01")])).toBeNull();
  });
});
