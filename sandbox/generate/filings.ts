// The filing history: what a company files over its life (incorporation, accounts, confirmation statements,
// officer changes, charges, insolvency), newest first, with the counts the profile states. Each item carries a
// description key from Companies House's filing_history_descriptions.yml and, as the spec shows, the four
// description_values {description, appointment_date, officer_name, termination_date}: description is the sentence
// a real upstream gives ("Full accounts made up to 31 March 2023"), the key's template filled and unmarked. The
// values Companies House's templates name beyond the spec's four (made_up_date, charge_number…) are kept apart, by
// transaction id, for the companies-house answer style (companies-house-style.ts). links.document_metadata is a path
// on the sandbox, which serves the filing's document there.
import { filingTemplates } from "../../lib/reference/companies-house";
import { addMonths, isoDate, wordedDate } from "../dates";
import type { Random } from "../random";
import type { Charge } from "./charges";
import type { Officer } from "./officers";
import type { Plan } from "./plan";

/** Where the sandbox serves a filing's document (a path on the sandbox, joined to its base URL like every operation). */
export function filingDocumentPath(number: string, transactionId: string): string {
  return `/companies/${number}/filing-history/${transactionId}/document`;
}

interface Filing {
  day: number;
  category: string;
  description: string;
  values?: Record<string, string>;
  /** Description keys of the filing's resolutions. */
  resolutions?: string[];
}

const ACCOUNT_DESCRIPTION: Record<string, string> = {
  "Micro Entity": "accounts-with-accounts-type-micro-entity", "Total Exemption Full": "accounts-with-accounts-type-total-exemption-full",
  Full: "accounts-with-accounts-type-full", Group: "accounts-with-accounts-type-group", Dormant: "accounts-with-accounts-type-dormant",
};

/** The spec's four description values; the others a Companies House template names live in `extraValues`. */
const SPEC_VALUES = ["description", "appointment_date", "officer_name", "termination_date"] as const;

export interface FilingHistory {
  items: Record<string, unknown>[];
  /** By transaction id: the values Companies House adds beyond the spec's four (made_up_date, charge_number…). */
  extraValues: Record<string, Record<string, string>>;
}

