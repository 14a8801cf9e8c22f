import { SHIPPED_POLICY } from "@/lib/policy/policy";
import { describe, expect, it } from "vitest";
import { ccjRecordSchema } from "@/lib/upstream/schemas/ccj";
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

const meta = { crn: "00000001", generatedAt: new Date("2026-11-22T10:00:00Z"), source: "Sandbox (generated data)", generatedBy: null, policy: SHIPPED_POLICY };

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

  it("carries the Charges tab's debt over time for the PDF: the charge live from its creation year", () => {
    const timeline = buildReport(inputs(), meta).charges.data.timeline ?? [];
    expect(timeline[0]).toMatchObject({ year: "2020", liveCharges: 1, partSatisfiedCharges: 0 });
    expect(timeline.at(-1)?.liveCharges).toBe(1);
  });

  it("counts a partially satisfied charge as live, and each judgment standing apart, as the tabs do", () => {
    const partly = companyProfileSchema.parse({
      ...profile, chargesCount: 2, outstandingCount: 0, partialSatisfiedCount: 1, satisfiedCount: 1,
      mortgages: [
        { chargeCode: "P1", createdDate: "2020-01-01", satisfiedDate: "2022-05-01", memorandumNature: "part-satisfied" },
        { chargeCode: "S1", createdDate: "2019-01-01", satisfiedDate: "2021-01-01", memorandumNature: "fully-satisfied" },
      ],
    });
    const ccjItems = [
      { caseNumber: "A", ccjDate: "2024-01-01", ccjAmount: 700, ccjStatus: "New Judgment" },
      { caseNumber: "B", ccjDate: "2023-01-01", ccjAmount: 300, ccjStatus: "Satisfied", ccjPaidDate: "2023-03-01" },
      { caseNumber: "C", ccjDate: "2022-01-01", ccjAmount: 9000, ccjStatus: "Set Aside" },
    ].map((item) => ccjRecordSchema.parse(item));
    const detailed = { chargeCode: "P1", memorandumNature: "part-satisfied", mortgageDetails: [{ recordType: "Persons Entitled", description: "Bank plc", tagName: ["unsecured lending"] }] };
    const report = buildReport(inputs({ profile: { kind: "ok", body: partly }, ccjs: list(ccjItems) as never, charges: { kind: "ok", body: detailed } as never }), meta);
    expect(report.charges.data).toMatchObject({ total: 2, live: 1, outstanding: 0, partiallySatisfied: 1, satisfied: 1 });
    expect(report.charges.data.rows.map((row) => [row.code, row.tagsKnown])).toEqual([["P1", true], ["S1", false]]);
    expect(report.charges.data.timeline?.find((year) => year.year === "2022")).toMatchObject({ liveCharges: 1, partSatisfiedCharges: 1 });
    expect(report.ccjs.data).toMatchObject({
      count: 3, outstanding: { count: 1, amount: 700 }, satisfied: { count: 1, amount: 300 }, setAside: { count: 1, amount: 9000 },
    });
    expect(report.ccjs.data.rows.map((row) => row.standing)).toEqual(["outstanding", "satisfied", "set-aside"]);
    expect(reportSchema.safeParse(report).error?.issues ?? []).toEqual([]);
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

describe("the accounts' sources in the report", () => {
  const filed = {
    category: "accounts", date: "2024-12-12", description: "accounts-with-accounts-type-full",
    description_values: { made_up_date: "2024-03-31" }, document: { kind: "upstream", id: "TX24" },
  };
  const withHistory = () => inputs({ documents: { kind: "ok", body: { items: [filed], totalCount: 1 } as never } });

  it("names each year's filing with an absolute link to its document, or says that none matches", () => {
    const report = buildReport(withHistory(), { ...meta, origin: "https://dd.example" });
    expect(reportSchema.safeParse(report).success).toBe(true);
    const [older, latest] = report.financials.data.years;
    expect(latest.source).toEqual({
      yearEnded: "2024-03-31", filed: "2024-12-12", sentence: "Accounts for the year ended 31 Mar 2024, filed on 12 Dec 2024",
      documentUrl: "https://dd.example/api/companies/00000001/documents/TX24",
    });
    expect(older.source).toMatchObject({ filed: null, documentUrl: null, sentence: "No matching filing in the history for the accounts for the year ended 31 Mar 2023" });
  });

  it("gives the key figures and every assessment year the same source as the Financials table", () => {
    const report = buildReport(withHistory(), { ...meta, origin: "https://dd.example" });
    const latest = report.financials.data.years.at(-1)?.source;
    expect(report.summary.data.source).toEqual(latest);
    expect(report.summary.data.previousSource?.filed).toBeNull();
    for (const model of report.assessment.data.models) expect(model.years.at(-1)?.filing).toEqual(latest);
  });

  it("falls back to the profile's copy of the filings when the filing history could not be read", () => {
    const report = buildReport(inputs({
      profile: { kind: "ok", body: { ...profile, documents: { items: [filed] } } as never },
      documents: { kind: "failed", reason: "no answer." },
    }), meta);
    expect(report.financials.data.years.at(-1)?.source?.documentUrl).toBe("/api/companies/00000001/documents/TX24");
  });
});

describe("ownership in the report", () => {
  it("carries the Ownership tab's rows with their gaps, and says so when there is no graph", () => {
    const graph = {
      root: "00000001", depth: 3, lookups: 1, maxLookups: 25, notFollowed: [],
      nodes: [
        { id: "company:00000001", kind: "company" as const, name: "FAIRBAIRN HARBOUR CRANES LIMITED", crn: "00000001", status: null, depth: 0, gap: null, detail: null },
        { id: "entity:x", kind: "entity" as const, name: "Holdings SA", crn: null, status: null, depth: 1, gap: "Registered abroad: not followed", detail: null },
      ],
      edges: [{ id: "e1", from: "entity:x", to: "company:00000001", relation: "control" as const, label: "Ownership of shares – 75% or more", natureCodes: [], percent: null, ceased: null, notified: null }],
    };
    const report = buildReport(inputs({ ownership: { kind: "ok", body: graph } }), meta);
    expect(reportSchema.safeParse(report).success).toBe(true);
    expect(report.ownership.status).toBe("ok");
    expect(report.ownership.data).toMatchObject({ parties: 2, gaps: 1, rows: [{ owner: "Holdings SA", relation: "Significant control (PSC)", gap: "Registered abroad: not followed" }] });
    expect(buildReport(inputs(), meta).ownership).toMatchObject({ status: "empty", note: "No owners, controllers or group companies recorded." });
    expect(buildReport(inputs({ ownership: { kind: "failed", reason: "no answer." } }), meta).ownership.note).toBe("Ownership: not available — no answer.");
  });
});
