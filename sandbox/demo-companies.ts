// The companies the sandbox guarantees, by number, and what each one shows. Tests, the e2e suite and anyone trying
// the dashboard by hand pick a number from here; the generator builds each case at exactly that number.

export interface DemoCompany {
  number: string;
  case: string;
  description: string;
}

export const DEMO_COMPANIES: readonly DemoCompany[] = [
  { number: "09990001", case: "typical-active", description: "Typical active private limited company: several years of accounts, directors, shareholders, PSCs, outstanding and satisfied charges, a trading address; its header lists each SIC 2007 code once with its own description, its Assessment tab scores every year of accounts" },
  { number: "09990002", case: "dormant", description: "Dormant company: status `active` (Companies House has no dormant status), dormant accounts with no turnover and a dormant-company event" },
  { number: "09990003", case: "dissolved", description: "Dissolved company: status `dissolved`, all directors resigned, a dissolution event, no active director (operation 6 answers 404); the risk summary's highest level (red)" },
  { number: "09990004", case: "liquidation", description: "In liquidation: status `liquidation` (shown as Companies House's \"Liquidation\"), companyLiquidationStatus Y, liquidation events, a liquidation safe alert, the risk summary's highest level (red); its Filings tab shows every filing in Companies House's words (a special resolution to wind up among them) with its document as a PDF" },
  { number: "09990005", case: "administration", description: "In administration: status `administration`, inAdministrationFlag and administrationOrderFlag Y, administration events; the risk summary's highest level (red)" },
  { number: "09990006", case: "no-accounts", description: "Incorporated this year: no accounts, no ratios (operations 8, 9, 10 answer 404), no charges, no CCJs" },
  { number: "09990007", case: "one-year-accounts", description: "Exactly one year of accounts and ratios (no one-year growth)" },
  { number: "09990008", case: "ten-years-accounts", description: "Twelve years of accounts and ratios" },
  { number: "09990009", case: "thirty-years-accounts", description: "Thirty years of accounts and ratios" },
  { number: "09990010", case: "ccj-satisfied", description: "One CCJ, status Satisfied (with a paid date): the risk summary lists it as information, not a warning" },
  { number: "09990011", case: "ccj-set-aside", description: "One CCJ, status Set Aside: information in the risk summary, not a warning" },
  { number: "09990012", case: "ccj-new-judgment", description: "One CCJ, status New Judgment" },
  { number: "09990013", case: "ccj-every-status", description: "CCJs in every status: Satisfied, Set Aside and New Judgment (two of each)" },
  { number: "09990014", case: "charges-every-kind", description: "Charges under all six lending tags and all four charge types, outstanding, satisfied and partially satisfied, one registered in DEMO_CHARGE_DATE_RANGE" },
  { number: "09990015", case: "charges-all-satisfied", description: "Charges that are all satisfied (outstandingCount 0)" },
  { number: "09990016", case: "psc-individual", description: "Two individual PSCs (one ceased), natureOfControl in Companies House wording" },
  { number: "09990017", case: "psc-corporate", description: "Subsidiary with a corporate PSC whose regNumber is its parent 09990019; the PSC and the corporate shareholder link to the parent" },
  { number: "09990018", case: "property", description: "Owns three property titles, one of them DEMO_TITLE_NUMBER" },
  { number: "09990019", case: "group-parent", description: "Group parent (ultimate parent) of 09990017 and 09990020, large with group accounts; its Shares & group tab lists the subsidiaries the dashboard has seen and says it is its own ultimate parent" },
  { number: "09990020", case: "group-child", description: "Subsidiary of 09990019 (groupStructures names the parent)" },
  { number: "09990021", case: "procurement-supplier", description: "Supplier on awarded procurement notices, one of them classified under DEMO_CPV_CODE; /search/procurement marks the matched CPV code and labels each value as awarded or estimated" },
  { number: "09990022", case: "trade", description: "Trades DEMO_COMMODITY_CODE and other HS codes" },
  { number: "09990023", case: "negative-net-worth", description: "Loss-making for years with negative net worth (liabilities exceed assets): its Financials tab shows ROCE and gearing as n/m with the reason (capital employed or equity negative), gaps in the charts, changes in percentage points" },
  { number: "09990024", case: "bare", description: "Active company with no charges, CCJs, PSCs, property, trade or trading address (their operations answer 404)" },
  { number: "00990001", case: "very-large", description: "Very large PLC: 2,000+ filing items, 300+ directors, 30 years of accounts, 500+ charges; its Officers tab opens on the current ones, Charges filter by status, lender and lending tag, and Filings keep their page in the URL" },
  { number: "00990002", case: "very-large-second", description: "A second very large PLC of the same scale" },
  { number: "SC990001", case: "scottish", description: "Scottish private limited company (SC prefix)" },
  { number: "NI990001", case: "northern-irish", description: "Northern Ireland private limited company (NI prefix)" },
  { number: "R0990001", case: "northern-irish-r0", description: "Company on the Northern Ireland register from before partition (R0 prefix)" },
  { number: "OC990001", case: "llp", description: "Limited liability partnership (OC prefix, type `llp`) with designated members, no share capital" },
  { number: "SO990001", case: "scottish-llp", description: "Scottish limited liability partnership (SO prefix, type `llp` as Companies House has no Scottish LLP type)" },
  { number: "LP990001", case: "limited-partnership", description: "Limited partnership (LP prefix, type `limited-partnership`): no officers or accounts on the register" },
  { number: "SL990001", case: "scottish-limited-partnership", description: "Scottish limited partnership (SL prefix, type `limited-partnership`)" },
];

/** Looks a demo company up by its case name; throws when the case does not exist, so that a typo fails fast. */
export function demoCompany(caseName: string): DemoCompany {
  const found = DEMO_COMPANIES.find((company) => company.case === caseName);
  if (!found) throw new Error(`No demo company for case '${caseName}'`);
  return found;
}

/** A title number that exists (owned by the "property" demo company). */
export const DEMO_TITLE_NUMBER = "NGL990018";
/** An HS commodity code the "trade" demo company trades (operation 20 finds it, and its heading 8471 too). */
export const DEMO_COMMODITY_CODE = "847130";
/** A CPV code on procurement notices that the "procurement-supplier" demo company won. */
export const DEMO_CPV_CODE = "72212000";
/** A registration date range (dd/mm/yyyy) holding at least one charge of the "charges-every-kind" company. */
export const DEMO_CHARGE_DATE_RANGE = { fromDate: "01/03/2024", toDate: "31/03/2024" } as const;
/** A procurement notice identifier that always exists, awarded to the "procurement-supplier" company. */
export const DEMO_NOTICE_IDENTIFIER = "009990-2025";
