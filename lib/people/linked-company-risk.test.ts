// Linked-company risk: a director of a company that went into liquidation or was struck off within the last five
// whole years (UTC calendar), never for a secretary, never for the company being looked at, never for a future day.
import { describe, expect, it } from "vitest";
import type { KnownAppointment } from "@/lib/directory/appointments";
import { linkedCompanyRisk } from "./linked-company-risk";

const NOW = new Date("2026-11-28T10:00:00Z");

function at(company: string, end: KnownAppointment["end"], role = "director", person = 7001): KnownAppointment {
  return {
    person, name: "Ann Example", role, appointed: "2015-01-01", resigned: null, counted: 3, company,
    companyName: `COMPANY ${company} LIMITED`, companyStatus: end ? "Liquidation" : "Active", end,
  };
}

describe("linkedCompanyRisk", () => {
  it("counts an end one day inside five years and not one exactly five years ago", () => {
    const found = linkedCompanyRisk([
      at("00000001", { kind: "liquidation", date: "2021-11-29" }),
      at("00000002", { kind: "struck-off", date: "2021-11-28" }),
      at("00000003", { kind: "struck-off", date: "2021-11-27" }),
    ], NOW);
    expect(found.map((entry) => [entry.company, entry.kind, entry.date])).toEqual([["00000001", "liquidation", "2021-11-29"]]);
  });

  it("counts an end today and none in the future", () => {
    const found = linkedCompanyRisk([at("00000001", { kind: "liquidation", date: "2026-11-28" }), at("00000002", { kind: "liquidation", date: "2026-11-29" })], NOW);
    expect(found.map((entry) => entry.company)).toEqual(["00000001"]);
  });

  it("leaves out secretaries, companies that have not ended, and the company being looked at", () => {
    const end = { kind: "struck-off" as const, date: "2024-05-01" };
    const found = linkedCompanyRisk([
      at("00000001", end, "secretary"), at("00000002", null), at("00000003", end), at("00000004", end, "llp-designated-member"),
    ], NOW, "00000003");
    expect(found.map((entry) => [entry.company, entry.role])).toEqual([["00000004", "llp-designated-member"]]);
  });

  it("names each person's company once, latest end first", () => {
    const found = linkedCompanyRisk([
      at("00000001", { kind: "struck-off", date: "2023-01-01" }),
      at("00000001", { kind: "struck-off", date: "2023-01-01" }, "managing director"),
      at("00000002", { kind: "liquidation", date: "2025-06-30" }),
    ], NOW);
    expect(found.map((entry) => [entry.company, entry.date])).toEqual([["00000002", "2025-06-30"], ["00000001", "2023-01-01"]]);
  });
});
