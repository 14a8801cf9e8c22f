// How a suggested limit was worked out: every figure it reads from the accounts (saying when no intangibles were
// filed and £0 was taken) and every step of the policy's arithmetic, a step that does not apply saying why. The
// Assessment tab's limit and the what-if's both draw it, so the two read alike.
import { Table, TableScroll, Td } from "@/components/ui/table";
import { formatDate } from "@/lib/format/dates";
import { formatSterlingFull } from "@/lib/format/money";
import type { CreditLimit } from "@/lib/policy/limit";

export function LimitInputsTable({ limit, caption, testId }: { limit: CreditLimit; caption?: string; testId?: string }) {
  const inputs = limit.basis.inputs;
  const title = caption ?? `What the limit reads: accounts to ${formatDate(limit.basis.yearEnded)}`;
  const notFiled = "not filed";
  return (
    <div data-testid={testId}>
    <TableScroll label={title}>
      <Table caption={title}>
        <tbody>
          <Row id="netWorth" label="Net worth (totalShareholdersEquity)" value={formatSterlingFull(inputs.netWorth)} />
          <Row id="intangibleAssets" label="Intangible assets (intangibleAssets)" value={inputs.intangiblesFiled ? formatSterlingFull(inputs.intangibleAssets) : "none filed: £0 taken"} />
          <Row id="tangibleNetWorth" label="Tangible net worth (net worth − intangible assets)" value={formatSterlingFull(inputs.tangibleNetWorth)} />
          <Row id="totalCurrentAssets" label="Current assets (totalCurrentAssets)" value={formatSterlingFull(inputs.totalCurrentAssets)} />
          <Row id="totalCurrentLiabilities" label="Current liabilities (totalCurrentLiabilities)" value={formatSterlingFull(inputs.totalCurrentLiabilities)} />
          <Row id="workingCapital" label="Working capital (current assets − current liabilities)" value={formatSterlingFull(inputs.workingCapital)} />
          <Row id="turnover" label="Turnover (turnover)" value={inputs.turnover == null ? notFiled : formatSterlingFull(inputs.turnover)} />
          <Row id="profitBeforeTax" label="Pre-tax profit (profitBeforeTax)" value={inputs.profitBeforeTax == null ? notFiled : formatSterlingFull(inputs.profitBeforeTax)} />
        </tbody>
      </Table>
    </TableScroll>
    </div>
  );
}

export function LimitStepsTable({ limit, caption, testId }: { limit: CreditLimit; caption?: string; testId?: string }) {
  const title = caption ?? "How the limit was worked out";
  return (
    <div data-testid={testId}>
    <TableScroll label={title}>
      <Table caption={title}>
        <tbody>
          {limit.basis.steps.map((step) => (
            // A step with no amount does not apply; its label says why (no turnover filed, so no turnover cap).
            <Row key={step.id} id={step.id} label={step.label} value={step.amount == null ? "does not apply" : formatSterlingFull(step.amount)} strong={step.id === "rounded"} />
          ))}
        </tbody>
      </Table>
    </TableScroll>
    </div>
  );
}

function Row({ id, label, value, strong }: { id: string; label: string; value: string; strong?: boolean }) {
  return (
    <tr data-row={id}>
      <th scope="row" className={`border-b border-line px-3 py-2 text-left ${strong ? "font-semibold" : "font-normal"}`}>{label}</th>
      <Td numeric className={strong ? "font-semibold" : undefined}>{value}</Td>
    </tr>
  );
}
