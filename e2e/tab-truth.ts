// What each company tab must show, read here from the sandbox's own answers (fetched with the upstream key by
// debt-truth's upstreamAnswer, never through the dashboard) with plain arithmetic and without the dashboard's lib/,
// so a derivation or a format wrong on every screen alike still fails tab-values.spec.ts. Only the spec's fields are
// read; cells are written the way the screens write them: "31 Mar 2024", "£1,234,567", "1,234", "12.5%", "—".

type Json = Record<string, unknown>;

/** The unknown, as every screen writes it. */
export const NONE = "—";
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** A non-blank string, else null (the BFF reads a blank field as absent). */
export const present = (value: unknown): string | null => (typeof value === "string" && value.trim() !== "" ? value : null);
/** A number as the spec types it, or numeric text. */
export const numberOf = (value: unknown): number | null => {
  const number = typeof value === "string" && value.trim() !== "" ? Number(value.replace(/,/g, "")) : value;
  return typeof number === "number" && Number.isFinite(number) ? number : null;
};
const list = (value: unknown): Json[] => (Array.isArray(value) ? (value as Json[]) : value && typeof value === "object" ? [value as Json] : []);

/** The calendar day of an ISO date (with or without a time) or of dd/mm/yyyy, as [year, month, day]. */
function dayParts(value: unknown): [number, number, number] | null {
  const text = present(value);
  if (!text) return null;
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (iso) return [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  const dmy = /^(\d{1,2})\/(\d{1,2})\/(\d{4})/.exec(text);
  return dmy ? [Number(dmy[3]), Number(dmy[2]), Number(dmy[1])] : null;
}
/** Milliseconds of the day, for ordering; an undated record sorts as the oldest. */
export const dayValue = (value: unknown): number => {
  const parts = dayParts(value);
  return parts ? Date.UTC(parts[0], parts[1] - 1, parts[2]) : Number.NEGATIVE_INFINITY;
};
export const isoDay = (value: unknown): string | null => {
  const parts = dayParts(value);
  return parts ? `${parts[0]}-${String(parts[1]).padStart(2, "0")}-${String(parts[2]).padStart(2, "0")}` : null;
};
export function date(value: unknown): string {
  const parts = dayParts(value);
  return parts ? `${parts[2]} ${MONTHS[parts[1] - 1]} ${parts[0]}` : present(value) ?? NONE;
}
const minus = (value: number) => (value < 0 ? "−" : "");
export const pounds = (value: number | null): string => (value == null ? NONE : `${minus(value)}£${Math.round(Math.abs(value)).toLocaleString("en-GB")}`);
export const whole = (value: number | null): string => (value == null ? NONE : Math.round(value).toLocaleString("en-GB"));
export const percent = (value: number | null): string => (value == null ? NONE : `${minus(value)}${Math.abs(value).toFixed(1)}%`);
export const text = (value: unknown): string => present(value) ?? NONE;
export const lines = (values: readonly string[]): string => (values.length ? values.join("\n") : NONE);

/** Short sterling for summaries: £950, £12.3k, £1.2m, £2.1bn (a figure that would round to 1000.0k reads £1m). */
export function shortPounds(value: number): string {
  const abs = Math.abs(value);
  for (const [limit, suffix] of [[1e9, "bn"], [1e6, "m"], [1e3, "k"]] as const) {
    if (abs >= limit * 0.99995) {
      const scaled = abs / limit;
      return `${minus(value)}£${scaled.toFixed(scaled >= 100 ? 0 : 1).replace(/\.0$/, "")}${suffix}`;
    }
  }
  return `${minus(value)}£${Math.round(abs).toLocaleString("en-GB")}`;
}

/** Rows in the order of `key` (missing last, ties as given), as the tables sort them. */
function ordered<T>(rows: readonly T[], key: (row: T) => string | number | null, direction: "asc" | "desc"): T[] {
  const sign = direction === "asc" ? 1 : -1;
  const missing = (value: string | number | null) => value === null || value === "" || (typeof value === "number" && !Number.isFinite(value));
  const collator = new Intl.Collator("en-GB", { numeric: true, sensitivity: "base" });
  return rows.map((row, index) => ({ row, index, value: key(row) })).sort((a, b) => {
    if (missing(a.value) || missing(b.value)) return missing(a.value) === missing(b.value) ? a.index - b.index : missing(a.value) ? 1 : -1;
    const order = typeof a.value === "number" && typeof b.value === "number" ? a.value - b.value : collator.compare(String(a.value), String(b.value));
    return sign * order || a.index - b.index;
  }).map(({ row }) => row);
}

/** A drawn table's expectation: its headers and each row's cell texts (lists one item a line). */
export interface TableTruth {
  headers: string[];
  rows: string[][];
}

// ---- Officers: the current ones (all when none is current), by name.

export function officersTruth(answer: Json | null, now = new Date()): TableTruth {
  const all = list(answer?.directorsData).map((director) => {
    const info = (director.detailedInformation ?? {}) as Json;
    const name = present(info.fullName)?.trim() || [director.directorTitle, info.forename, info.middleName, info.surname].map(present).filter(Boolean).join(" ") || "Name not given";
    const left = present(director.toDate) && dayValue(director.toDate) < now.getTime() ? present(director.toDate) : null;
    const role = present(director.directorRole) ?? present(director.position) ?? present(director.appointment);
    const birth = dayParts(info.birthDate);
    const age = numberOf(info.directorAge) ?? (birth ? fullYears(birth, now) : null);
    const total = numberOf((director.directorshipCountUpdated as Json | undefined)?.total) ?? numberOf(director.directorshipCount);
    return {
      name,
      cells: [
        name,
        // Companies House's role codes ("director", "llp-member") in words.
        role ? role.charAt(0).toUpperCase() + role.slice(1).replace(/-/g, " ") : NONE,
        left ? "Resigned" : "Current", date(director.fromDate), left ? date(left) : NONE, whole(age),
        text(present(info.nationalityName) ?? info.nationality), text(present(director.directorOccupation) ?? director.directorJobRole),
        whole(total == null ? null : Math.max(0, total - 1)),
      ],
      current: !left,
    };
  });
  const shown = all.some((row) => row.current) ? all.filter((row) => row.current) : all;
  return {
    headers: ["Name", "Role", "Status", "Appointed", "Resigned", "Age", "Nationality", "Occupation", "Other directorships"],
    rows: ordered(shown, (row) => row.name, "asc").map((row) => row.cells),
  };
}

function fullYears([year, month, day]: [number, number, number], now: Date): number | null {
  const birthday = now.getUTCMonth() + 1 > month || (now.getUTCMonth() + 1 === month && now.getUTCDate() >= day);
  const years = now.getUTCFullYear() - year - (birthday ? 0 : 1);
  return years >= 0 ? years : null;
}

// ---- PSC: the current controllers (all when none is current), newest notified first.

export function controllerNames(answer: unknown): string[] {
  const all = list(answer).map((psc) => ({ name: present(psc.pscName) ?? "Name not given", current: !present(psc.ceasedDate), notified: dayValue(psc.notifiedDate) }));
  const byStanding = ordered(ordered(all, (row) => row.notified, "desc"), (row) => (row.current ? 0 : 1), "asc");
  const shown = byStanding.some((row) => row.current) ? byStanding.filter((row) => row.current) : byStanding;
  return ordered(shown, (row) => row.notified, "desc").map((row) => row.name);
}

// ---- Shares: classes with their totals, holders by size with their share of the class and of all shares.

export function sharesTruth(records: unknown): { classes: TableTruth; holders: TableTruth; holderNames: string[] } {
  const shares = list(records);
  const classOf = (record: Json) => present(record.shareClasses) ?? present(record.shareType) ?? "Unclassified";
  const classes = new Map<string, { type: string; shares: number | null; holders: number }>();
  for (const record of shares) {
    const entry = classes.get(classOf(record)) ?? { type: text(record.shareType), shares: null, holders: 0 };
    const issued = numberOf(record.numberOfSharesIssued);
    if (issued != null) entry.shares = (entry.shares ?? 0) + issued;
    entry.holders += 1;
    classes.set(classOf(record), entry);
  }
  const all = [...classes.values()].reduce((sum, entry) => sum + (entry.shares ?? 0), 0);
  const holders = shares.map((record) => {
    const details = (record.shareholdersDetails ?? {}) as Json;
    const name = [details.shareholderTitle, details.shareholderForename, details.shareholderSurname].map(present).filter(Boolean).join(" ") || "Holder not named";
    const issued = numberOf(record.numberOfSharesIssued);
    const ofClass = classes.get(classOf(record))?.shares;
    return {
      name, size: issued ?? -1,
      cells: [name, classOf(record), whole(issued), percent(issued != null && ofClass ? (issued / ofClass) * 100 : null), percent(issued != null && all ? (issued / all) * 100 : null)],
    };
  }).sort((a, b) => b.size - a.size);
  return {
    classes: { headers: ["Class", "Type", "Shares issued", "Holders"], rows: [...classes].map(([name, entry]) => [name, entry.type, whole(entry.shares), whole(entry.holders)]) },
    holders: { headers: ["Holder", "Class", "Shares", "Of the class", "Of all shares"], rows: holders.map((holder) => holder.cells) },
    holderNames: holders.map((holder) => holder.name),
  };
}

// ---- Charges: the profile's mortgages with the charges operation's fuller record, outstanding first, newest first.

/** Companies House's memorandum natures in words. */
const NATURE_WORDS: Record<string, string> = { outstanding: "Outstanding", "part-satisfied": "Partially satisfied", "fully-satisfied": "Satisfied" };

function chargeStatus(charge: Json): string {
  const words = present(charge.memorandumNature) ?? "";
  if (/part/i.test(words)) return "Partially satisfied";
  if (present(charge.satisfiedDate) || (/satisf/i.test(words) && !/\b(un|not\s+)satisf/i.test(words))) return "Satisfied";
  return "Outstanding";
}

export function chargesTruth(profile: Json | null, latest: Json | null): TableTruth {
  const mortgages = list(profile?.mortgages);
  const fuller = latest ? [latest] : [];
  const all = [...mortgages, ...fuller.filter((record) => !mortgages.some((charge) => present(charge.chargeCode) && charge.chargeCode === record.chargeCode))];
  const unique = (values: unknown[]) => [...new Set(values.map(present).filter((value): value is string => value !== null))];
  const rows = all.map((charge) => {
    const record = fuller.find((item) => item === charge || (present(item.chargeCode) && item.chargeCode === charge.chargeCode));
    const details = list((record ?? charge).mortgageDetails);
    const entitled = details.filter((item) => /entitled|person/i.test(String(item.recordType ?? "")));
    const described = details.filter((item) => !/entitled|person/i.test(String(item.recordType ?? "")));
    const tags = unique(details.flatMap((item) => (Array.isArray(item.tagName) ? item.tagName : [])));
    const nature = present(charge.memorandumNature);
    const status = chargeStatus(charge);
    return {
      status, newest: dayValue(present(charge.createdDate) ?? charge.regDate),
      cells: [
        text(charge.chargeCode), status, date(charge.createdDate), date(charge.regDate), date(charge.satisfiedDate),
        lines(unique(entitled.map((item) => item.description))), nature ? NATURE_WORDS[nature.toLowerCase()] ?? nature : NONE,
        lines(unique(described.map((item) => item.description))),
        // Only the charges operation's records carry lending tags; a charge known from the profile alone has them unknown.
        lines(record ? tags : ["Given only by the lending search"]),
      ],
    };
  });
  const rank: Record<string, number> = { Outstanding: 0, "Partially satisfied": 1, Satisfied: 2 };
  return {
    headers: ["Charge code", "Status", "Created", "Registered", "Satisfied", "Persons entitled", "Nature", "Description", "Lending tags"],
    rows: rows.sort((a, b) => rank[a.status] - rank[b.status] || b.newest - a.newest).map((row) => row.cells),
  };
}

// ---- CCJs: outstanding first, then satisfied, then set aside, each newest first; the footer sums every amount.

export function ccjStanding(ccj: Json): 0 | 1 | 2 {
  const status = present(ccj.ccjStatus) ?? "";
  if (/set[\s_-]*aside|cancel/i.test(status)) return 2;
  if (/\b(un|not\s+)satisf/i.test(status)) return 0;
  return /satisf|paid/i.test(status) || dayParts(ccj.ccjPaidDate) ? 1 : 0;
}

export function ccjsTruth(answer: unknown): TableTruth & { total: string; setAside: number } {
  const words = ["Unsatisfied", "Satisfied", "Set aside"];
  const rows = list(answer).map((ccj) => ({ ccj, standing: ccjStanding(ccj), day: dayValue(ccj.ccjDate) }))
    .sort((a, b) => a.standing - b.standing || b.day - a.day);
  return {
    headers: ["Date", "Case", "Court", "Plaintiff", "Amount", "Status", "Paid"],
    rows: rows.map(({ ccj, standing }) => [
      date(ccj.ccjDate), text(ccj.caseNumber), text(ccj.court),
      text(present(ccj.plaintiffName) ?? ([ccj.plaintiffForeName, ccj.plaintiffSurName].map(present).filter(Boolean).join(" ") || null)),
      pounds(numberOf(ccj.ccjAmount)), present(ccj.ccjStatus) ?? words[standing], date(present(ccj.ccjPaidDate)),
    ]),
    total: pounds(rows.reduce((sum, { ccj }) => sum + (numberOf(ccj.ccjAmount) ?? 0), 0)),
    setAside: rows.filter((row) => row.standing === 2).length,
  };
}

// ---- Property: newest added first; the postcode once (added when the address does not end with it already).

export function propertyTruth(answer: unknown): TableTruth {
  const squashed = (value: string) => value.replace(/[^0-9a-z]/gi, "").toUpperCase();
  const rows = ordered(list(answer), (row) => dayValue(row.dateProprietorAdded), "desc").map((row) => {
    const address = present(row.propertyAddress)?.trim() ?? null;
    const postcode = present(row.postcode)?.trim() ?? null;
    const line = !postcode ? address : !address ? postcode : squashed(address).includes(squashed(postcode)) ? address : `${address}, ${postcode}`;
    return [text(row.titleNumber), text(row.tenure), text(line), text(present(row.propertType) ?? row.propertyKind), pounds(numberOf(row.pricePaid)), date(row.dateProprietorAdded)];
  });
  return { headers: ["Title number", "Tenure", "Address", "Type", "Price paid", "Date added"], rows };
}

// ---- Filings: the first page of 25, newest first, each in Companies House's words (description_values).

export function filingsTruth(history: Json | null): TableTruth & { words: string[] } {
  const items = ordered(list(history?.items), (item) => dayValue(item.date), "desc").slice(0, 25);
  const category = (value: unknown) => {
    const code = present(value);
    if (!code) return "Not categorised";
    return /^[a-z0-9-]+$/.test(code) ? code.charAt(0).toUpperCase() + code.slice(1).replace(/-/g, " ") : code;
  };
  return {
    headers: ["Date", "Category", "Description"],
    rows: items.map((item) => [date(item.date), category(item.category)]),
    words: items.map(filingWords),
  };
}

const LONG_MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** Companies House's words for a filing, with the officer's appointment or termination date written as every date is. */
function filingWords(item: Json): string {
  const values = (item.description_values ?? {}) as Json;
  let words = String(values.description ?? item.description ?? "");
  for (const field of ["appointment_date", "termination_date"]) {
    const parts = dayParts(values[field]);
    if (parts) words = words.replace(`${parts[2]} ${LONG_MONTHS[parts[1] - 1]} ${parts[0]}`, date(values[field]));
  }
  return words;
}

// ---- Financials: one year per year end, oldest first.

export const ACCOUNT_FIELDS = [
  ["turnover", "Turnover"], ["grossProfit", "Gross profit"], ["operatingProfit", "Operating profit"], ["profitBeforeTax", "Pre-tax profit"],
  ["profitAfterTax", "Profit after tax"], ["totalAssets", "Total assets"], ["totalLiabilities", "Total liabilities"], ["netWorth", "Net worth"],
  ["totalShareholdersEquity", "Shareholders' equity"], ["cash", "Cash"], ["workingCapital", "Working capital"], ["numberOfEmployees", "Employees"],
] as const;

export interface Year {
  day: string;
  accounts: Json;
}

/** The statutory accounts by year end (a later record for the same year end replaces an earlier), oldest first. */
export function yearsOf(profile: Json | null): Year[] {
  const byDay = new Map<string, Json>();
  for (const accounts of list(profile?.statutoryAccounts)) {
    const day = isoDay(accounts.yearEndDate);
    if (day) byDay.set(day, accounts);
  }
  return [...byDay].map(([day, accounts]) => ({ day, accounts })).sort((a, b) => a.day.localeCompare(b.day));
}

/** The Overview's key figures: the latest year's value and its change on the year before (n/m with its reason). */
export function keyFiguresTruth(years: readonly Year[]): string[][] | null {
  const latest = years.at(-1);
  if (!latest) return null;
  const previous = years.at(-2);
  const fields = [["turnover", "Turnover"], ["profitBeforeTax", "Pre-tax profit"], ["netWorth", "Net worth"], ["totalAssets", "Total assets"], ["cash", "Cash"], ["numberOfEmployees", "Employees"]];
  return fields.map(([field, label]) => {
    const now = numberOf(latest.accounts[field]);
    const before = previous ? numberOf(previous.accounts[field]) : null;
    let change = "no change figure";
    if (now != null && before != null) {
      if (before > 0 && now < 0) change = "n/m — Changed sign: positive to negative";
      else if (before < 0 && now > 0) change = "n/m — Changed sign: negative to positive";
      else if (before < 0) change = "n/m — Previous year is negative";
      else if (before === 0) change = "n/m — Previous year is zero";
      else {
        const fraction = (now - before) / before;
        change = `${fraction > 0 ? "+" : fraction < 0 ? "−" : ""}${Math.abs(fraction * 100).toFixed(1)}% on the year`;
      }
    }
    return [label, now == null ? NONE : field === "numberOfEmployees" ? whole(now) : shortPounds(now), change];
  });
}

/** The account charts' series (DOM keys as the charts mark them): one mark per year that has the figure. */
export const ACCOUNT_CHARTS = [
  { id: "profit", kind: "line", series: ["turnover", "grossProfit", "operatingProfit", "profitBeforeTax"] },
  { id: "balance", kind: "line", series: ["totalAssets", "totalLiabilities"] },
  { id: "worth", kind: "line", series: ["netWorth", "totalShareholdersEquity"] },
  { id: "cash", kind: "bar", series: ["cash"] },
  { id: "employees", kind: "bar", series: ["numberOfEmployees"] },
] as const;

const MADE_UP_TO = /made up to (\d{1,2}) ([A-Za-z]{3})[a-z]* (\d{4})/i;

/**
 * "Accounts by year", newest first: the figures, then the accounts filing whose words say it was made up to the year
 * end (the latest when there are several), else the one accounts filing without such words filed within a year after.
 */
export function accountsTruth(crn: string, years: readonly Year[], history: Json | null): TableTruth & { links: Array<string | null> } {
  const filings = list(history?.items).filter((item) => /accounts/i.test(String(item.category ?? "")));
  const madeUpTo = (item: Json): string | null => {
    const values = (item.description_values ?? {}) as Json;
    const stated = isoDay(values.made_up_date);
    if (stated) return stated;
    const words = MADE_UP_TO.exec(String(values.description ?? ""));
    const month = words ? MONTHS.findIndex((name) => name.toLowerCase() === words[2].toLowerCase()) : -1;
    return words && month >= 0 ? `${words[3]}-${String(month + 1).padStart(2, "0")}-${words[1].padStart(2, "0")}` : null;
  };
  const rows = years.map(({ day, accounts }) => {
    const yearLater = `${Number(day.slice(0, 4)) + 1}${day.slice(4)}`;
    const stated = filings.filter((item) => madeUpTo(item) === day).sort((a, b) => (isoDay(b.date) ?? "").localeCompare(isoDay(a.date) ?? ""));
    const within = filings.filter((item) => madeUpTo(item) === null && (isoDay(item.date) ?? "") > day && (isoDay(item.date) ?? "") <= yearLater)
      .sort((a, b) => (isoDay(a.date) ?? "").localeCompare(isoDay(b.date) ?? ""));
    const matches = stated.length ? stated : within.slice(0, 1);
    const source = matches[0];
    const sentence = source
      ? `Accounts for the year ended ${date(day)}, filed on ${date(source.date)}${matches.length > 1 ? " (the latest of its filings)" : ""}`
      : `No matching filing in the history for the accounts for the year ended ${date(day)}`;
    const figures = ACCOUNT_FIELDS.map(([field]) => (field === "numberOfEmployees" ? whole : pounds)(numberOf(accounts[field])));
    // The filing's document, read through the dashboard's document route by the filing's transaction id (the last
    // segment of links.self); none without a document link.
    const links = (source?.links ?? {}) as Json;
    const document = present(links.document_metadata) ? /\/([A-Za-z0-9_-]+)\/?$/.exec(String(links.self ?? ""))?.[1] : undefined;
    return { cells: [date(day), ...figures, sentence, source ? date(source.date) : NONE], link: document ? `/api/companies/${crn}/documents/${document}` : null };
  }).reverse();
  return {
    headers: ["Year end", ...ACCOUNT_FIELDS.map(([, label]) => label), "Source", "Filed on", "Filed document"],
    rows: rows.map((row) => row.cells), links: rows.map((row) => row.link),
  };
}

// ---- The risk summary's debt and loss flags (the status and filing flags are figures.spec's and header's).

const counted = (value: number, word: string) => `${value} ${word}${value === 1 ? "" : "s"}`;

/** For each flag this reads from the profile: whether it is raised, and the words it must say. */
export function riskTruth(profile: Json | null, years: readonly Year[]): Record<string, string[] | null> {
  const ccjs = list(profile?.ccjDetails);
  const outstanding = ccjs.filter((ccj) => ccjStanding(ccj) === 0);
  const charges = list(profile?.mortgages);
  const byStatus = (status: string) => charges.filter((charge) => chargeStatus(charge) === status).length;
  const live = (numberOf(profile?.outstandingCount) ?? byStatus("Outstanding")) + (numberOf(profile?.partialSatisfiedCount) ?? byStatus("Partially satisfied"));
  const loss = numberOf(years.at(-1)?.accounts.profitBeforeTax);
  return {
    ccjs: outstanding.length ? [`${outstanding.length} outstanding (unsatisfied) of ${counted(ccjs.length, "county court judgment")}`] : null,
    "ccjs-settled": ccjs.length && !outstanding.length ? [`${counted(ccjs.length, "county court judgment")}, all satisfied or set aside`, "none outstanding"] : null,
    charges: live > 0
      ? [counted(live, "live charge"), `${numberOf(profile?.outstandingCount) ?? byStatus("Outstanding")} outstanding, ${numberOf(profile?.partialSatisfiedCount) ?? byStatus("Partially satisfied")} partially satisfied; ${numberOf(profile?.chargesCount) ?? charges.length} registered in all`]
      : null,
    "pretax-loss": loss != null && loss < 0 ? ["Pre-tax loss in the latest year", `${shortPounds(loss)} in the year to ${date(years.at(-1)?.day)}`] : null,
  };
}

/** The words of each risk level, in the order the summary lists them. */
export const RISK_LEVEL_WORDS = { high: "High risk", medium: "Warning", info: "Information" } as const;
