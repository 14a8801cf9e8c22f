// A register that changes over simulated time: each simulated day brings a seeded, repeatable set of changes (new
// CCJs, officer appointments and resignations, accounts and confirmation statements, a few insolvencies), kept as an
// overlay over the generated dataset, which stays exactly as generated. Every change rewrites all the answers it
// touches together (a CCJ is in the CCJ list and in the profile's ccjDetails; an insolvency sets the status, its flag
// and the company event), so a changed company's answers still agree with each other and keep the spec's shapes.
import { Random } from "./random";
import type { CompanyRow } from "./store";

export const CHANGE_KINDS = [
  "ccj", "ccj-satisfied", "ccj-set-aside", "appointment", "resignation", "accounts", "confirmation-statement", "confirmation-overdue",
  "liquidation", "administration",
] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

export interface Change {
  day: number;
  company: string;
  kind: ChangeKind;
}

/** The register's fixed "today" (README); simulated day n is n days after it. */
const REGISTER_TODAY = Date.UTC(2026, 10, 1);
export const simulatedDate = (day: number) => new Date(REGISTER_TODAY + day * 86_400_000).toISOString().slice(0, 10);

// Relative frequencies per change: insolvencies are rare, filings and judgments common.
const WEIGHTS: ReadonlyArray<readonly [ChangeKind, number]> = [
  ["ccj", 28], ["ccj-satisfied", 10], ["ccj-set-aside", 3], ["appointment", 14], ["resignation", 14], ["accounts", 18],
  ["confirmation-statement", 22], ["confirmation-overdue", 4], ["liquidation", 2], ["administration", 2],
];

/** The changes of one simulated day, from the seed and the day alone (so any day can be replayed). */
export function changesOfDay(seed: number, day: number, perDay: number, companies: readonly string[]): Change[] {
  const random = new Random(seed, `changes-day-${day}`);
  const changes: Change[] = [];
  for (let index = 0; index < perDay && companies.length > 0; index++) {
    const company = random.pick(companies);
    const [kind] = random.weighted(WEIGHTS, ([, weight]) => weight);
    changes.push({ day, company, kind });
  }
  return changes;
}

type Json = Record<string, unknown>;

/**
 * One company's answers as changed so far: the row (profile, officers, filings), its extra CCJs, and its generated
 * CCJs whose status changed, by case number.
 */
interface ChangedCompany {
  row: CompanyRow;
  ccjs: string[];
  restated: Record<string, string>;
  sequence: number;
}

const FORENAMES = ["Amira", "Ben", "Chloe", "Daniel", "Erin", "Farid", "Grace", "Hugo", "Isla", "Jack"];
const SURNAMES = ["Patel", "Hughes", "Okafor", "Reid", "Walsh", "Khan", "Evans", "Murray", "Young", "Price"];
const COURTS = ["Central London County Court", "Manchester County Court", "Leeds County Court", "Bristol County Court"];
const longDate = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

export class ChangeOverlay {
  private readonly changed = new Map<string, ChangedCompany>();
  readonly applied: Change[] = [];

  constructor(private readonly seed: number, private readonly read: (number: string) => CompanyRow | undefined) {}

  company(number: string): CompanyRow | undefined {
    return this.changed.get(number)?.row ?? this.read(number);
  }

  /**
   * The company's CCJs as the CCJ operation lists them: new judgments first, then the generated ones, each as its
   * status now (`generated` was filtered by the status it was generated with, so one whose status changed is
   * filtered again here, and one that now matches is added).
   */
  ccjs(number: string, generated: string[], status?: string): string[] {
    const state = this.changed.get(number);
    if (!state) return generated;
    const restated = new Map(Object.entries(state.restated));
    const matches = (json: string) => !status || (JSON.parse(json) as Json).ccjStatus?.toString().toLowerCase() === status;
    const listed = generated.map((json) => {
      const now = restated.get(caseOf(json));
      restated.delete(caseOf(json));
      return now ?? json;
    });
    return [...state.ccjs, ...listed, ...restated.values()].filter(matches);
  }

  /** Applies one change; a change that does not fit the company (a resignation with no officer…) is skipped. */
  apply(change: Change): boolean {
    const base = this.company(change.company);
    if (!base) return false;
    const state = this.changed.get(change.company) ?? { row: { ...base }, ccjs: [], restated: {}, sequence: 0 };
    const core = JSON.parse(state.row.core) as Json;
    // Judgments are entered, paid and set aside against insolvent companies too.
    if (core.companyStatus !== "active" && !change.kind.startsWith("ccj")) return false;
    const random = new Random(this.seed, `change-${change.day}-${change.company}-${this.applied.length}`);
    const date = simulatedDate(change.day);
    const done = CHANGERS[change.kind]({ state, core, random, date });
    if (!done) return false;
    state.row.core = JSON.stringify(core);
    this.changed.set(change.company, state);
    this.applied.push(change);
    return true;
  }
}

