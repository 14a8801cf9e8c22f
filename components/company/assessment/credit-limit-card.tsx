// The suggested limit with the rule that produced it, each step of its arithmetic and the accounts it came from;
// or, when there is none, the reason.
import { Section } from "@/components/ui/section";
import { Table, TableScroll, Td } from "@/components/ui/table";
import type { Assessment } from "@/lib/assessment/assessment";
import { formatDate } from "@/lib/format/dates";
import { formatSterlingFull } from "@/lib/format/money";
import { AccountsSourceLine } from "../accounts-source-line";
import { BandBadge } from "./band-badge";
import type { FilingOf } from "./model-card";

export function CreditLimitCard({ crn, assessment, filingOf }: { crn: string; assessment: Assessment; filingOf: FilingOf }) {
  const limit = assessment.creditLimit;
  const year = limit ? assessment.models.flatMap((model) => model.years).find((item) => item.yearEnded === limit.basis.yearEnded) : undefined;
  const filing = year ? filingOf(year) : undefined;
  return (
    <Section title="Suggested credit limit" id="credit-limit">
      {!limit ? (
        <p data-testid="credit-limit" className="text-ink-muted">{assessment.creditLimitWithheld}</p>
      ) : (
        <div className="space-y-3">
          <p className="flex flex-wrap items-center gap-2">
            <span data-testid="credit-limit" className="text-2xl font-semibold tabular-nums">{formatSterlingFull(limit.amount)}</span>
            <BandBadge band={limit.basis.band} />
            <span className="text-sm text-ink-muted">from the accounts to {formatDate(limit.basis.yearEnded)}</span>
          </p>
          <p className="text-sm">{limit.basis.rule}</p>
          <TableScroll label="How the limit was worked out">
            <Table caption="How the limit was worked out">
              <tbody>
                <Row label="Net worth (totalShareholdersEquity)" value={formatSterlingFull(limit.basis.inputs.netWorth)} />
                <Row label="Working capital (totalCurrentAssets − totalCurrentLiabilities)" value={`${formatSterlingFull(limit.basis.inputs.totalCurrentAssets)} − ${formatSterlingFull(limit.basis.inputs.totalCurrentLiabilities)} = ${formatSterlingFull(limit.basis.inputs.workingCapital)}`} />
                {limit.basis.steps.map((step) => <Row key={step.label} label={step.label} value={formatSterlingFull(step.amount)} />)}
              </tbody>
            </Table>
          </TableScroll>
          <p className="text-xs text-ink-muted">Source: {limit.basis.source}.</p>
          {filing && <AccountsSourceLine crn={crn} source={filing} testId="credit-limit-source" />}
        </div>
      )}
    </Section>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <tr>
      <th scope="row" className="border-b border-line px-3 py-2 text-left font-normal">{label}</th>
      <Td numeric>{value}</Td>
    </tr>
  );
}
