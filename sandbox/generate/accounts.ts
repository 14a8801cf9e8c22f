// Statutory accounts year by year: a P&L that drifts plausibly, reserves that carry the retained profit forward and a
// balance sheet whose identities hold (assets = fixed + current; net assets = assets − liabilities = equity).
import { addYears, isoDate } from "../dates";
import type { Random } from "../random";
import type { Plan } from "./plan";

export type Accounts = Record<string, string | number>;

const BASE_TURNOVER = { micro: [20_000, 300_000], small: [300_000, 6_000_000], medium: [6_000_000, 45_000_000],
  large: [45_000_000, 900_000_000], huge: [2_000_000_000, 9_000_000_000] } as const;

const ACCOUNT_TYPE = { micro: "Micro Entity", small: "Total Exemption Full", medium: "Full", large: "Full", huge: "Group" };

export interface AccountsInput {
  plan: Plan;
  yearEnds: number[];
  businessName: string;
  hasChildren: boolean;
  exporter: boolean;
}

/** One record per year end, oldest first. */
export function statutoryAccounts(random: Random, input: AccountsInput): Accounts[] {
  const { plan, yearEnds } = input;
  const dormant = plan.status === "dormant";
  const [low, high] = BASE_TURNOVER[plan.scale];
  let turnover = dormant ? 0 : Math.round(Math.exp(random.float(Math.log(low), Math.log(high))) / Math.max(1, yearEnds.length * 0.04 + 1));
  const issuedShareCapital = dormant || plan.scale === "micro" ? 100 : plan.scale === "small" ? random.pick([100, 1000, 10_000]) : Math.round(turnover * random.float(0.01, 0.05));
  const otherReserves = dormant || plan.scale === "micro" ? 0 : Math.round(turnover * random.float(0, 0.02));
  const revaluationReserve = plan.scale === "large" || plan.scale === "huge" ? Math.round(turnover * random.float(0, 0.03)) : 0;
  let revenueReserves = dormant ? 0 : plan.negativeNetWorth ? -Math.round(turnover * random.float(0.05, 0.15)) : Math.round(turnover * random.float(0.02, 0.2));
  const grossMargin = random.float(0.2, 0.6);
  const wageShare = random.float(0.15, 0.32);
  const assetTurn = random.float(0.45, 1.4);
  const fixedShare = random.float(0.1, 0.6);
  // A company whose liabilities exceed its assets mostly owes them short-term (what its creditors press for), so its
  // capital employed (equity plus long-term debt) turns negative as its equity does: the case where ROCE and gearing
  // stop meaning anything. One draw either way, so the rest of the dataset is unchanged.
  const longTermShare = plan.negativeNetWorth ? random.float(0, 0.05) : random.float(0, 0.45);
  const debtorDays = random.float(15, 75);
  const stockShare = random.float(0, 0.3);
  const exportShare = input.exporter ? random.float(0.05, 0.5) : 0;
  let previousCash = 0;
  const years: Accounts[] = [];

  yearEnds.forEach((yearEnd, index) => {
    if (index > 0 && !dormant) turnover = Math.max(1000, Math.round(turnover * (1 + random.float(-0.08, 0.16))));
    const margin = plan.lossMaking && index >= yearEnds.length - 4 ? random.float(-0.18, -0.03) : random.float(-0.02, 0.14);
    const costOfSales = Math.round(turnover * (1 - grossMargin));
    const grossProfit = turnover - costOfSales;
    const wagesAndSalaries = Math.round(turnover * wageShare);
    const directorsRemuneration = Math.round(Math.min(wagesAndSalaries * 0.15, 40_000 + turnover * 0.002));
    const depreciation = Math.round(turnover * random.float(0.01, 0.04));
    // A dormant company still owes Companies House its confirmation statement fee (£13 online, £34 from May 2024), which
    // a director pays on its behalf: a small loss and a debt to the director, so its accounts are never all zeros.
    const operatingProfit = dormant ? -(isoDate(yearEnd) >= "2024-05-01" ? 34 : 13) : Math.round(turnover * margin);
    const debt = Math.round(turnover * longTermShare * 0.4);
    const interestExpense = Math.round(debt * random.float(0.03, 0.08));
    const profitBeforeTax = operatingProfit - interestExpense;
    const taxation = profitBeforeTax > 0 ? Math.round(profitBeforeTax * 0.25) : 0;
    const profitAfterTax = profitBeforeTax - taxation;
    const dividends = profitAfterTax > 0 && random.chance(0.5) ? Math.round(profitAfterTax * random.float(0.2, 0.6)) : 0;
    const retainedProfit = profitAfterTax - dividends;
    revenueReserves += retainedProfit;
    const equity = issuedShareCapital + revenueReserves + otherReserves + revaluationReserve;

    let totalAssets = dormant ? issuedShareCapital : Math.max(Math.round(turnover / assetTurn), 1000);
    // Liabilities cannot be negative: a very profitable year simply means more assets (cash).
    if (totalAssets - equity < (dormant ? 0 : Math.round(totalAssets * 0.1))) totalAssets = equity + (dormant ? 0 : Math.round(Math.max(totalAssets * 0.12, 500)));
    const totalLiabilities = totalAssets - equity;
    const totalFixedAssets = dormant ? 0 : Math.round(totalAssets * fixedShare);
    const intangibleAssets = Math.round(totalFixedAssets * (plan.scale === "micro" ? 0 : 0.2));
    const tangibleAssets = totalFixedAssets - intangibleAssets;
    const totalCurrentAssets = totalAssets - totalFixedAssets;
    const tradeDebtors = Math.min(Math.round((turnover * debtorDays) / 365), Math.round(totalCurrentAssets * 0.6));
    const stock = Math.round((totalCurrentAssets - tradeDebtors) * stockShare);
    const otherCurrentAssets = Math.round((totalCurrentAssets - tradeDebtors - stock) * 0.1);
    const miscCurrentAssets = Math.round((totalCurrentAssets - tradeDebtors - stock) * 0.05);
    const cash = totalCurrentAssets - tradeDebtors - stock - otherCurrentAssets - miscCurrentAssets;
    const totalLongTermLiabilities = Math.round(totalLiabilities * longTermShare);
    const otherLongTermFinance = totalLongTermLiabilities;
    const totalCurrentLiabilities = totalLiabilities - totalLongTermLiabilities;
    const tradeCreditors = Math.round(totalCurrentLiabilities * 0.45);
    const bankBorrowingsCurrent = Math.round(totalCurrentLiabilities * 0.15);
    const otherShortTermFinance = Math.round(totalCurrentLiabilities * 0.1);
    const miscCurrentLiabilities = totalCurrentLiabilities - tradeCreditors - bankBorrowingsCurrent - otherShortTermFinance;
    const increaseInCash = cash - previousCash;
    previousCash = cash;
    const netCashFlowFromFinancing = dormant ? 0 : Math.round(-dividends - debt * 0.05);
    const netCashFlowBeforeFinancing = increaseInCash - netCashFlowFromFinancing;
    const yearStart = addYears(yearEnd, -1) + 1;

    years.push({
      companyRegistrationNumber: plan.number, businessName: input.businessName,
      yearStartDate: isoDate(yearStart), yearEndDate: isoDate(yearEnd), numberOfWeeks: "52", numberOfMonths: "12",
      currency: "GBP", consolidatedAccount: input.hasChildren ? "Y" : "N",
      accountType: dormant ? "Dormant" : input.hasChildren ? "Group" : ACCOUNT_TYPE[plan.scale],
      turnover, export: Math.round(turnover * exportShare), costOfSales, grossProfit, wagesAndSalaries,
      directorsRemuneration, operatingProfit, depreciation,
      auditFees: plan.scale === "micro" || dormant ? 0 : Math.round(8000 + turnover * 0.0004), interestExpense,
      profitBeforeTax, taxation, profitAfterTax, dividends, retainedProfit, tangibleAssets, intangibleAssets,
      totalFixedAssets, totalCurrentAssets, tradeDebtors, stock, cash, otherCurrentAssets, increaseInCash,
      miscCurrentAssets, totalAssets, totalCurrentLiabilities, tradeCreditors, bankBorrowingsCurrent,
      otherShortTermFinance, miscCurrentLiabilities, otherLongTermFinance, totalLongTermLiabilities,
      bankOverdraftAndLTL: bankBorrowingsCurrent + totalLongTermLiabilities, totalLiabilities, netAssets: equity,
      workingCapital: totalCurrentAssets - totalCurrentLiabilities, issuedShareCapital, revenueReserves, otherReserves,
      revaluationReserve, totalShareholdersEquity: equity, netWorth: equity,
      netCashFlowFromOperations: dormant ? 0 : operatingProfit + depreciation - taxation, netCashFlowBeforeFinancing,
      netCashFlowFromFinancing, contingentLiabilities: 0, capitalEmployed: totalAssets - totalCurrentLiabilities,
      numberOfEmployees: dormant ? 0 : Math.max(1, Math.round(wagesAndSalaries / 32_000)), estimated_turnover: turnover,
      EBITDA: operatingProfit + depreciation,
    });
  });
  return years;
}

