// The PDF's credit policy part, rendered for real and read back with poppler: the verdict sentence naming the policy
// version, the overrides, every input and step of the limit with its amount (a step that does not apply in its own
// words, "not applied"), the rule; and with no limit, the reason instead of any arithmetic.
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type ComponentProps, createElement } from "react";
import { describe, expect, it } from "vitest";
import { formatSterlingFull } from "@/lib/format/money";
import { DEFAULT_POLICY, type PolicyVersion } from "@/lib/policy/policy";
import { companyProfileSchema } from "@/lib/upstream/schemas/company";
import { buildReport, type ReportInputs } from "../build/report";
import type { Report } from "../model";
import { AssessmentLead } from "./assessment";
import { ReportPage } from "./page";
import { PolicySection } from "./policy-limit";
// The renderer's own settings (no hyphenation), as the report is printed.
import { renderPages } from "./render";

const POLICY: PolicyVersion = { version: 4, at: "2025-05-01T09:00:00.000Z", username: "admin", author: "A. Admin", reason: "Tighter ceiling", policy: { ...DEFAULT_POLICY, caps: { ...DEFAULT_POLICY.caps, ceiling: 500_000 } } };

const YEAR = {
  yearEndDate: "2024-12-31", yearStartDate: "2024-01-01", accountType: "Full", turnover: 4_000_000, profitBeforeTax: -200_000, operatingProfit: -180_000,
  depreciation: 40_000, totalAssets: 3_000_000, totalCurrentAssets: 1_800_000, stock: 300_000, totalCurrentLiabilities: 900_000,
  totalLiabilities: 1_400_000, revenueReserves: 1_200_000, totalShareholdersEquity: 1_600_000, intangibleAssets: 250_000,
};

function reportOf(latest: Record<string, unknown>, companyStatus = "Active"): Report {
  const profile = companyProfileSchema.parse({ companyRegistrationNumber: "00000042", businessName: "PRINTED LIMITED", companyStatus, statutoryAccounts: [latest] });
  const empty = { kind: "empty" } as const;
  const inputs = { profile: { kind: "ok", body: profile }, tradingAddress: empty, officers: empty, documents: empty, charges: empty, psc: empty, ccjs: empty, property: empty } as unknown as ReportInputs;
  return buildReport(inputs, { crn: "00000042", generatedAt: new Date("2025-06-01T00:00:00Z"), source: "test", generatedBy: null, policy: POLICY });
}

async function printed(report: Report): Promise<string> {
  const context = { title: "PRINTED LIMITED (00000042)", generatedAt: report.generatedAt };
  // The children come as arguments, as JSX would pass them.
  const page = createElement(ReportPage, { context } as ComponentProps<typeof ReportPage>, createElement(AssessmentLead, { report }), createElement(PolicySection, { report }));
  const buffer = await (await renderPages([page])).save();
  const file = path.join(mkdtempSync(path.join(tmpdir(), "policy-")), "policy.pdf");
  writeFileSync(file, buffer);
  return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
}

const money = (value: number) => formatSterlingFull(value).replace("\u2212", "-");

describe("the PDF's credit policy part", () => {
  it("gives the verdict with the policy version, the overrides, every input and step, and the rule", async () => {
    const report = reportOf(YEAR);
    const { verdict, creditLimit: limit, policy } = report.assessment.data;
    expect(limit).not.toBeNull();
    const text = await printed(report);
    expect(verdict.sentence).toContain("credit policy v4");
    expect(text).toContain(verdict.sentence);
    expect(text).toContain("Credit policy v4, made by A. Admin on 1 May 2025: Tighter ceiling");
    // The loss year's reduction, in its words and with its factor.
    expect(verdict.overrides.map((override) => override.id)).toContain("pretaxLoss");
    expect(text).toContain("Limit × 50%: a pre-tax loss in the latest year");
    expect(text).toContain(`Net worth (totalShareholdersEquity) ${money(1_600_000)}`);
    expect(text).toContain(`Intangible assets (intangibleAssets) ${money(250_000)}`);
    expect(text).toContain(`Tangible net worth: net worth less intangible assets ${money(1_350_000)}`);
    expect(text).toContain(`Working capital: current assets less current liabilities ${money(900_000)}`);
    expect(limit!.basis.steps.length).toBeGreaterThanOrEqual(10);
    for (const step of limit!.basis.steps) expect(text).toContain(`${step.label} ${money(step.amount!)}`);
    expect(text).toContain(`Suggested credit limit: ${money(limit!.amount)} (credit policy v4`);
    expect(text).toContain(`Rule (credit policy v4): ${policy.rule}`);
  }, 30_000);

  it("says a step that does not apply in its words: no turnover filed, no turnover cap", async () => {
    const report = reportOf({ ...YEAR, turnover: null, intangibleAssets: null });
    const step = report.assessment.data.creditLimit!.basis.steps.find((item) => item.id === "cap-turnover")!;
    expect(step.amount).toBeNull();
    const text = await printed(report);
    expect(text).toContain(`${step.label} not applied`);
    expect(text).toContain("Turnover (turnover) not filed");
    expect(text).toContain(`Intangible assets: not filed, so £0 taken ${money(0)}`);
  }, 30_000);

  it("with no limit gives the reason and the band, and no arithmetic", async () => {
    const report = reportOf(YEAR, "In Liquidation");
    const { creditLimitWithheld, verdict } = report.assessment.data;
    expect(creditLimitWithheld).toMatch(/^No limit: /);
    const text = await printed(report);
    expect(text).toContain(verdict.sentence);
    expect(verdict.sentence).toMatch(/^High risk under credit policy v4: no limit/);
    expect(text).toContain(creditLimitWithheld);
    expect(text).toContain("Band: High risk;");
    expect(text).not.toContain("Net worth (totalShareholdersEquity)");
  }, 30_000);
});
