import { describe, expect, it } from "vitest";
import type { PortfolioRow } from "./portfolio";
import { portfolioCsv, readPortfolioView, viewPortfolio } from "./portfolio-table";

const row = (over: Partial<PortfolioRow>): PortfolioRow => ({
  companyNumber: "00000001", name: "A LTD", status: "Active", band: "low", bandLabel: "Low risk", limit: 1000, policyVersion: 1, decision: null, debt: null, lastChange: null,
  unreadAlerts: 0, lastCheckedAt: null, checkError: null, addedAt: "2026-01-01T00:00:00.000Z", ...over,
});

describe("the portfolio's view and export", () => {
  const rows = [
    row({}), row({ companyNumber: "00000002", name: "=HYPERLINK(\"x\")", band: "high", bandLabel: "High risk", unreadAlerts: 2 }),
    row({ companyNumber: "00000003", name: "C, \"quoted\" LTD", checkError: "The data service failed (HTTP 500)." }),
  ];

  it("sorts by the exposure taken and exports the decision in force beside the suggested limit", () => {
    const decided = [
      row({ decision: { outcome: "approve", limitGranted: 5000, override: true, reviewDate: "2027-01-01" } }),
      row({ companyNumber: "00000002", decision: { outcome: "approve", limitGranted: 800, override: false, reviewDate: "2027-01-01" } }),
      row({ companyNumber: "00000003" }),
    ];
    expect(viewPortfolio(decided, readPortfolioView({ sort: "exposure", dir: "desc" })).map((r) => r.companyNumber)).toEqual(["00000001", "00000002", "00000003"]);
    const csv = portfolioCsv(decided).split("\r\n");
    expect(csv[0]).toContain("Suggested limit (GBP),Decision in force,Limit granted (GBP)");
    expect(csv[1]).toContain("1000,Approve (policy override),5000");
    expect(csv[3]).toContain("1000,,,");
  });

  it("filters and sorts as the URL says", () => {
    expect(viewPortfolio(rows, readPortfolioView({ show: "unread" })).map((r) => r.companyNumber)).toEqual(["00000002"]);
    expect(viewPortfolio(rows, readPortfolioView({ show: "failing" })).map((r) => r.companyNumber)).toEqual(["00000003"]);
    expect(viewPortfolio(rows, readPortfolioView({ sort: "band", dir: "desc" }))[0]!.companyNumber).toBe("00000002");
    expect(viewPortfolio(rows, readPortfolioView({ q: "quoted" })).map((r) => r.companyNumber)).toEqual(["00000003"]);
  });

  it("writes CSV that a spreadsheet cannot run as a formula, quoting commas and quotes", () => {
    const csv = portfolioCsv(rows).split("\r\n");
    expect(csv[0]).toMatch(/^\uFEFFCompany number,Name,Status,Credit band,Credit policy version/);
    // The company number keeps its leading zeros in a spreadsheet.
    expect(csv[1]).toMatch(/^"=""00000001""",/);
    expect(csv[1]).toContain("Active,Low risk,1,1000");
    expect(csv[2]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(csv[3]).toContain(`"C, ""quoted"" LTD"`);
  });
});
