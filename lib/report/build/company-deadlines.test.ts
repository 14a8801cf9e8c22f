// The report's register dates agree with the header's: the same fields, overdue once the due day has passed (against
// the report's own time), never for a dissolved company; expected values read straight from the profile below.
import { SHIPPED_POLICY } from "@/lib/policy/policy";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { companyProfileSchema } from "@/lib/upstream/schemas/company";
import { renderReportWorkbook } from "../xlsx/workbook";
import { buildReport, type ReportInputs } from "./report";

const generatedAt = new Date("2026-11-22T10:00:00Z");

function reportOf(fields: Record<string, unknown>) {
  const profile = companyProfileSchema.parse({ companyRegistrationNumber: "00000003", businessName: "TEST LIMITED", ...fields });
  const inputs: ReportInputs = {
    profile: { kind: "ok", body: profile },
    tradingAddress: { kind: "empty" }, officers: { kind: "empty" }, documents: { kind: "empty" }, charges: { kind: "empty" },
    psc: { kind: "empty" }, ccjs: { kind: "empty" }, property: { kind: "empty" },
  };
  return buildReport(inputs, { crn: "00000003", generatedAt, source: "test", generatedBy: null, policy: SHIPPED_POLICY });
}

describe("the report's register dates", () => {
  it("gives the accounts and confirmation statement dates, overdue where the due day has passed", async () => {
    const report = reportOf({
      companyStatus: "active", accountsMadeUpDate: "", latestDateOfAccounts: "2025-03-31", accountsDueDate: "2026-11-21",
      latestAnnualReturnDate: "2025-12-01", nextAnnualReturnDate: "2026-12-15",
    });
    expect(report.company.data).toMatchObject({
      accountsMadeUp: "2025-03-31", accountsDue: "2026-11-21", accountsOverdue: true,
      confirmationMadeUp: "2025-12-01", confirmationDue: "2026-12-15", confirmationOverdue: false, dissolvedOn: null,
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await renderReportWorkbook(report)) as unknown as ArrayBuffer);
    const rows = new Map<string, unknown>();
    book.getWorksheet("Profile")!.eachRow((row) => rows.set(String(row.getCell(1).value), row.getCell(2).value));
    // Dates stay date cells; whether each is overdue is a row of its own.
    expect(rows.get("Accounts due")).toEqual(new Date("2026-11-21T00:00:00Z"));
    expect(rows.get("Accounts overdue")).toBe("Yes");
    expect(rows.get("Confirmation statement due")).toEqual(new Date("2026-12-15T00:00:00Z"));
    expect(rows.get("Confirmation statement overdue")).toBe("No");
    expect(rows.get("Confirmation statement made up to")).toEqual(new Date("2025-12-01T00:00:00Z"));
  });

  it("dates a dissolved company's dissolution and calls nothing of it overdue", () => {
    const report = reportOf({
      companyStatus: "dissolved", accountsDueDate: "2024-01-01",
      companyEvents: [{ statusCode: "DIS", statusCodeDesc: "Dissolved", statusFiledDate: "2025-09-27T00:00:00Z" }],
    });
    expect(report.company.data).toMatchObject({ dissolvedOn: "2025-09-27", accountsOverdue: false });
  });
});
