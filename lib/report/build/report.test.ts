import { describe, expect, it } from "vitest";
import { companyProfileSchema } from "@/lib/upstream/schemas/company";
import { reportSchema, REPORT_SCHEMA_VERSION } from "../model";
import { buildReport, type ReportInputs } from "./report";

const profile = companyProfileSchema.parse({
  companyRegistrationNumber: "00000001",
  businessName: "FAIRBAIRN HARBOUR CRANES LIMITED",
  companyStatus: "Active",
  companyRegistrationDate: "2001-02-03",
  outstandingCount: 1,
  mortgages: [{ chargeCode: "C1", createdDate: "2020-01-01", memorandumNature: "Debenture" }],
  statutoryAccounts: [
    { yearEndDate: "2023-03-31", turnover: 1_000_000, netWorth: 50_000 },
    { yearEndDate: "2024-03-31", turnover: 1_200_000, netWorth: -5_000 },
  ],
  ccjDetails: [{ caseNumber: "K1", ccjAmount: 1200, ccjStatus: "New Judgment" }],
});

const list = <T>(items: T[]) => ({ kind: "ok" as const, body: { items, page: null, size: null } });

function inputs(overrides: Partial<ReportInputs> = {}): ReportInputs {
  return {
    profile: { kind: "ok", body: profile },
    tradingAddress: { kind: "empty" },
    officers: { kind: "ok", body: { companyRegistrationNumber: "00000001", directorsData: [], shareDetails: [] } as never },
    documents: { kind: "empty" },
    charges: { kind: "empty" },
    psc: list([]),
    ccjs: list([]),
    property: list([]),
    ...overrides,
  };
}

const meta = { crn: "00000001", generatedAt: new Date("2026-11-22T10:00:00Z"), source: "Sandbox (generated data)", generatedBy: null };

describe("buildReport", () => {
  it("builds a model the schema accepts, with the version, time and source", () => {
    const report = buildReport(inputs(), meta);
    expect(reportSchema.safeParse(report).success).toBe(true);
    expect(report.schemaVersion).toBe(REPORT_SCHEMA_VERSION);
    expect(report.generatedAt).toBe("2026-11-22T10:00:00.000Z");
    expect(report.company.data.name).toBe("FAIRBAIRN HARBOUR CRANES LIMITED");
  });

  it("shares the page's derivations: risk flags, years oldest first, key figures with the change", () => {
    const report = buildReport(inputs(), meta);
    expect(report.summary.data.risks.map((risk) => risk.id)).toEqual(expect.arrayContaining(["negative-net-worth", "charges", "ccjs"]));
    expect(report.financials.data.years.map((year) => year.yearEnd)).toEqual(["2023-03-31", "2024-03-31"]);
    const turnover = report.summary.data.keyFigures.find((figure) => figure.field === "turnover");
    expect(turnover).toMatchObject({ value: 1_200_000, previous: 1_000_000 });
    expect(turnover?.change).toBeCloseTo(0.2);
  });

  it("marks sections with nothing as empty, with a sentence saying so", () => {
    const report = buildReport(inputs(), meta);
    expect(report.ccjs).toMatchObject({ status: "empty", note: "No county court judgments recorded." });
    expect(report.tradingAddresses.status).toBe("empty");
    expect(report.charges.status).toBe("ok");
  });

  it("keeps a failed section in the report, saying why", () => {
    const report = buildReport(inputs({ ccjs: { kind: "failed", reason: "the data service answered with status 500." } }), meta);
    expect(report.ccjs.status).toBe("failed");
    expect(report.ccjs.note).toBe("County court judgments: not available — the data service answered with status 500.");
    expect(reportSchema.safeParse(report).success).toBe(true);
  });

  it("carries the Charges tab's debt over time for the PDF: the charge outstanding from its creation year", () => {
    const timeline = buildReport(inputs(), meta).charges.data.timeline ?? [];
    expect(timeline[0]).toMatchObject({ year: "2020", outstandingCharges: 1 });
    expect(timeline.at(-1)?.outstandingCharges).toBe(1);
  });

  it("still shows the profile's charges when only the charges lookup failed", () => {
    const report = buildReport(inputs({ charges: { kind: "failed", reason: "no answer." } }), meta);
    expect(report.charges.status).toBe("failed");
    expect(report.charges.data.rows).toHaveLength(1);
  });

  it("completes without a profile, every profile-derived section saying it is not available", () => {
    const report = buildReport(inputs({ profile: { kind: "failed", reason: "no answer." } }), meta);
    expect(report.company.data.name).toBe("Company 00000001");
    for (const id of ["company", "summary", "financials", "charges", "group"] as const) expect(report[id].status).toBe("failed");
  });
});
