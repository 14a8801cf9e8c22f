// "Accounts overdue" is never said of a dissolved company, by any reader of the rule: the risk summary's flag, the
// header's dates, the assessment's written summary, the monitor's snapshot (which raises the alert) and the report.
// The same upstream answer with an active status is overdue everywhere, so none of these passes by saying nothing.
// What is expected is read from the upstream's answer here: its status and whether its due day has passed.
import { describe, expect, it } from "vitest";
import { assessCompany } from "@/lib/assessment/assessment";
import { takeSnapshot } from "@/lib/monitor/snapshot";
import { SHIPPED_POLICY } from "@/lib/policy/policy";
import { buildReport, type ReportInputs } from "@/lib/report/build/report";
import { companyProfileSchema } from "@/lib/upstream/schemas/company";
import { companyDeadlines } from "./deadlines";
import { riskItems } from "./risk";

const now = new Date("2026-11-22T12:00:00Z");
const CRN = "09990003";

/** A profile as the spec shows it, its accounts due long before `now`. */
const answer = (companyStatus: string) => ({
  companyRegistrationNumber: CRN,
  businessName: "WOUND UP TRADING LIMITED",
  companyStatus,
  accountsDueDate: "2024-12-31",
  accountsMadeUpDate: "2023-03-31",
  companyEvents: [{ statusCode: "DIS", statusCodeDesc: "Dissolved", statusFiledDate: "2025-09-27", registeredDate: "2025-09-27" }],
  statutoryAccounts: [{ yearEndDate: "2023-03-31", turnover: 500_000, netWorth: 80_000, totalShareholdersEquity: 80_000 }],
});

/** What every reader says of the accounts deadline. */
function readings(companyStatus: string) {
  const profile = companyProfileSchema.parse(answer(companyStatus));
  const empty = { kind: "empty" } as const;
  const inputs = {
    profile: { kind: "ok", body: profile }, tradingAddress: empty, officers: empty, documents: empty, charges: empty, psc: empty, ccjs: empty, property: empty,
  } as unknown as ReportInputs;
  return {
    riskFlag: riskItems(profile, now).some((item) => item.id === "accounts-overdue"),
    header: companyDeadlines(profile, now).accountsDue.overdue,
    summary: assessCompany(profile, CRN, { policy: SHIPPED_POLICY, now }).summaryClauses.some((clause) => clause.text.startsWith("accounts overdue")),
    monitor: takeSnapshot(profile, CRN, SHIPPED_POLICY, now).accounts.overdue,
    report: buildReport(inputs, { crn: CRN, generatedAt: now, source: "test", generatedBy: null, policy: SHIPPED_POLICY }).company.data.accountsOverdue ?? false,
  };
}

/** Overdue, as the upstream's answer reads: not dissolved, and the due day is before today. */
function overdueByTheAnswer(companyStatus: string): boolean {
  const due = Date.parse(`${answer(companyStatus).accountsDueDate}T00:00:00Z`);
  return !/dissolv/i.test(companyStatus) && due < Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
}

describe("accounts overdue, across every reader", () => {
  it.each(["dissolved", "Dissolved"])("is not said of a company whose status is %s", (status) => {
    expect(overdueByTheAnswer(status)).toBe(false);
    expect(readings(status)).toEqual({ riskFlag: false, header: false, summary: false, monitor: false, report: false });
  });

  it.each(["active", "Active", "Liquidation"])("is said of the same answer with the status %s", (status) => {
    expect(overdueByTheAnswer(status)).toBe(true);
    expect(readings(status)).toEqual({ riskFlag: true, header: true, summary: true, monitor: true, report: true });
  });
});