const AUDITORS = ["PricewaterhouseCoopers LLP", "KPMG LLP", "Deloitte LLP", "Ernst & Young LLP", "BDO LLP", "Grant Thornton UK LLP", "RSM UK Audit LLP", "Mazars LLP", "Azets Audit Services", "Moore Kingston Smith LLP"];

export function simplifiedAccounts(random: Random, year: Accounts, scale: Plan["scale"]): Accounts {
  const audited = scale !== "micro" && scale !== "small";
  const auditor = audited ? random.pick(AUDITORS) : "";
  return {
    companyRegistrationNumber: year.companyRegistrationNumber, yearStartDate: year.yearStartDate,
    yearEndDate: year.yearEndDate, numberOfMonths: year.numberOfMonths, currency: year.currency,
    consolidatedAccount: year.consolidatedAccount, auditors: auditor,
    accountantName: audited ? "" : `${random.pick(["Ashworth", "Bennett", "Carter", "Dawson", "Ellis"])} & Co Accountants`,
    accountsFiled: "Y", accountType: year.accountType,
    turnover: year.turnover, profitBeforeTax: year.profitBeforeTax, profitAfterTax: year.profitAfterTax,
    cashInBank: year.cash, totalCurrentAssets: year.totalCurrentAssets, totalAssets: year.totalAssets,
    totalCurrentLiabilities: year.totalCurrentLiabilities, totalLiabilities: year.totalLiabilities,
    totalShareholdersEquity: year.totalShareholdersEquity, netWorth: year.netWorth,
    numberOfEmployees: year.numberOfEmployees,
  };
}
