"use client";
// "Accounts by year": for each year shown, the figures the charts draw and the accounts filing they were read from
// (made up to the year end, its filing date and its document), or a plain statement that no filing matches. The
// columns are the accounts column spec, which the PDF and the workbook render too.
import { DataTable } from "@/components/ui/data-table";
import { Section } from "@/components/ui/section";
import { accountsRows } from "@/lib/company/accounts-rows";
import { ACCOUNTS_COLUMNS, type AccountsFields } from "@/lib/company/columns/accounts";
import type { FilingLike } from "@/lib/financials/accounts-source";
import type { AccountYear } from "@/lib/financials/years";
import { formatDate } from "@/lib/format/dates";
import { MISSING } from "@/lib/format/money";
import { screenColumns } from "../spec-columns";

const COLUMNS = screenColumns<AccountsFields>(ACCOUNTS_COLUMNS, {
  cells: {
    document: (row) => row.source?.documentUrl
      ? <a className="text-brand underline" href={row.source.documentUrl} target="_blank" rel="noreferrer">Open the filed accounts<span className="sr-only"> for the year ended {formatDate(row.yearEnd)}</span></a>
      : MISSING,
  },
  classNames: { yearEnd: "whitespace-nowrap", filed: "whitespace-nowrap" },
});

/**
 * The years shown, with the filing history they are matched in. The rows are built here, not by the tab, so that the
 * column spec arrives with this table's code after the tab's first paint.
 */
export function AccountsTable({ crn, years, filings, note }: { crn: string; years: readonly AccountYear[]; filings: readonly FilingLike[]; note: string | null }) {
  const rows = accountsRows(crn, years, filings);
  return (
    <Section title="Accounts by year" id="accounts-by-year">
      {note ? <p className="mb-2 text-sm text-ink-muted">{note}</p> : null}
      <DataTable caption="Each year's figures and the filing they come from" columns={COLUMNS} rows={rows} rowKey={(row) => row.yearEnd} rowTestId="accounts-year" />
    </Section>
  );
}
