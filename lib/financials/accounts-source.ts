// Where each year's accounts figures come from: the filing-history item of category "accounts" whose made-up date
// is the year end (the latest such filing when accounts were amended), with its filing date and its document.
// Where no filing matches, the sentence says so. The one derivation for every figure from the accounts: the
// Financials tab, the Overview's key figures, the assessment inputs, the PDF and the workbook all read it.
import { formatDate, parseDate } from "@/lib/format/dates";
import { documentOf, filingDocumentUrl, type FilingDocument } from "@/lib/company/filing-document";

export interface FilingLike {
  category?: string | null;
  date?: string | null;
  description?: string | null;
  description_values?: { made_up_date?: unknown } | null;
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

export function accountsSource(yearEnded: string, filings: readonly FilingLike[]): AccountsSource {
  const day = dayOf(yearEnded);
  const matches = filings
    .filter((item) => /accounts/i.test(item.category ?? "") && day !== null && dayOf(item.description_values?.made_up_date) === day)
    .sort((a, b) => (dayOf(b.date) ?? "").localeCompare(dayOf(a.date) ?? ""));
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
