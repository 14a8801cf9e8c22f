// The rows of the Financials tab's "Accounts by year" table, newest first: each year shown, its figures and the
// filing they come from (matched in the filing history as lib/financials/accounts-source says). The tab draws them
// and the tab-values e2e derives its expectations from them, through the same accounts column spec.
import type { AccountsFields } from "@/lib/company/columns/accounts";
import { accountsFigures } from "@/lib/company/columns/accounts";
import { accountsSource, accountsSourceLink, type FilingLike } from "@/lib/financials/accounts-source";
import type { AccountYear } from "@/lib/financials/years";

export function accountsRows(crn: string, years: readonly AccountYear[], filings: readonly FilingLike[]): AccountsFields[] {
  return years.map((year) => ({
    yearEnd: year.key,
    values: accountsFigures(year.accounts),
    source: accountsSourceLink(accountsSource(year.key, filings), crn),
  })).reverse();
}
