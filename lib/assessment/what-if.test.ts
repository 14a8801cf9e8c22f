import { describe, expect, it } from "vitest";
import { companyProfileSchema } from "@/lib/upstream/schemas/company";
import { profileWithWhatIf, whatIfInputSchema, whatIfYearRefusal } from "./what-if";
import { WHAT_IF_FIELDS } from "./what-if-fields";

const NOW = new Date("2024-12-01T00:00:00Z");
const YEAR = { yearEndDate: "2024-03-31", accountType: "Full", totalAssets: 1_000_000, turnover: "2000000", totalShareholdersEquity: 500_000 };
const OLDER = { ...YEAR, yearEndDate: "2022-03-31" };
const profile = companyProfileSchema.parse({ companyRegistrationNumber: "00000001", statutoryAccounts: [YEAR, OLDER] });

describe("whatIfInputSchema", () => {
  it("takes exactly the figures the two models read and intangibleAssets", () => {
    expect([...WHAT_IF_FIELDS].sort()).toEqual([
      "depreciation", "intangibleAssets", "operatingProfit", "profitBeforeTax", "revenueReserves", "stock", "totalAssets",
      "totalCurrentAssets", "totalCurrentLiabilities", "totalLiabilities", "totalShareholdersEquity", "turnover",
    ]);
  });

  it("refuses an unknown field, a figure out of bounds, a day that does not exist and an empty set of figures", () => {
    const refused = (body: unknown) => {
      const result = whatIfInputSchema.safeParse(body);
      return result.success ? null : { path: result.error.issues[0].path.join("."), keys: (result.error.issues[0] as { keys?: string[] }).keys };
    };
    expect(refused({ yearEnded: "2024-03-31", figures: { turnover: 1, netWorth: 2 } })).toEqual({ path: "figures", keys: ["netWorth"] });
    expect(refused({ yearEnded: "2024-03-31", figures: { turnover: 1e13 + 1 } })?.path).toBe("figures.turnover");
    expect(refused({ yearEnded: "2024-03-31", figures: { turnover: -1e13 - 1 } })?.path).toBe("figures.turnover");
    expect(refused({ yearEnded: "2024-03-31", figures: { turnover: "5" } })?.path).toBe("figures.turnover");
    expect(refused({ yearEnded: "2024-02-30", figures: { turnover: 1 } })?.path).toBe("yearEnded");
    expect(refused({ yearEnded: "2024-03-31", figures: {} })?.path).toBe("figures");
    expect(refused({ yearEnded: "2024-03-31", figures: { turnover: 1e13 }, extra: 1 })?.keys).toEqual(["extra"]);
    expect(refused({ yearEnded: "2024-03-31", figures: { turnover: -1e13 } })).toBeNull();
  });
});

describe("whatIfYearRefusal", () => {
  it("allows the oldest filed year end up to 18 months after the latest", () => {
    expect(whatIfYearRefusal("2022-03-31", profile, NOW)).toBeNull();
    expect(whatIfYearRefusal("2025-09-30", profile, NOW)).toBeNull();
    expect(whatIfYearRefusal("2025-10-01", profile, NOW)).toMatch(/18 months after the latest filed year end \(2024-03-31\): 2025-09-30/);
    expect(whatIfYearRefusal("2022-03-30", profile, NOW)).toMatch(/oldest filed year end \(2022-03-31\)/);
  });

  it("bounds a first year of a company with no accounts by today", () => {
    const none = companyProfileSchema.parse({ companyRegistrationNumber: "00000002" });
    expect(whatIfYearRefusal("2026-06-01", none, NOW)).toBeNull();
    expect(whatIfYearRefusal("2026-06-02", none, NOW)).toMatch(/today/);
  });
});

describe("profileWithWhatIf", () => {
  it("replaces only the figures sent in that year and keeps the rest as filed", () => {
    const { profile: changed, added } = profileWithWhatIf(profile, { yearEnded: "2024-03-31", figures: { turnover: 10, intangibleAssets: 5 } });
    expect(added).toBe(false);
    expect(changed.statutoryAccounts).toHaveLength(2);
    expect(changed.statutoryAccounts[0]).toMatchObject({ yearEndDate: "2024-03-31", accountType: "Full", totalAssets: 1_000_000, turnover: 10, intangibleAssets: 5 });
    expect(changed.statutoryAccounts[1]).toEqual(profile.statutoryAccounts[1]);
    expect(profile.statutoryAccounts[0].turnover).toBe(2_000_000);
  });

  it("adds a year that was not filed, holding only the figures sent", () => {
    const { profile: changed, added } = profileWithWhatIf(profile, { yearEnded: "2025-03-31", figures: { totalAssets: 7 } });
    expect(added).toBe(true);
    expect(changed.statutoryAccounts).toHaveLength(3);
    expect(changed.statutoryAccounts[2]).toMatchObject({ yearEndDate: "2025-03-31", totalAssets: 7, turnover: null, accountType: null });
  });
});