interface Context {
  state: ChangedCompany;
  core: Json;
  random: Random;
  date: string;
}

const CHANGERS: Record<ChangeKind, (context: Context) => boolean> = {
  ccj: ({ state, core, random, date }) => {
    const record = {
      caseNumber: `S${random.digits(7)}`, ccjDate: date, ccjPaidDate: "", court: random.pick(COURTS), splitFlag: "N",
      businessName: state.row.name, incomingRecordDetails: "Judgment entered by default",
      plaintiffName: `${random.pick(SURNAMES).toUpperCase()} SUPPLIES LIMITED`, plaintiffForeName: "", plaintiffSurName: "",
      plaintiffAddressLine1: `${random.int(1, 200)} High Street`, plaintiffAddressLine2: "", plaintiffAddressLine3: "London",
      plaintiffAddressLine4: "", plaintiffAddressLine5: "", plaintiffPostCode: null,
      plaintiffTelephone: Number(`20${random.digits(8)}`), manualUpdateFlag: "N", amendFlag: "N",
      ccjStatus: "New Judgment", type: "Judgment", ccjAmount: random.int(50_000, 2_500_000) / 100,
    };
    state.ccjs.unshift(JSON.stringify(record));
    core.ccjDetails = [record, ...((core.ccjDetails as Json[] | undefined) ?? [])];
    core.hasCCJInfo = true;
    return true;
  },
  "ccj-satisfied": (context) => restateJudgment(context, "Satisfied"),
  "ccj-set-aside": (context) => restateJudgment(context, "Set Aside"),
  appointment: ({ state, core, random, date }) => {
    const directors = JSON.parse(state.row.directors) as Json[];
    const template = directors.find((director) => director.position === "director");
    if (!template) return false;
    const forename = random.pick(FORENAMES);
    const surname = random.pick(SURNAMES);
    const details = template.detailedInformation as Json;
    const director = {
      ...template, directorPnr: 9_000_000 + random.int(0, 999_999), fromDate: date, toDate: "", appointment: "Current",
      detailedInformation: { ...details, forename, middleName: "", surname, fullName: `${forename} ${surname}` },
    };
    state.row.directors = JSON.stringify([director, ...directors]);
    core.activeDirectorsCount = Number(core.activeDirectorsCount ?? 0) + 1;
    core.totalDirectorsCount = Number(core.totalDirectorsCount ?? 0) + 1;
    addFiling(state, date, "officers", "appoint-person-director-company-with-name-date",
      { description: `Appointment of ${forename} ${surname} as a director on ${longDate(date)}`, appointment_date: date, officer_name: `${forename} ${surname}`, termination_date: "" });
    return true;
  },
  resignation: ({ state, core, date }) => {
    const directors = JSON.parse(state.row.directors) as Json[];
    // Never the one the active-directors operation answers with, so that answer stays true.
    const kept = state.row.active_director ? (JSON.parse(state.row.active_director) as Json).directorPnr : undefined;
    const leaving = directors.filter((director) => director.position === "director" && director.toDate === "" && director.directorPnr !== kept);
    if (leaving.length < 1 || Number(core.activeDirectorsCount ?? 0) < 2) return false;
    const director = leaving[leaving.length - 1];
    director.toDate = date;
    director.appointment = "Resigned";
    state.row.directors = JSON.stringify(directors);
    core.activeDirectorsCount = Number(core.activeDirectorsCount) - 1;
    core.resignedDirectorsCount = Number(core.resignedDirectorsCount ?? 0) + 1;
    const name = String((director.detailedInformation as Json).fullName);
    addFiling(state, date, "officers", "termination-director-company-with-name-termination-date",
      { description: `Termination of appointment of ${name} as a director on ${longDate(date)}`, appointment_date: "", officer_name: name, termination_date: date });
    return true;
  },
  accounts: ({ state, core, date }) => {
    const madeUp = String(core.accountsReferenceDate ?? "");
    if (!madeUp || madeUp === core.accountsMadeUpDate || madeUp >= date) return false;
    // The next year's reference date, due nine months after it (a private company's period).
    const next = `${Number(madeUp.slice(0, 4)) + 1}${madeUp.slice(4)}`;
    core.accountsReferenceDate = next;
    core.accountsDueDate = new Date(Date.UTC(Number(next.slice(0, 4)), Number(next.slice(5, 7)) - 1 + 9, Number(next.slice(8, 10)))).toISOString().slice(0, 10);
    core.accountsFilingDate = date;
    core.latestDateOfAccounts = madeUp;
    core.accountsMadeUpDate = madeUp;
    addFiling(state, date, "accounts", "accounts-with-accounts-type-total-exemption-full",
      { description: `Total exemption full accounts made up to ${longDate(madeUp)}`, appointment_date: "", officer_name: "", termination_date: "" }, madeUp);
    return true;
  },
  "confirmation-statement": ({ state, core, date }) => {
    core.latestAnnualReturnDate = date;
    core.nextAnnualReturnDate = `${Number(date.slice(0, 4)) + 1}${date.slice(4)}`;
    addFiling(state, date, "confirmation-statement", "confirmation-statement-with-no-updates",
      { description: `Confirmation statement made on ${longDate(date)} with no updates`, appointment_date: "", officer_name: "", termination_date: "" }, date);
    return true;
  },
  // The register shows the confirmation statement missed: the next one fell due yesterday and none was filed.
  "confirmation-overdue": ({ core, date }) => {
    const due = new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    if (String(core.nextAnnualReturnDate ?? "") <= due) return false;
    core.nextAnnualReturnDate = due;
    return true;
  },
  liquidation: ({ core, date }) => {
    core.companyStatus = "liquidation";
    core.companyLiquidationStatus = "Y";
    addEvent(core, date, "LIQ", "Liquidator appointed (creditors' voluntary liquidation)");
    return true;
  },
  administration: ({ core, date }) => {
    core.companyStatus = "administration";
    core.inAdministrationFlag = "Y";
    core.administrationOrderFlag = "Y";
    addEvent(core, date, "ADM", "Administrator appointed");
    return true;
  },
};

