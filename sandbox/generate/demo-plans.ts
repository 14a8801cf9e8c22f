// The plan of each demo company: a typical active company, changed just enough to show its case.
import { AS_OF, toDay } from "../dates";
import { DEMO_COMMODITY_CODE, DEMO_COMPANIES, DEMO_TITLE_NUMBER, type DemoCompany } from "../demo-companies";
import { Random } from "../random";
import { companyName } from "./names";
import { pickSic, tradeWord } from "./sic";
import { formOfNumber, type Plan } from "./plan";

type Override = Partial<Plan> | ((plan: Plan) => Partial<Plan>);

const YEARS = (years: number, extraDays = 200) => AS_OF - years * 365 - extraDays;

const OVERRIDES: Record<string, Override> = {
  // "every" with three charges: one outstanding, one satisfied, one partially satisfied.
  "typical-active": { charges: 3, chargeMix: "every", tradingAddresses: 2, individualPscs: 2 },
  dormant: { status: "dormant", scale: "micro", charges: 0, tradingAddresses: 0, properties: 0 },
  dissolved: { status: "dissolved", statusDay: AS_OF - 400, resignedDirectors: 3, directors: 3 },
  liquidation: { status: "liquidation", statusDay: AS_OF - 200, lossMaking: true, negativeNetWorth: true },
  administration: { status: "administration", statusDay: AS_OF - 120, lossMaking: true, negativeNetWorth: true },
  "no-accounts": { incorporated: AS_OF - 150, maxAccountsYears: 0, charges: 0, ccjStatuses: [], resignedDirectors: 0 },
  "one-year-accounts": { incorporated: AS_OF - 700, maxAccountsYears: 1 },
  "ten-years-accounts": { incorporated: YEARS(13), maxAccountsYears: 12 },
  "thirty-years-accounts": { incorporated: YEARS(32), maxAccountsYears: 30, scale: "medium" },
  "ccj-satisfied": { ccjStatuses: ["Satisfied"] },
  "ccj-set-aside": { ccjStatuses: ["Set Aside"] },
  "ccj-new-judgment": { ccjStatuses: ["New Judgment"] },
  "ccj-every-status": { ccjStatuses: ["Satisfied", "Set Aside", "New Judgment", "Satisfied", "Set Aside", "New Judgment"] },
  "charges-every-kind": { charges: 16, chargeMix: "every", incorporated: YEARS(12), chargeOn: toDay("2024-03-14"), scale: "medium" },
  "charges-all-satisfied": { charges: 4, chargeMix: "satisfied", incorporated: YEARS(15) },
  "psc-individual": { individualPscs: 1, ceasedPscs: 1 },
  "psc-corporate": (plan) => ({ parent: ordinalOf("09990019"), individualPscs: 0, incorporated: Math.max(plan.incorporated, YEARS(9)) }),
  property: { properties: 3, titleNumbers: [DEMO_TITLE_NUMBER] },
  "group-parent": { scale: "large", incorporated: YEARS(25), maxAccountsYears: 10, individualPscs: 2, charges: 6 },
  "group-child": (plan) => ({ parent: ordinalOf("09990019"), incorporated: Math.max(plan.incorporated, YEARS(8)) }),
  "procurement-supplier": { scale: "medium", incorporated: YEARS(11) },
  trade: { tradeCount: 4, hsCodes: [DEMO_COMMODITY_CODE, "847330", "852351"], scale: "medium" },
  "negative-net-worth": { lossMaking: true, negativeNetWorth: true, incorporated: YEARS(7) },
  bare: { charges: 0, ccjStatuses: [], individualPscs: 0, ceasedPscs: 0, properties: 0, tradeCount: 0, tradingAddresses: 0 },
  "very-large": huge(1),
  "very-large-second": huge(2),
  "limited-partnership": { directors: 0, resignedDirectors: 0, secretaries: 0, maxAccountsYears: 0, charges: 0, individualPscs: 0, tradingAddresses: 0 },
  "scottish-limited-partnership": { directors: 0, resignedDirectors: 0, secretaries: 0, maxAccountsYears: 0, charges: 0, individualPscs: 0, tradingAddresses: 0 },
  scottish: {},
  "northern-irish": {},
  "northern-irish-r0": { incorporated: YEARS(40), maxAccountsYears: 10 },
  llp: { directors: 3, resignedDirectors: 1, secretaries: 0 },
  "scottish-llp": { directors: 2, resignedDirectors: 0, secretaries: 0 },
};

function huge(which: number): Partial<Plan> {
  return {
    form: "plc", scale: "huge", incorporated: toDay(which === 1 ? "1988-04-12" : "1991-09-30"), maxAccountsYears: 30,
    directors: 320, resignedDirectors: 290, secretaries: 2, charges: 520, individualPscs: 0, properties: 12,
    tradeCount: 6, tradingAddresses: 6, minFilings: 2100, ccjStatuses: ["Satisfied", "Set Aside"],
  };
}

/** Demo companies come first in the register, so a demo company's ordinal is its index in DEMO_COMPANIES. */
function ordinalOf(number: string): number {
  const ordinal = DEMO_COMPANIES.findIndex((demo) => demo.number === number);
  if (ordinal < 0) throw new Error(`Demo company ${number} is missing`);
  return ordinal;
}

export function demoPlan(seed: number, demo: DemoCompany, ordinal: number): Plan {
  const random = new Random(seed, `plan:${demo.number}`);
  const form = formOfNumber(demo.number, random) === "plc" ? "ltd" : formOfNumber(demo.number, random);
  const base: Plan = {
    ordinal, number: demo.number, name: "", sic: [], form, status: "active", scale: "small", incorporated: YEARS(6),
    statusDay: null, maxAccountsYears: 8, directors: 3, resignedDirectors: 1, secretaries: form === "ltd" ? 1 : 0,
    charges: 2, chargeMix: "random", ccjStatuses: [], individualPscs: 1, ceasedPscs: 0, parent: null, properties: 0,
    titleNumbers: [], hsCodes: [], tradeCount: 0, tradingAddresses: 1, lossMaking: false, negativeNetWorth: false,
    minFilings: 0, chargeOn: null,
  };
  const override = OVERRIDES[demo.case];
  if (!override) throw new Error(`No plan for demo case '${demo.case}'`);
  const plan = { ...base, ...(typeof override === "function" ? override(base) : override) };
  plan.sic = pickSic(random, plan.status, plan.form, plan.tradeCount > 0 ? plan.hsCodes : undefined);
  plan.name = companyName(random, plan.form, tradeWord(random, plan.sic[0]));
  return plan;
}
