"use client";
// "Where the figures come from": for each year shown, the accounts filing the figures were read from (made up to
// the year end, with its filing date and its document), or a plain statement that no filing matches.
import { DataTable, type Column } from "@/components/ui/data-table";
import { Section } from "@/components/ui/section";
import { filingDocumentHref } from "@/lib/company/filing-document";
import type { AccountsSource } from "@/lib/financials/accounts-source";
import { formatDate } from "@/lib/format/dates";

export function AccountsSources({ crn, sources, note }: { crn: string; sources: readonly AccountsSource[]; note: string | null }) {
  const columns: readonly Column<AccountsSource>[] = [
    { id: "year", header: "Year ended", cell: (source) => formatDate(source.yearEnded) },
    { id: "source", header: "Source", cell: (source) => source.sentence },
    {
      id: "document", header: "Document", cell: (source) => {
        const href = filingDocumentHref(crn, source.document);
        return href ? <a className="text-brand underline" href={href} target="_blank" rel="noreferrer">Open the filed accounts<span className="sr-only"> for the year ended {formatDate(source.yearEnded)}</span></a> : "—";
      },
    },
  ];
  return (
    <Section title="Where the figures come from" id="accounts-sources">
      {note ? <p className="mb-2 text-sm text-ink-muted">{note}</p> : null}
      <DataTable caption="Source filing of each year's figures" columns={columns} rows={[...sources].reverse()} rowKey={(source) => source.yearEnded} rowTestId="accounts-source" />
    </Section>
  );
}
