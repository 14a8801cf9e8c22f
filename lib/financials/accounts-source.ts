// Where each year's accounts figures come from: the filing-history item of category "accounts" whose made-up date
// is the year end (the latest such filing when accounts were amended), with its filing date and its document. The
// made-up date is Companies House's made_up_date where the answer carries it, else the date in the upstream's own
// words ("Full accounts made up to 31 March 2023"); an upstream that gives neither (the spec shows only four
// description values) is matched by date and category: the first accounts filing in the year after the year end.
// Where no filing matches, the sentence says so. The one derivation for every figure from the accounts: the
// Financials tab, the Overview's key figures, the assessment inputs, the PDF and the workbook all read it.
import { formatDate, parseDate } from "@/lib/format/dates";
import { documentOf, filingDocumentUrl, type FilingDocument } from "@/lib/company/filing-document";

export interface FilingLike {
  category?: string | null;
  date?: string | null;
  description?: string | null;
  description_values?: { made_up_date?: unknown; description?: unknown } | null;
  document?: unknown;
}

export interface AccountsSource {
  /** The year end as the accounts give it. */
  yearEnded: string;
  filed: string | null;
  description: string | null;
  document: FilingDocument | null;
  /** "Accounts for the year ended 31 Mar 2024, filed on 12 Dec 2024", or why there is none. */
  sentence: string;
}

/** A source as a report carries it: the sentence, the filing date and the document's address, nothing to derive. */
export interface AccountsSourceLink {
  yearEnded: string;
  filed: string | null;
  sentence: string;
  /** Absolute from the dashboard's origin when one is given, else the BFF's path; null without a document. */
  documentUrl: string | null;
}

export const NO_MATCHING_FILING = "No matching filing in the history";

const dayOf = (value: unknown) => {
  const date = typeof value === "string" || typeof value === "number" ? parseDate(value) : null;
  return date ? date.toISOString().slice(0, 10) : null;
};

const MONTH_NUMBERS: Readonly<Record<string, number>> = Object.fromEntries(
  ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"].map((month, index) => [month, index]),
);
const MADE_UP_TO = /made up to (\d{1,2}) ([A-Za-z]{3})[a-z]* (\d{4})/i;

/** The made-up date an accounts filing states: Companies House's value, else the one in the upstream's words. */
function madeUpDay(item: FilingLike): string | null {
  const values = item.description_values;
  const stated = dayOf(values?.made_up_date);
  if (stated) return stated;
  const words = typeof values?.description === "string" ? MADE_UP_TO.exec(values.description) : null;
  const month = words ? MONTH_NUMBERS[words[2].toLowerCase()] : undefined;
  if (!words || month === undefined) return null;
  return new Date(Date.UTC(Number(words[3]), month, Number(words[1]))).toISOString().slice(0, 10);
}

/** A year after the year end, as ISO text (accounts are due within nine months; a year allows for lateness). */
function yearAfter(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() + 1);
  return date.toISOString().slice(0, 10);
}

/** The filings for the year end, latest first: by made-up date, else the first accounts filed within a year of it. */
function matchingFilings(day: string, filings: readonly FilingLike[]): FilingLike[] {
  const accounts = filings.filter((item) => /accounts/i.test(item.category ?? ""));
  const byDate = (a: FilingLike, b: FilingLike) => (dayOf(b.date) ?? "").localeCompare(dayOf(a.date) ?? "");
  const stated = accounts.filter((item) => madeUpDay(item) === day).sort(byDate);
  if (stated.length) return stated;
  // Only filings that state no made-up date: one that states another year's is not this year's.
  const until = yearAfter(day);
  const first = accounts
    .filter((item) => madeUpDay(item) === null && (dayOf(item.date) ?? "") > day && (dayOf(item.date) ?? "") <= until)
    .sort(byDate).at(-1);
  return first ? [first] : [];
}

export function accountsSource(yearEnded: string, filings: readonly FilingLike[]): AccountsSource {
  const day = dayOf(yearEnded);
  const matches = day === null ? [] : matchingFilings(day, filings);
  const match = matches[0];
  if (!match) {
    return { yearEnded, filed: null, description: null, document: null, sentence: `${NO_MATCHING_FILING} for the accounts for the year ended ${formatDate(yearEnded)}` };
  }
  return {
    yearEnded, filed: match.date ?? null, description: match.description ?? null, document: documentOf(match),
    sentence: `Accounts for the year ended ${formatDate(yearEnded)}, filed on ${formatDate(match.date)}${matches.length > 1 ? " (the latest of its filings)" : ""}`,
  };
}

/** The filing-history items a profile-shaped answer carries (the profile's own copy of its recent filings). */
export function filingsOf(history: { items?: readonly unknown[] | null } | null | undefined): readonly FilingLike[] {
  return (history?.items ?? []) as readonly FilingLike[];
}

/**
 * The source as a link: a document on the upstream is read through the BFF's document route, made absolute from
 * `origin` for a file that leaves the browser (the PDF, the workbook); a document elsewhere keeps its own address.
 */
export function accountsSourceLink(source: AccountsSource, crn: string, origin: string | null = null): AccountsSourceLink {
  return { yearEnded: source.yearEnded, filed: source.filed, sentence: source.sentence, documentUrl: filingDocumentUrl(crn, source.document, origin) };
}
