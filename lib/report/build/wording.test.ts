// The report reads Companies House's words from the same derivations as the screens: filings worded by the BFF's
// normalisation, SIC codes once each, statuses and types in Companies House's wording.
import { SHIPPED_POLICY } from "@/lib/policy/policy";
import { describe, expect, it } from "vitest";
import { normaliseAnswer } from "@/lib/api/normalise";
import { operations, type OperationResult } from "@/lib/upstream/operations";
import { companyProfileSchema } from "@/lib/upstream/schemas/company";
import { buildReport, type ReportInputs } from "./report";

const WHOLESALE = "Wholesale of radio, television goods and electrical household appliances";
const profile = companyProfileSchema.parse({
  companyRegistrationNumber: "00000001", businessName: "FAIRBAIRN HARBOUR CRANES LIMITED",
  companyStatus: "administration", companyType: "ltd",
  sicCode2: { sicNumber1: "46", sicText1: WHOLESALE }, sicCode3: { sicNumber1: 464, sicText1: WHOLESALE },
  sicCode4: { sicNumber1: 4643, sicText1: WHOLESALE }, sicCode07: { SicNumber_1: "46439", SicText_1: WHOLESALE },
});

const documents = normaliseAnswer(operations.companyDocuments, {
  totalCount: 2,
  items: [
    {
      category: "accounts", date: "2024-12-01", description: "accounts-with-accounts-type-full", description_values: { made_up_date: "2024-03-31" },
      links: { self: "/company/00000001/filing-history/TXACC1", document_metadata: "/document/TXACC1" },
    },
    {
      category: "resolution", date: "2023-05-02", description: "resolution", description_values: {},
      resolutions: [{ description: "liquidation-voluntary-special-resolution-to-wind-up", description_values: {} }],
    },
  ],
}, {});

function inputs(): ReportInputs {
  const list = { kind: "ok" as const, body: { items: [], page: null, size: null } };
  return {
    profile: { kind: "ok", body: profile }, tradingAddress: { kind: "empty" },
    officers: { kind: "ok", body: { companyRegistrationNumber: "00000001", directorsData: [], shareDetails: [] } as never },
    documents: documents.ok ? { kind: "ok", body: documents.body as OperationResult<"companyDocuments"> } : { kind: "empty" },
    charges: { kind: "empty" }, psc: list, ccjs: list, property: list,
  };
}

describe("the report in Companies House's words", () => {
  const report = buildReport(inputs(), { crn: "00000001", generatedAt: new Date("2026-11-22T10:00:00Z"), source: "test", generatedBy: null, policy: SHIPPED_POLICY });

  it("lists filings with their filled templates and resolutions", () => {
    expect(report.filings.data.rows.map((row) => row.description)).toEqual([
      "Full accounts made up to 31 Mar 2024",
      "Resolutions — Special resolution to wind up",
    ]);
  });

  it("keeps the template's bold parts as parts, without its ** markers, and links the filed document", () => {
    const [accounts, resolution] = buildReport(inputs(), {
      crn: "00000001", generatedAt: new Date("2026-11-22T10:00:00Z"), source: "test", generatedBy: null, policy: SHIPPED_POLICY, origin: "https://dd.example",
    }).filings.data.rows;
    expect(accounts.parts?.some((part) => part.bold)).toBe(true);
    expect(accounts.parts?.map((part) => part.text).join("")).toBe(accounts.description);
    expect(JSON.stringify(accounts.parts)).not.toContain("**");
    expect(accounts.documentUrl).toBe("https://dd.example/api/companies/00000001/documents/TXACC1");
    expect(resolution.parts?.map((part) => part.text).join("")).toBe(resolution.description);
    expect(resolution.documentUrl).toBeNull();
  });

  it("lists each SIC code once with its own description, and words the status and type", () => {
    expect(report.company.data.sic).toEqual([{ code: "46439", description: WHOLESALE }]);
    expect(report.company.data.status).toBe("In Administration");
    expect(report.company.data.type).toBe("Private limited company");
  });
});
