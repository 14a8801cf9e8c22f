// Where each year's accounts figures come from: the filing-history item of category "accounts" whose made-up date
// is the year end (the latest such filing when accounts were amended), with its filing date and its document.
// Where no filing matches, the sentence says so. The Financials tab's tooltips and sources table read this.
import { formatDate, parseDate } from "@/lib/format/dates";
import { documentOf, type FilingDocument } from "@/lib/company/filing-document";

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
    return { yearEnded, filed: null, description: null, document: null, sentence: `No filing in the filing history matches the accounts for the year ended ${formatDate(yearEnded)}` };
  }
  return {
    yearEnded, filed: match.date ?? null, description: match.description ?? null, document: documentOf(match),
    sentence: `Accounts for the year ended ${formatDate(yearEnded)}, filed on ${formatDate(match.date)}${matches.length > 1 ? " (the latest of its filings)" : ""}`,
  };
}
