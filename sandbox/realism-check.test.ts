// The realism rules catch what they are for: each is fed a company that breaks it.
import { describe, expect, it } from "vitest";
import {
  bandOf, doubledInAddress, implausibleTrade, misplacedOffice, ratiosUnlikeDashboard, shareholdersAndPscs, underageOfficers,
} from "./realism-check";

const holder = (forename: string, surname: string, shares: number) => ({ numberOfSharesIssued: shares, shareholdersDetails: { shareholderTitle: "Mr", shareholderForename: forename, shareholderSurname: surname } });
const psc = (name: string, natureOfControl: string, ceasedDate = "") => ({ pscName: name, natureOfControl, ceasedDate });

describe("the realism rules", () => {
  it("use Companies House's bands", () => {
    expect([25, 25.1, 50, 50.1, 74.9, 75, 100].map(bandOf)).toEqual([null, [25, 50], [25, 50], [50, 75], [50, 75], [75, 100], [75, 100]]);
  });

  it("find a director appointed before their 16th birthday", () => {
    const company = { directorsData: [{ directorPnr: 1, fromDate: "2010-05-01", detailedInformation: { birthDate: "1994-05-02" } }] };
    expect(underageOfficers(company)).toHaveLength(1);
    company.directorsData[0].detailedInformation.birthDate = "1994-05-01";
    expect(underageOfficers(company)).toEqual([]);
  });

  it("find a holder over 25% who is no PSC, a PSC in the wrong band, and a PSC holding nothing", () => {
    const shares = [holder("Ann", "Lee", 60), holder("Bob", "Ray", 40)];
    expect(shareholdersAndPscs({ shareDetails: shares, pscData: [psc("Mrs Ann Lee", "ownership-of-shares-50-to-75-percent")] })).toHaveLength(1);
    expect(shareholdersAndPscs({ shareDetails: shares, pscData: [psc("Mrs Ann Lee", "ownership-of-shares-75-to-100-percent"), psc("Mr Bob Ray", "ownership-of-shares-25-to-50-percent")] })).toHaveLength(2);
    expect(shareholdersAndPscs({ shareDetails: shares, pscData: [psc("Ann Lee", "ownership-of-shares-50-to-75-percent, voting-rights-50-to-75-percent"), psc("Bob Ray", "ownership-of-shares-25-to-50-percent"), psc("Cy Zed", "voting-rights-25-to-50-percent", "2020-01-01")] })).toEqual([]);
    expect(shareholdersAndPscs({ shareDetails: shares, pscData: [psc("Ann Lee", "ownership-of-shares-50-to-75-percent"), psc("Bob Ray", "ownership-of-shares-25-to-50-percent"), psc("Cy Zed", "voting-rights-25-to-50-percent")] })).toHaveLength(1);
  });

  it("find an office outside the register's country, and implausible trade", () => {
    expect(misplacedOffice({ companyRegistrationNumber: "SC000001", regAddress: { country: "England" } })).toHaveLength(1);
    expect(misplacedOffice({ companyRegistrationNumber: "00000001", regAddress: { country: "Wales" } })).toEqual([]);
    expect(misplacedOffice({ companyRegistrationNumber: "R0000001", regAddress: { country: "Scotland" } })).toHaveLength(1);
    expect(implausibleTrade({ sicCode07: { SicNumber_1: "62020" } }, ["847130"])).toHaveLength(1);
    expect(implausibleTrade({ sicCode07: { SicNumber_1: "46510" } }, ["847130", "852351"])).toEqual([]);
    expect(implausibleTrade({ sicCode07: { SicNumber_1: "46510" } }, ["090111"])).toHaveLength(1);
  });

  it("find ratios that are not the dashboard's, and a ratio stated where it has none", () => {
    const year = { yearEndDate: "2024-03-31", turnover: 1000, costOfSales: 500, tradeCreditors: 100, tradeDebtors: 100, totalCurrentAssets: 200, totalCurrentLiabilities: 100, profitBeforeTax: 50, operatingProfit: 60, capitalEmployed: 600, totalShareholdersEquity: -10, bankBorrowingsCurrent: 5 };
    const ratios = { yearEndDate: "2024-03-31", currentRatio: "2.00", gearingPercentage: "", returnOnCapitalEmployedPercentage: "10.00", preTaxProfitPercentage: "5.00", debtorDays: "36.50", creditorDays: "73.00" };
    expect(ratiosUnlikeDashboard({ statutoryAccounts: [year], financialRatios: [ratios] })).toEqual([]);
    expect(ratiosUnlikeDashboard({ statutoryAccounts: [year], financialRatios: [{ ...ratios, creditorDays: "36.50", gearingPercentage: "-50.00" }] })).toHaveLength(2);
  });

  it("find a doubled house number or postcode", () => {
    expect(doubledInAddress(["12", "12 High Street", "Leeds", "LS1 1AA"])).toHaveLength(1);
    expect(doubledInAddress(["12", "High Street", "Leeds", "LS1 1AA"])).toEqual([]);
    expect(doubledInAddress(["Unit 4", "4 Mill Lane", "LS1 1AA", "Leeds LS1 1AA"])).toHaveLength(1);
  });
});
