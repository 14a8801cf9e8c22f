// A decision in the report: the one in force (not the newest when that awaits its second approver), its override
// reason, its four-eyes state and the evidence it froze, in the workbook's Decisions sheet and the PDF alike.
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import ExcelJS from "exceljs";
import { type ComponentProps, createElement } from "react";
import { describe, expect, it } from "vitest";
import { assessCompany } from "@/lib/assessment/assessment";
import type { CompanyDecision } from "@/lib/decisions/decision-input";
import { decisionEvidence } from "@/lib/decisions/evidence";
import { SHIPPED_POLICY } from "@/lib/policy/policy";
import { companyProfileSchema } from "@/lib/upstream/schemas/company";
import { buildReport, type ReportInputs } from "./build/report";
import { AssessmentLead } from "./pdf/assessment";
import { ReportPage } from "./pdf/page";
import { renderPages } from "./pdf/render";
import { renderReportWorkbook } from "./xlsx/workbook";

const NOW = new Date("2025-06-01T00:00:00Z");
const profile = companyProfileSchema.parse({
  companyRegistrationNumber: "00000042", businessName: "DECIDED LIMITED", companyStatus: "Active",
  statutoryAccounts: [{
    yearEndDate: "2024-12-31", accountType: "Full", turnover: 4_000_000, profitBeforeTax: 200_000, operatingProfit: 220_000, depreciation: 40_000,
    totalAssets: 3_000_000, totalCurrentAssets: 1_800_000, stock: 300_000, totalCurrentLiabilities: 900_000, totalLiabilities: 1_400_000,
    revenueReserves: 1_200_000, totalShareholdersEquity: 1_600_000,
  }],
});
const evidence = decisionEvidence(assessCompany(profile, "00000042", { policy: SHIPPED_POLICY, now: NOW }), "2025-05-30T10:15:00.000Z");

const decision = (id: number, fields: Partial<CompanyDecision>): CompanyDecision => ({
  id, company: "00000042", at: `2025-05-${10 + id}T09:00:00.000Z`, username: "alice", author: "Alice", outcome: "approve", conditions: null,
  limitGranted: 50_000, currency: "GBP", reviewDate: "2026-05-01", rationale: `Rationale ${id}`, overrideReason: null, evidence,
  override: false, approval: { required: false, status: "not-required", by: null, at: null, comment: null }, ...fields,
});
// Newest first: an approval above the four-eyes threshold still awaiting, then the decision in force (an override
// approved by a second user), then one recorded before evidence was kept.
const decisions = [
  decision(3, { limitGranted: 400_000, override: true, overrideReason: "Parent guarantee", approval: { required: true, status: "awaiting", by: null, at: null, comment: null } }),
  decision(2, { limitGranted: 300_000, override: true, overrideReason: "Trade references and a parent guarantee", approval: { required: true, status: "approved", by: "Bob", at: "2025-05-13T10:00:00.000Z", comment: "Seen the guarantee" } }),
  decision(1, { evidence: null }),
];
const team = { kind: "ok" as const, body: { decisions, notes: [] } };

function report() {
  const empty = { kind: "empty" } as const;
  const inputs = { profile: { kind: "ok", body: profile }, tradingAddress: empty, officers: empty, documents: empty, charges: empty, psc: empty, ccjs: empty, property: empty } as unknown as ReportInputs;
  return buildReport(inputs, { crn: "00000042", generatedAt: NOW, source: "test", generatedBy: null, policy: SHIPPED_POLICY }, team);
}

describe("a decision in the report", () => {
  it("in force is the approved one, not the newest that awaits its second approver", () => {
    expect(report().decisions.data.current?.id).toBe(2);
  });

  it("the workbook's Decisions sheet gives each decision's standing, override, approval and frozen evidence", async () => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await renderReportWorkbook(report())) as unknown as ArrayBuffer);
    const sheet = book.getWorksheet("Decisions")!;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    const cell = (row: number, header: string) => sheet.getRow(row).getCell(headers.indexOf(header) + 1).value;
    expect([2, 3, 4].map((row) => cell(row, "Decision"))).toEqual(["Approve (awaiting approval)", "Approve (in force)", "Approve (superseded)"]);
    expect(cell(3, "Override")).toBe("Override of the credit policy: Trade references and a parent guarantee");
    expect(cell(3, "Second approval")).toBe("Approved by Bob on 13 May 2025: Seen the guarantee");
    expect(cell(2, "Second approval")).toBe("Awaiting a second approver: not in force");
    expect(cell(3, "Suggested limit then")).toBe(evidence.suggestedLimit);
    const frozen = String(cell(3, "Evidence frozen with the decision"));
    expect(frozen).toContain(`Verdict then: ${evidence.sentence}`);
    expect(frozen).toContain("Data as of: 2025-05-30 10:15 UTC");
    expect(cell(4, "Evidence frozen with the decision")).toBe("No evidence kept: recorded before decisions froze their evidence.");
  });

  it("the PDF's summary gives the decision in force with its override, approval and evidence", async () => {
    const built = report();
    const page = createElement(ReportPage, { context: { title: "DECIDED LIMITED (00000042)", generatedAt: built.generatedAt } } as ComponentProps<typeof ReportPage>, createElement(AssessmentLead, { report: built }));
    const file = path.join(mkdtempSync(path.join(tmpdir(), "decision-")), "decision.pdf");
    writeFileSync(file, await (await renderPages([page])).save());
    const text = execFileSync("pdftotext", [file, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
    expect(text).toContain("Approve, limit granted £300,000");
    expect(text).toContain("Override of the credit policy: Trade references and a parent guarantee");
    expect(text).toContain("Approved by Bob on 13 May 2025: Seen the guarantee");
    expect(text).toContain(`Verdict then: ${evidence.sentence}`);
    expect(evidence.sentence).toContain("credit policy v1");
    expect(text).not.toContain("£400,000");
  }, 30_000);
});