export function filingHistory(
  random: Random, plan: Plan, lastDay: number, accountsYears: { yearEnd: number; type: string }[], people: Officer[],
  chargeList: Charge[],
): FilingHistory {
  const filings: Filing[] = [{ day: plan.incorporated, category: "incorporation", description: "incorporation-company" }];
  for (const year of accountsYears) {
    filings.push({ day: Math.min(lastDay, addMonths(year.yearEnd, 9) - random.int(0, 60)), category: "accounts", description: ACCOUNT_DESCRIPTION[year.type] ?? "accounts-with-accounts-type-full", values: { made_up_date: isoDate(year.yearEnd) } });
  }
  for (let day = addMonths(plan.incorporated, 12) + 14; day < lastDay; day = addMonths(day, 12)) {
    // Filed 14 days after the anniversary it is made up to.
    filings.push({ day, category: "confirmation-statement", description: random.chance(0.8) ? "confirmation-statement-with-no-updates" : "confirmation-statement-with-updates", values: { made_up_date: isoDate(day - 14) } });
  }
  for (const officer of people) {
    const name = `${officer.person.forename} ${officer.person.surname}`;
    if (officer.from > plan.incorporated) filings.push({ day: officer.from + random.int(1, 14), category: "officers", description: officer.secretary ? "appoint-person-secretary-company-with-name-date" : "appoint-person-director-company-with-name-date", values: { officer_name: name, appointment_date: isoDate(officer.from) } });
    if (officer.to !== null) filings.push({ day: officer.to + random.int(0, 14), category: "officers", description: officer.secretary ? "termination-secretary-company-with-name-termination-date" : "termination-director-company-with-name-termination-date", values: { officer_name: name, termination_date: isoDate(officer.to) } });
  }
  for (const charge of chargeList) {
    filings.push({ day: charge.regDay, category: "mortgage", description: "mortgage-create-with-deed-with-charge-number-charge-creation-date", values: { charge_number: charge.code, charge_creation_date: String(charge.plain.createdDate) } });
    if (charge.satisfiedDay !== null) filings.push({ day: charge.satisfiedDay, category: "mortgage", description: charge.state === "fully-satisfied" ? "mortgage-satisfy-charge-full" : "mortgage-satisfy-charge-part", values: { charge_number: charge.code } });
  }
  if (random.chance(0.3)) filings.push({ day: plan.incorporated + random.int(100, Math.max(101, lastDay - plan.incorporated)), category: "address", description: "change-registered-office-address-company" });
  if (plan.statusDay !== null) {
    const day = plan.statusDay;
    if (plan.status === "liquidation") filings.push({ day, category: "insolvency", description: "liquidation-voluntary-appointment-of-liquidator" }, { day, category: "resolution", description: "resolution", resolutions: ["liquidation-voluntary-special-resolution-to-wind-up"] });
    if (plan.status === "administration") filings.push({ day, category: "insolvency", description: "liquidation-in-administration-appointment-of-administrator" });
    if (plan.status === "dissolved") filings.push({ day: day - 90, category: "gazette", description: "gazette-notice-voluntary" }, { day, category: "gazette", description: "gazette-dissolved-voluntary" });
  }
  // Large companies file far more (allotments, resolutions, capital): fill up to the plan's minimum.
  while (filings.length < plan.minFilings) {
    const capital = random.chance(0.6);
    const day = plan.incorporated + random.int(30, Math.max(31, lastDay - plan.incorporated));
    filings.push(capital
      ? { day, category: "capital", description: "capital-allotment-shares", values: { date: isoDate(day - 7) } }
      : { day, category: "resolution", description: "resolution", resolutions: ["resolution-securities"] });
  }
  filings.sort((a, b) => b.day - a.day || a.description.localeCompare(b.description));
  const history: FilingHistory = { items: [], extraValues: {} };
  filings.forEach((filing, index) => {
    const transactionId = `M${plan.number}${String(filings.length - index).padStart(5, "0")}`;
    history.items.push(filingItem(plan.number, filing, transactionId));
    const extra = Object.entries(filing.values ?? {}).filter(([name]) => !(SPEC_VALUES as readonly string[]).includes(name));
    if (extra.length) history.extraValues[transactionId] = Object.fromEntries(extra);
  });
  return history;
}

function filingItem(number: string, filing: Filing, transactionId: string): Record<string, unknown> {
  const values = filing.values ?? {};
  return {
    category: filing.category, date: isoDate(filing.day), description: filing.description, paper_filed: "false",
    description_values: {
      description: upstreamSentence(filing.description, values), appointment_date: values.appointment_date ?? "",
      officer_name: values.officer_name ?? "", termination_date: values.termination_date ?? "",
    },
    resolutions: (filing.resolutions ?? []).map((description) => ({
      category: "resolution", description, subCategory: "resolution", type: "RES01", barCode: `X${transactionId.slice(-8)}`, transactionId,
      description_values: { description: upstreamSentence(description, {}), appointment_date: "", officer_name: "", termination_date: "" },
    })),
    links: { self: `/company/${number}/filing-history/${transactionId}`, document_metadata: filingDocumentPath(number, transactionId) },
  };
}

/**
 * The sentence an upstream gives in description_values.description: Companies House's template for the key with
 * its values in (dates in words, as "31 March 2023") and its bold marks dropped.
 */
export function upstreamSentence(description: string, values: Readonly<Record<string, string>>): string {
  const template = filingTemplates()[description];
  if (template === undefined) throw new Error(`No Companies House template for the filing description ${description}`);
  return template.replace(/\*\*/g, "").replace(/\{([a-z_]+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`The filing ${description} has no ${name} for its template`);
    return name === "date" || name.endsWith("_date") ? wordedDate(value) : value;
  });
}
