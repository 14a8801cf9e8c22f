// One model's inputs for one year: each figure with the accounts and filing it was read from (linked to the filed
// document), the model's ratios worked from them and the score. Loaded on demand below the model's chart.
import { Table, TableScroll, Td, Th } from "@/components/ui/table";
import type { AssessedModel, AssessedYear } from "@/lib/assessment/assessed-model";
import type { AccountsSource } from "@/lib/financials/accounts-source";
import { filingDocumentHref } from "@/lib/company/filing-document";
import { formatDate } from "@/lib/format/dates";
import { formatSterlingFull } from "@/lib/format/money";
import { formatRatio } from "@/lib/format/numbers";
import { BandBadge } from "./band-badge";

export function InputsTable({ crn, model, year, filing }: { crn: string; model: AssessedModel; year: AssessedYear; filing: AccountsSource }) {
  const accounts = `Statutory accounts ${year.source.yearStartDate ? `${formatDate(year.source.yearStartDate)} to ` : "to "}${formatDate(year.yearEnded)}${year.source.accountType ? ` (${year.source.accountType})` : ""}`;
  const href = filingDocumentHref(crn, filing.document);
  // Each figure names the accounts it was read from and the filing they were filed as, linked to its document.
  const source = (
    <>
      {accounts}. {filing.sentence}
      {href && <>{". "}<a className="text-brand underline" href={href} target="_blank" rel="noreferrer">Open the filed accounts<span className="sr-only"> for the year ended {formatDate(year.yearEnded)}</span></a></>}
    </>
  );
  const fields = [...new Set([...Object.keys(year.inputs), ...(year.missing ?? []).map((item) => item.field)])];
  return (
    <TableScroll label={`${model.name} inputs, year ended ${formatDate(year.yearEnded)}`}>
      <Table caption={`${model.name}: inputs for the year ended ${formatDate(year.yearEnded)}`}>
        <thead>
          <tr><Th>Figure</Th><Th numeric>Value</Th><Th>From</Th></tr>
        </thead>
        <tbody>
          {fields.map((field) => {
            const gap = year.missing?.find((item) => item.field === field);
            return (
              <tr key={field}>
                <th scope="row" className="border-b border-line px-3 py-2 text-left font-mono text-xs font-normal">{field}</th>
                <Td numeric>{field in year.inputs ? formatSterlingFull(year.inputs[field]) : <span className="text-danger">{gap?.reason ?? "missing"}</span>}</Td>
                <Td className="text-ink-muted" data-testid="assessment-input-source">{source}</Td>
              </tr>
            );
          })}
          {Object.entries(year.terms).map(([term, value]) => (
            <tr key={term}>
              <th scope="row" className="border-b border-line px-3 py-2 text-left font-normal">{term}</th>
              <Td numeric>{formatRatio(value, 4)}</Td>
              <Td className="text-ink-muted">Computed from the figures above</Td>
            </tr>
          ))}
          <tr>
            <th scope="row" className="px-3 py-2 text-left font-semibold">Score</th>
            <Td numeric className="font-semibold">{year.score == null ? "no score" : formatRatio(year.score, 4)}</Td>
            <Td>{year.band ? <BandBadge band={year.band} /> : <span className="text-ink-muted">{year.notMeaningful ? `Not scored: ${year.notMeaningful}` : year.missing?.map((item) => `${item.field} ${item.reason}`).join("; ")}</span>}</Td>
          </tr>
        </tbody>
      </Table>
    </TableScroll>
  );
}
