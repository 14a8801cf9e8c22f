// The report's summary carries linked-company risk as the company page's risk summary does: the officers' other
// companies that ended within five years (given by the directory), named with their days; none when none is known.
import { describe, expect, it } from "vitest";
import type { LinkedCompany } from "@/lib/people/linked-company-risk";
import { SHIPPED_POLICY } from "@/lib/policy/policy";
import { companyProfileSchema } from "@/lib/upstream/schemas/company";
import { buildReport, type ReportInputs } from "./report";

const generatedAt = new Date("2026-11-22T10:00:00Z");
const LINKED: LinkedCompany = {
  person: 4242, name: "Ann Example", company: "01234567", companyName: "FAILED TRADING LIMITED", role: "director",
  appointed: "2015-01-01", resigned: null, kind: "struck-off", date: "2023-07-15",
};

function reportWith(linkedCompanies?: LinkedCompany[]) {
  const profile = companyProfileSchema.parse({ companyRegistrationNumber: "00000003", businessName: "TEST LIMITED", companyStatus: "active" });
  const inputs: ReportInputs = {
    profile: { kind: "ok", body: profile },
    tradingAddress: { kind: "empty" }, officers: { kind: "empty" }, documents: { kind: "empty" }, charges: { kind: "empty" },
    psc: { kind: "empty" }, ccjs: { kind: "empty" }, property: { kind: "empty" },
  };
  return buildReport(inputs, { crn: "00000003", generatedAt, source: "test", generatedBy: null, policy: SHIPPED_POLICY, linkedCompanies });
}

describe("the report's linked-company risk", () => {
  it("is a warning in the summary naming the officer, the company and the day it ended", () => {
    expect(reportWith([LINKED]).summary.data?.risks).toContainEqual({
      id: "linked-company-risk", severity: "medium", title: "Linked-company risk: 1 officer",
      detail: "Ann Example: FAILED TRADING LIMITED (01234567) was struck off on 15 Jul 2023",
    });
  });

  it("is not raised when the directory knows none", () => {
    expect(reportWith().summary.data?.risks.map((risk) => risk.id)).not.toContain("linked-company-risk");
  });
});
