import { SHIPPED_POLICY } from "@/lib/policy/policy";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { companyProfileSchema } from "@/lib/upstream/schemas/company";
import { reportSchema } from "../model";
import { renderReportWorkbook } from "../xlsx/workbook";
import { buildReport, type ReportInputs } from "./report";

const parent = companyProfileSchema.parse({
  companyRegistrationNumber: "09990019", businessName: "GROUP PLC", companyStatus: "Active",
  groupStructures: {
    ultimateParentCompanyRegistrationNumber: "09990019", parentCompanyRegistrationNumber: "", companyRegistrationNumber: "09990019",
    ultimateParentBusinessName: "GROUP PLC", parentBusinessName: "", holdingType: "Ultimate parent",
  },
});
const list = <T>(items: T[]) => ({ kind: "ok" as const, body: { items, page: null, size: null } });
const inputs = (profile = parent, shareDetails: unknown[] = [], pscs: unknown[] = []): ReportInputs => ({
  profile: { kind: "ok", body: profile }, tradingAddress: { kind: "empty" },
  officers: { kind: "ok", body: { companyRegistrationNumber: profile.companyRegistrationNumber, directorsData: [], shareDetails } as never },
  documents: { kind: "empty" }, charges: { kind: "empty" }, psc: list(pscs) as never, ccjs: list([]), property: list([]),
});
const meta = { crn: "09990019", generatedAt: new Date("2026-11-22T10:00:00Z"), source: "Sandbox (generated data)", generatedBy: null, policy: SHIPPED_POLICY };
const seen = {
  rows: [{ number: "09990020", name: "CHILD A LIMITED", status: "Active", source: "import" as const }, { number: "09990017", name: "CHILD B LIMITED", status: "Active", source: "lookups" as const }],
  truncated: false,
};

describe("the report's group section", () => {
  it("holds the subsidiaries seen with the sentence, and says the company is its own ultimate parent", async () => {
    const report = buildReport(inputs(), { ...meta, subsidiaries: seen });
    expect(reportSchema.safeParse(report).success).toBe(true);
    expect(report.group.data).toMatchObject({ ultimateParentIsSelf: true });
    // Each row says its source in words: the import's is everyone's, a lookup's the reader's own.
    expect(report.group.data?.subsidiaries).toEqual([
      { number: "09990020", name: "CHILD A LIMITED", status: "Active", source: "register import" },
      { number: "09990017", name: "CHILD B LIMITED", status: "Active", source: "your lookups" },
    ]);
    expect(report.group.data?.subsidiariesNote).toMatch(/subsidiaries the dashboard has seen/);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await renderReportWorkbook(report) as never);
    const cells = (name: string) => workbook.getWorksheet(name)!.getSheetValues().flat().filter((value) => typeof value === "string");
    expect(cells("Subsidiaries")).toEqual(expect.arrayContaining(["CHILD A LIMITED", "09990020", "CHILD B LIMITED", "09990017", "register import", "your lookups"]));
    expect(cells("Group")).toEqual(expect.arrayContaining(["This company is its own ultimate parent", report.group.data!.subsidiariesNote]));
  });

  it("says when the directory could not be read, and links a corporate shareholder named as its parent", () => {
    const child = companyProfileSchema.parse({ companyRegistrationNumber: "09990017", businessName: "CHILD B LIMITED", groupStructures: { parentCompanyRegistrationNumber: "09990019", parentBusinessName: "GROUP PLC", ultimateParentCompanyRegistrationNumber: "09990019", ultimateParentBusinessName: "GROUP PLC" } });
    const holder = { numberOfSharesIssued: 100, shareClasses: "ORDINARY", shareholdersDetails: { shareholderSurname: "GROUP PLC" } };
    const report = buildReport(inputs(child, [holder]), { ...meta, crn: "09990017", subsidiaries: null });
    expect(report.group.data?.ultimateParentIsSelf).toBe(false);
    expect(report.group.data?.subsidiariesNote).toMatch(/could not be read/);
    expect(report.shares.data.holders[0].companyNumber).toBe("09990019");
  });
});
