// Financial ratios computed from the accounts of the same year; the spec types them as text (two decimals here).
// The six the dashboard shows are its own deriveRatios, so the feed and the screens agree; where it gives none
// (a zero denominator, negative equity) the field is an empty string rather than a made-up number.
import { deriveRatios, type RatioKey } from "../../lib/financials/ratios";
import { statutoryAccountsSchema } from "../../lib/upstream/schemas/accounts";
import type { Accounts } from "./accounts";

const n = (year: Accounts, field: string) => Number(year[field]);
const ratio = (top: number, bottom: number, scale = 1) => (bottom === 0 ? "" : ((top / bottom) * scale).toFixed(2));

export function financialRatios(year: Accounts, latest: boolean): Record<string, string | boolean> {
  const turnover = n(year, "turnover");
  const pbt = n(year, "profitBeforeTax");
  const tca = n(year, "totalCurrentAssets");
  const tcl = n(year, "totalCurrentLiabilities");
  const equity = n(year, "totalShareholdersEquity");
  const derived = deriveRatios(statutoryAccountsSchema.parse(year));
  const dashboard = (key: RatioKey) => (derived[key] === null ? "" : derived[key].toFixed(2));
  const start = String(year.yearStartDate);
  return {
    companyRegistrationNumber: String(year.companyRegistrationNumber),
    yearStartDate: start,
    yearEndDate: String(year.yearEndDate),
    preTaxProfitPercentage: dashboard("preTaxMargin"),
    currentRatio: dashboard("currentRatio"),
    salesPerNetworkingCapital: ratio(turnover, n(year, "workingCapital")),
    gearingPercentage: dashboard("gearing"),
    equityInPercentage: ratio(equity, n(year, "totalAssets"), 100),
    creditorDays: dashboard("creditorDays"),
    debtorDays: dashboard("debtorDays"),
    liquidityPerAcidTest: ratio(tca - n(year, "stock"), tcl),
    returnOnCapitalEmployedPercentage: dashboard("roce"),
    returnOnTotalAssetsEmployedPercentage: ratio(pbt, n(year, "totalAssets"), 100),
    currentDebtRatio: ratio(tcl, equity),
    totalDebtRatio: ratio(n(year, "totalLiabilities"), equity),
    stockTurnoverRatio: ratio(n(year, "stock"), turnover, 100),
    returnNetAssetsEmployedPercentage: ratio(pbt, n(year, "netAssets"), 100),
    startYear: start.slice(0, 4),
    startMonth: String(Number(start.slice(5, 7))),
    startDate: start,
    latestYearBoolean: latest,
  };
}

/** Growth field of the profile → statutory accounts field it compares year on year. */
const GROWTH_SOURCES: Record<string, string> = {
  audit_fees: "auditFees", bank_overdraft: "bankBorrowingsCurrent", bank_overdraft_ltl: "bankOverdraftAndLTL",
  capital_employed: "capitalEmployed", cash: "cash", contingent_liability: "contingentLiabilities",
  cost_of_sales: "costOfSales", depreciation: "depreciation", directors_emoluments: "directorsRemuneration",
  dividends_payable: "dividends", export: "export", gross_profit: "grossProfit", increase_in_cash: "increaseInCash",
  intangible_assets: "intangibleAssets", interest_payments: "interestExpense",
  miscellaneous_current_assets: "miscCurrentAssets", miscellaneous_current_liabilities: "miscCurrentLiabilities",
  net_cashflow_before_financing: "netCashFlowBeforeFinancing", net_cashflow_from_financing: "netCashFlowFromFinancing",
  net_cashflow_from_operations: "netCashFlowFromOperations", net_worth: "netWorth", operating_profits: "operatingProfit",
  other_current_assets: "otherCurrentAssets", other_long_term_fin: "otherLongTermFinance",
  other_short_term_fin: "otherShortTermFinance", paid_up_equity: "issuedShareCapital", pl_account_reserve: "revenueReserves",
  pre_tax_profit: "profitBeforeTax", profit_after_tax: "profitAfterTax", retained_profits: "retainedProfit",
  revaluation_reserve: "revaluationReserve", shareholder_funds: "totalShareholdersEquity", stock: "stock",
  sundry_reserves: "otherReserves", tangible_assets: "tangibleAssets", taxation: "taxation", total_assets: "totalAssets",
  total_current_assets: "totalCurrentAssets", total_current_liabilities: "totalCurrentLiabilities",
  total_fix_assets: "totalFixedAssets", total_long_term_liabilities: "totalLongTermLiabilities",
  trade_creditors: "tradeCreditors", trade_debtors: "tradeDebtors", turnover: "turnover", wages_salaries: "wagesAndSalaries",
  working_capital: "workingCapital",
};

/** Percentage change of each figure from the previous year to the latest (null when the previous is zero). */
export function oneYearGrowth(previous: Accounts, latest: Accounts): Record<string, number | string | null> {
  const growth: Record<string, number | string | null> = {};
  for (const [field, source] of Object.entries(GROWTH_SOURCES)) {
    const before = n(previous, source);
    growth[field] = before === 0 ? null : Math.round(((n(latest, source) - before) / Math.abs(before)) * 10_000) / 100;
  }
  growth.companyRegistrationNumber = String(latest.companyRegistrationNumber);
  growth.year_end_date = String(latest.yearEndDate);
  growth.year_start_date = String(latest.yearStartDate);
  return growth;
}

/** Compound annual growth of turnover over the three years to each year end from the fourth year on. */
export function cagrEntries(years: Accounts[]): Record<string, number | string>[] {
  const entries: Record<string, number | string>[] = [];
  for (let index = 3; index < years.length; index += 1) {
    const from = n(years[index - 3], "turnover");
    const to = n(years[index], "turnover");
    if (from <= 0 || to <= 0) continue;
    const cagr = Math.round((Math.pow(to / from, 1 / 3) - 1) * 10_000) / 100;
    const year = Number(String(years[index].yearEndDate).slice(0, 4));
    const rating = cagr > 10 ? "High" : cagr > 0 ? "Moderate" : "Declining";
    entries.push({ latestYearBoolean: String(index === years.length - 1), YEAR: year, cagrRating: rating, cagr, iStarCagr: cagr, year, istarCagr: cagr });
  }
  return entries;
}
