// Accounts: statutory accounts, simplified accounts, financial ratios and the profile's one-year growth.
import { bool, num, numberFields, optionalRecord, record, text, textFields } from "../fields";

export const STATUTORY_ACCOUNTS_TEXT_FIELDS = [
  "companyRegistrationNumber", "businessName", "yearStartDate", "yearEndDate", "numberOfWeeks", "numberOfMonths",
  "currency", "consolidatedAccount", "accountType",
] as const;

export const STATUTORY_ACCOUNTS_NUMBER_FIELDS = [
  "turnover", "export", "costOfSales", "grossProfit", "wagesAndSalaries", "directorsRemuneration", "operatingProfit",
  "depreciation", "auditFees", "interestExpense", "profitBeforeTax", "taxation", "profitAfterTax", "dividends",
  "retainedProfit", "tangibleAssets", "intangibleAssets", "totalFixedAssets", "totalCurrentAssets", "tradeDebtors",
  "stock", "cash", "otherCurrentAssets", "increaseInCash", "miscCurrentAssets", "totalAssets",
  "totalCurrentLiabilities", "tradeCreditors", "bankBorrowingsCurrent", "otherShortTermFinance",
  "miscCurrentLiabilities", "otherLongTermFinance", "totalLongTermLiabilities", "bankOverdraftAndLTL",
  "totalLiabilities", "netAssets", "workingCapital", "issuedShareCapital", "revenueReserves", "otherReserves",
  "revaluationReserve", "totalShareholdersEquity", "netWorth", "netCashFlowFromOperations",
  "netCashFlowBeforeFinancing", "netCashFlowFromFinancing", "contingentLiabilities", "capitalEmployed",
  "numberOfEmployees", "estimated_turnover", "EBITDA",
] as const;

/** One year of statutory accounts. The all-string form inside company extracts reads through the same schema. */
export const statutoryAccountsSchema = record({
  ...textFields(STATUTORY_ACCOUNTS_TEXT_FIELDS),
  ...numberFields(STATUTORY_ACCOUNTS_NUMBER_FIELDS),
});

export const simplifiedAccountsSchema = record({
  ...textFields([
    "companyRegistrationNumber", "yearStartDate", "yearEndDate", "numberOfMonths", "currency", "consolidatedAccount",
    "auditors", "accountantName", "accountsFiled", "accountType",
  ]),
  ...numberFields([
    "turnover", "profitBeforeTax", "profitAfterTax", "cashInBank", "totalCurrentAssets", "totalAssets",
    "totalCurrentLiabilities", "totalLiabilities", "totalShareholdersEquity", "netWorth", "numberOfEmployees",
  ]),
});

export const FINANCIAL_RATIO_FIELDS = [
  "preTaxProfitPercentage", "currentRatio", "salesPerNetworkingCapital", "gearingPercentage", "equityInPercentage",
  "creditorDays", "debtorDays", "liquidityPerAcidTest", "returnOnCapitalEmployedPercentage",
  "returnOnTotalAssetsEmployedPercentage", "currentDebtRatio", "totalDebtRatio", "stockTurnoverRatio",
  "returnNetAssetsEmployedPercentage",
] as const;

/** Ratios are typed string in the spec; they are kept as text here and read as numbers where they are shown. */
export const financialRatiosSchema = record({
  ...textFields([
    "companyRegistrationNumber", "yearStartDate", "yearEndDate", ...FINANCIAL_RATIO_FIELDS, "startYear", "startMonth",
    "startDate",
  ]),
  latestYearBoolean: bool,
});

export const GROWTH_NUMBER_FIELDS = [
  "audit_fees", "bank_overdraft", "bank_overdraft_ltl", "capital_employed", "cash", "contingent_liability",
  "cost_of_sales", "depreciation", "directors_emoluments", "dividends_payable", "export", "gross_profit",
  "increase_in_cash", "intangible_assets", "interest_payments", "miscellaneous_current_assets",
  "miscellaneous_current_liabilities", "net_cashflow_before_financing", "net_cashflow_from_financing",
  "net_cashflow_from_operations", "net_worth", "operating_profits", "other_current_assets", "other_long_term_fin",
  "other_short_term_fin", "paid_up_equity", "pl_account_reserve", "pre_tax_profit", "profit_after_tax",
  "retained_profits", "revaluation_reserve", "shareholder_funds", "stock", "sundry_reserves", "tangible_assets",
  "taxation", "total_assets", "total_current_assets", "total_current_liabilities", "total_fix_assets",
  "total_long_term_liabilities", "trade_creditors", "trade_debtors", "turnover", "wages_salaries", "working_capital",
] as const;

export const oneYearGrowthSchema = optionalRecord({
  ...numberFields(GROWTH_NUMBER_FIELDS),
  companyRegistrationNumber: text,
  year_end_date: text,
  year_start_date: text,
});

export const cagrSchema = record({
  latestYearBoolean: text, YEAR: num, cagrRating: text, cagr: num, iStarCagr: num, year: num, istarCagr: num,
});
