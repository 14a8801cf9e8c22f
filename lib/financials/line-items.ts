// Every line item a year of statutory accounts carries (the spec's statutory accounts record), grouped as a reader of
// accounts expects them: profit and loss, balance sheet, cash flow. The Financials tab's "Line items by year" table
// and the workbook's "Line items" sheet read this list, with the years as columns; a year without a figure is a gap
// (null), never zero.
import type { AccountNumberField, AccountYear } from "./years";

export type LineItemKind = "money" | "count";

export interface LineItem {
  field: AccountNumberField;
  label: string;
  kind: LineItemKind;
}

export interface LineItemGroup {
  id: "profit-and-loss" | "balance-sheet" | "cash-flow";
  title: string;
  items: readonly LineItem[];
}

const money = (field: AccountNumberField, label: string): LineItem => ({ field, label, kind: "money" });

export const LINE_ITEM_GROUPS: readonly LineItemGroup[] = [
  {
    id: "profit-and-loss", title: "Profit and loss",
    items: [
      money("turnover", "Turnover"),
      money("estimated_turnover", "Estimated turnover (the service's estimate)"),
      money("export", "Export turnover"),
      money("costOfSales", "Cost of sales"),
      money("grossProfit", "Gross profit"),
      money("wagesAndSalaries", "Wages and salaries"),
      money("directorsRemuneration", "Directors' remuneration"),
      money("auditFees", "Audit fees"),
      money("depreciation", "Depreciation"),
      money("operatingProfit", "Operating profit"),
      money("EBITDA", "EBITDA (as the service gives it)"),
      money("interestExpense", "Interest expense"),
      money("profitBeforeTax", "Pre-tax profit"),
      money("taxation", "Taxation"),
      money("profitAfterTax", "Profit after tax"),
      money("dividends", "Dividends"),
      money("retainedProfit", "Retained profit"),
      { field: "numberOfEmployees", label: "Employees", kind: "count" },
    ],
  },
  {
    id: "balance-sheet", title: "Balance sheet",
    items: [
      money("tangibleAssets", "Tangible assets"),
      money("intangibleAssets", "Intangible assets"),
      money("totalFixedAssets", "Total fixed assets"),
      money("stock", "Stock"),
      money("tradeDebtors", "Trade debtors"),
      money("cash", "Cash"),
      money("otherCurrentAssets", "Other current assets"),
      money("miscCurrentAssets", "Miscellaneous current assets"),
      money("totalCurrentAssets", "Total current assets"),
      money("totalAssets", "Total assets"),
      money("tradeCreditors", "Trade creditors"),
      money("bankBorrowingsCurrent", "Bank borrowings (current)"),
      money("otherShortTermFinance", "Other short-term finance"),
      money("miscCurrentLiabilities", "Miscellaneous current liabilities"),
      money("totalCurrentLiabilities", "Total current liabilities"),
      money("otherLongTermFinance", "Other long-term finance"),
      money("totalLongTermLiabilities", "Total long-term liabilities"),
      money("bankOverdraftAndLTL", "Bank overdraft and long-term loans"),
      money("totalLiabilities", "Total liabilities"),
      money("netAssets", "Net assets"),
      money("workingCapital", "Working capital"),
      money("capitalEmployed", "Capital employed"),
      money("issuedShareCapital", "Issued share capital"),
      money("revenueReserves", "Revenue reserves"),
      money("revaluationReserve", "Revaluation reserve"),
      money("otherReserves", "Other reserves"),
      money("totalShareholdersEquity", "Shareholders' equity"),
      money("netWorth", "Net worth"),
      money("contingentLiabilities", "Contingent liabilities"),
    ],
  },
  {
    id: "cash-flow", title: "Cash flow",
    items: [
      money("netCashFlowFromOperations", "Net cash flow from operations"),
      money("netCashFlowBeforeFinancing", "Net cash flow before financing"),
      money("netCashFlowFromFinancing", "Net cash flow from financing"),
      money("increaseInCash", "Increase in cash"),
    ],
  },
];

/** Each line item's figure in each year, in the years' order: null where that year's accounts do not give it. */
export function lineItemValues(item: LineItem, years: readonly AccountYear[]): (number | null)[] {
  return years.map((year) => {
    const value = year.accounts[item.field];
    return value != null && Number.isFinite(value) ? value : null;
  });
}
