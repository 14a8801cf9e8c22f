// The report's compound annual growth keeps its sign from the upstream's figures to the printed page: a turnover
// that grew reads as growth, a net worth that shrank as a decline, in the report model (which the JSON export and
// the workbook carry) and in the PDF as poppler reads it. The expected rates are worked out here from the
// upstream's accounts, not by the growth function under test.
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SHIPPED_POLICY } from "@/lib/policy/policy";
import { companyProfileSchema } from "@/lib/upstream/schemas/company";
import { buildReport, type ReportInputs } from "../build/report";
import { renderReportPdf } from "./render";

// The upstream's profile as the spec shows it: three year ends, exactly two years from first to last.
const ANSWER = {
  companyRegistrationNumber: "00000077",
  businessName: "GROWING AND SHRINKING LIMITED",
  companyStatus: "Active",
  statutoryAccounts: [
    { yearEndDate: "2021-03-31", turnover: 1_000_000, netWorth: 400_000 },
    { yearEndDate: "2022-03-31", turnover: 1_150_000, netWorth: 390_000 },
    { yearEndDate: "2023-03-31", turnover: 1_210_000, netWorth: 324_000 },
  ],
};

/** (last / first) ^ (1 / years) − 1 over the upstream's first and last year ends, two years apart. */
function expectedRate(field: "turnover" | "netWorth"): number {
  const accounts = ANSWER.statutoryAccounts;
  const years = Number(accounts[accounts.length - 1].yearEndDate.slice(0, 4)) - Number(accounts[0].yearEndDate.slice(0, 4));
  return (accounts[accounts.length - 1][field] / accounts[0][field]) ** (1 / years) - 1;
}

/** As the PDF prints a rate: one decimal, a hyphen for the minus sign Helvetica lacks. */
const printed = (rate: number) => `${rate < 0 ? "-" : ""}${Math.abs(rate * 100).toFixed(1)}% a year`;

function report() {
  const empty = { kind: "empty" } as const;
  const inputs = {
    profile: { kind: "ok", body: companyProfileSchema.parse(ANSWER) },
    tradingAddress: empty, officers: empty, documents: empty, charges: empty, psc: empty, ccjs: empty, property: empty,
  } as unknown as ReportInputs;
  return buildReport(inputs, { crn: ANSWER.companyRegistrationNumber, generatedAt: new Date("2025-06-01T00:00:00Z"), source: "test", generatedBy: null, policy: SHIPPED_POLICY });
}

describe("the report's compound annual growth", () => {
  const turnover = expectedRate("turnover");
  const netWorth = expectedRate("netWorth");

  it("carries growth as positive and decline as negative in the report model", () => {
    expect(turnover).toBeGreaterThan(0);
    expect(netWorth).toBeLessThan(0);
    const growth = report().financials.data.growth;
    expect(growth.find((item) => item.field === "turnover")).toMatchObject({ from: "2021-03-31", to: "2023-03-31", years: 2 });
    expect(growth.find((item) => item.field === "turnover")?.rate).toBeCloseTo(turnover, 10);
    expect(growth.find((item) => item.field === "netWorth")?.rate).toBeCloseTo(netWorth, 10);
  });

  it("prints each rate with its sign in the PDF", async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "growth-")), "report.pdf");
    writeFileSync(file, await renderReportPdf(report()));
    const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
    expect(text).toContain("Compound annual growth");
    expect(text).toContain(`Turnover: ${printed(turnover)} over 2 years`);
    expect(text).toContain(`Net worth: ${printed(netWorth)} over 2 years`);
  }, 60_000);
});
