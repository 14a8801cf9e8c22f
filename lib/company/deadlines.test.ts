import { SHIPPED_POLICY } from "@/lib/policy/policy";
import { describe, expect, it } from "vitest";
import { companyProfileSchema } from "@/lib/upstream/schemas/company";
import { accountsOverdue, companyDeadlines, dissolvedOn, isOverdue } from "./deadlines";
import { RISK_FLAGS } from "./risk-flags";
import { assessCompany } from "@/lib/assessment/assessment";

const now = new Date("2026-11-22T12:00:00Z");
const profile = (fields: Record<string, unknown>) => companyProfileSchema.parse({ companyRegistrationNumber: "09990001", ...fields });

describe("isOverdue", () => {
  it("is overdue once the due day has passed, not on the day itself", () => {
    expect(isOverdue("2026-11-21", now)).toBe(true);
    expect(isOverdue("2026-11-22", now)).toBe(false);
    expect(isOverdue("2026-11-23", now)).toBe(false);
    expect(isOverdue("21/11/2026", now)).toBe(true);
    expect(isOverdue(null, now)).toBe(false);
    expect(isOverdue("", now)).toBe(false);
  });
});

describe("companyDeadlines", () => {
  it("reads the accounts and confirmation statement dates and flags the past ones overdue", () => {
    const deadlines = companyDeadlines(profile({
      companyStatus: "active", accountsMadeUpDate: "2025-03-31", latestDateOfAccounts: "2024-03-31", accountsDueDate: "2026-10-31",
      latestAnnualReturnDate: "2025-06-01", nextAnnualReturnDate: "2026-12-15",
    }), now);
    expect(deadlines).toEqual({
      accountsMadeUpTo: "2025-03-31", accountsDue: { date: "2026-10-31", overdue: true },
      confirmationMadeUpTo: "2025-06-01", confirmationDue: { date: "2026-12-15", overdue: false }, dissolvedOn: null,
    });
  });

  it("falls back to latestDateOfAccounts, and gives nothing where the upstream gives nothing", () => {
    const deadlines = companyDeadlines(profile({ latestDateOfAccounts: "2024-03-31", accountsDueDate: "", nextAnnualReturnDate: "2020-01-01" }), now);
    expect(deadlines.accountsMadeUpTo).toBe("2024-03-31");
    expect(deadlines.accountsDue).toEqual({ date: null, overdue: false });
    expect(deadlines.confirmationMadeUpTo).toBeNull();
    expect(deadlines.confirmationDue).toEqual({ date: "2020-01-01", overdue: true });
  });

  it("never calls a dissolved company's deadlines overdue", () => {
    const dissolved = profile({ companyStatus: "dissolved", accountsDueDate: "2020-01-01", nextAnnualReturnDate: "2020-01-01" });
    expect(companyDeadlines(dissolved, now).accountsDue).toEqual({ date: "2020-01-01", overdue: false });
    expect(companyDeadlines(dissolved, now).confirmationDue.overdue).toBe(false);
    expect(accountsOverdue(dissolved, now)).toBe(false);
    expect(accountsOverdue(profile({ companyStatus: "active", accountsDueDate: "2020-01-01" }), now)).toBe(true);
  });
});

describe("dissolvedOn", () => {
  it("dates a dissolved company by its dissolution event, not its Gazette notice", () => {
    const events = [
      { statusCode: "DIS", statusCodeDesc: "Dissolved", statusFiledDate: "2025-09-27T00:00:00Z", registeredDate: "2025-09-27T00:00:00Z" },
      { statusCode: "GAZ1", statusCodeDesc: "First Gazette notice for voluntary strike-off", statusFiledDate: "2025-06-29T00:00:00Z" },
      { statusCode: "INC", statusCodeDesc: "Incorporated", statusFiledDate: "2010-01-01T00:00:00Z" },
    ];
    expect(dissolvedOn(profile({ companyStatus: "dissolved", companyEvents: events }))).toBe("2025-09-27T00:00:00Z");
    // By its description alone, dated when registered where no filing date is given.
    expect(dissolvedOn(profile({ companyStatus: "Dissolved", companyEvents: [{ statusCodeDesc: "Company dissolved", registeredDate: "2024-02-02" }] }))).toBe("2024-02-02");
    expect(dissolvedOn(profile({ companyStatus: "dissolved", companyEvents: [] }))).toBeNull();
    expect(dissolvedOn(profile({ companyStatus: "active", companyEvents: events }))).toBeNull();
  });
});

describe("the accounts-overdue risk flag", () => {
  it("follows the header's rule: not on the due day itself, from the day after, never when dissolved", () => {
    const flag = RISK_FLAGS.find((item) => item.id === "accounts-overdue")!;
    expect(flag.find(profile({ companyStatus: "active", accountsDueDate: "2026-11-22" }), now, new Set())).toBeNull();
    expect(flag.find(profile({ companyStatus: "active", accountsDueDate: "2026-11-21" }), now, new Set())?.title).toBe("Accounts overdue");
    expect(flag.find(profile({ companyStatus: "dissolved", accountsDueDate: "2026-11-21" }), now, new Set())).toBeNull();
  });
});

describe("the assessment's written summary", () => {
  it("calls the accounts overdue by the same rule as the header and the flag", () => {
    const overdueClause = (due: string) => assessCompany(profile({ companyStatus: "active", accountsDueDate: due }), "09990001", { policy: SHIPPED_POLICY, now })
      .summaryClauses.some((clause) => clause.text.startsWith("accounts overdue"));
    expect(overdueClause("2026-11-22")).toBe(false);
    expect(overdueClause("2026-11-21")).toBe(true);
  });
});
