// The company's risk flags name linked-company risk (a warning on the Officers tab) with each officer's companies and
// dates, from the same derivation the Officers tab and the person page read.
import { describe, expect, it } from "vitest";
import { riskItems } from "@/lib/company/risk";
import { companyProfileSchema } from "@/lib/upstream/schemas/company";
import { linkedCompanyRisk } from "./linked-company-risk";

const NOW = new Date("2026-11-28T12:00:00Z");
const PROFILE = companyProfileSchema.parse({ companyRegistrationNumber: "09990001", businessName: "TEST LIMITED", companyStatus: "Active" });

const appointment = (person: number, name: string, company: string, companyName: string, end: { kind: "liquidation" | "struck-off"; date: string }) => ({
  person, name, role: "director", appointed: "2012-01-01", resigned: null, counted: 4, company, companyName, companyStatus: "Dissolved", end,
});

describe("the linked-company-risk flag", () => {
  it("names each officer with their companies and the days they ended", () => {
    const linked = linkedCompanyRisk([
      appointment(1, "Ann Example", "01234567", "FAILED TRADING LIMITED", { kind: "liquidation", date: "2024-03-02" }),
      appointment(1, "Ann Example", "07654321", "GONE LIMITED", { kind: "struck-off", date: "2022-07-15" }),
      appointment(2, "Bob Other", "05555555", "OLD FAILURE LIMITED", { kind: "struck-off", date: "2019-01-01" }),
      appointment(1, "Ann Example", "09990001", "TEST LIMITED", { kind: "liquidation", date: "2025-01-01" }),
    ], NOW, "09990001");
    const item = riskItems(PROFILE, NOW, { linkedCompanies: linked }).find((entry) => entry.id === "linked-company-risk");
    expect(item).toEqual({
      id: "linked-company-risk", severity: "medium", tab: "officers", suffix: "#linked-company-risk",
      title: "Linked-company risk: 1 officer",
      detail: "Ann Example: FAILED TRADING LIMITED (01234567) went into liquidation on 2 Mar 2024; GONE LIMITED (07654321) was struck off on 15 Jul 2022",
    });
  });

  it("is not raised when no linked company is known", () => {
    expect(riskItems(PROFILE, NOW).map((entry) => entry.id)).not.toContain("linked-company-risk");
    expect(riskItems(PROFILE, NOW, { linkedCompanies: [] }).map((entry) => entry.id)).not.toContain("linked-company-risk");
  });
});