const caseOf = (json: string) => String((JSON.parse(json) as Json).caseNumber ?? "");

/**
 * An outstanding judgment (the last listed) paid ("Satisfied", with its paid date) or set aside, in the profile's ccjDetails and
 * in the CCJ list alike; the judgment keeps its case, date and amount, so a monitor sees the same judgment change.
 */
function restateJudgment({ state, core, date }: Context, status: "Satisfied" | "Set Aside"): boolean {
  const details = (core.ccjDetails as Json[] | undefined) ?? [];
  const target = details.filter((ccj) => ccj.ccjStatus === "New Judgment" && String(ccj.ccjDate ?? "") <= date).at(-1);
  if (!target) return false;
  Object.assign(target, { ccjStatus: status, ccjPaidDate: status === "Satisfied" ? date : "", amendFlag: status === "Set Aside" ? "Y" : target.amendFlag });
  const json = JSON.stringify(target);
  const extra = state.ccjs.findIndex((item) => caseOf(item) === target.caseNumber);
  if (extra >= 0) state.ccjs[extra] = json;
  else state.restated[String(target.caseNumber)] = json;
  return true;
}

function addEvent(core: Json, date: string, statusCode: string, statusCodeDesc: string): void {
  const at = `${date}T00:00:00Z`;
  core.companyEvents = [{ statusCode, statusCodeDesc, statusFiledDate: at, registeredDate: at }, ...((core.companyEvents as Json[] | undefined) ?? [])];
}

/** A new filing, first in the full history and in the profile's recent page (which keeps its length). */
function addFiling(state: ChangedCompany, date: string, category: string, description: string, values: Json, made_up_date?: string): void {
  state.sequence += 1;
  const transaction = `S${state.row.number}${String(state.sequence).padStart(5, "0")}`;
  const item = {
    category, date, description, paper_filed: "false", description_values: values, resolutions: [],
    links: { self: `/company/${state.row.number}/filing-history/${transaction}`, document_metadata: `/companies/${state.row.number}/filing-history/${transaction}/document` },
  };
  state.row.documents = prepend(state.row.documents, item, true);
  // The value Companies House's template for accounts and confirmation statements names (companies-house style).
  if (made_up_date) state.row.filing_values = JSON.stringify({ ...(JSON.parse(state.row.filing_values) as Json), [transaction]: { made_up_date } });
  if (state.row.documents_recent) state.row.documents_recent = prepend(state.row.documents_recent, item, false);
}

function prepend(json: string, item: Json, whole: boolean): string {
  const page = JSON.parse(json) as Json & { items: Json[]; totalCount: number };
  const items = [item, ...page.items];
  const totalCount = page.totalCount + 1;
  return JSON.stringify(whole
    ? { ...page, itemsPerPage: String(totalCount), totalCount, items }
    : { ...page, totalCount, items: items.slice(0, page.items.length) });
}
