// A what-if's answer beside the recorded assessment: both models' scores for the year changed, the policy's band and
// the suggested limit (or why none), then how the what-if's limit would be worked out. Marked as a what-if
// throughout: it is never the company's verdict and is not saved.
import type { ReactNode } from "react";
import { Table, TableScroll, Td, Th } from "@/components/ui/table";
import type { Assessment } from "@/lib/assessment/assessment";
import type { WhatIfAssessment } from "@/lib/assessment/what-if";
import { RISK_BAND_LABELS } from "@/lib/assessment/risk-band";
import { formatDate } from "@/lib/format/dates";
import { formatSterlingFull } from "@/lib/format/money";
import { formatRatio } from "@/lib/format/numbers";
import { LimitStepsTable } from "./limit-breakdown";
import { VerdictOverrides } from "./verdict-overrides";

function score(assessment: Assessment, modelId: string, yearEnded: string): string {
  const year = assessment.models.find((model) => model.id === modelId)?.years.find((item) => item.yearEnded === yearEnded);
  if (!year) return "no such year filed";
  if (year.score == null) return year.notMeaningful ? `not scored: ${year.notMeaningful}` : "no score";
  return `${formatRatio(year.score, 4)}${year.band ? ` (${year.band})` : ""}`;
}

function band(assessment: Assessment): string {
  return assessment.verdict.band ? RISK_BAND_LABELS[assessment.verdict.band] : "Not rated";
}

function limit(assessment: Assessment): string {
  return assessment.creditLimit ? formatSterlingFull(assessment.creditLimit.amount) : (assessment.creditLimitWithheld ?? "No limit");
}

export function WhatIfResult({ actual, whatIf }: { actual: Assessment; whatIf: WhatIfAssessment }) {
  const year = whatIf.whatIfYear.yearEnded;
  const rows: Array<{ id: string; label: string; actual: ReactNode; whatIf: ReactNode }> = [
    ...whatIf.models.map((model) => ({ id: model.id, label: `${model.name}, year ended ${formatDate(year)}`, actual: score(actual, model.id, year), whatIf: score(whatIf, model.id, year) })),
    { id: "band", label: `Band under credit policy v${whatIf.verdict.policyVersion}`, actual: band(actual), whatIf: band(whatIf) },
    { id: "limit", label: "Suggested limit", actual: limit(actual), whatIf: limit(whatIf) },
  ];
  const caption = `What if: the figures entered for the year ended ${formatDate(year)}, beside the recorded assessment`;
  return (
    <div data-testid="what-if-result" className="mt-4 space-y-3 rounded-md border border-dashed border-warning/60 bg-warning-soft/40 p-3">
      <p role="status" className="text-sm font-semibold">
        What-if result, not saved: {whatIf.whatIfYear.added ? "a year added" : "the filed year changed"} ({Object.keys(whatIf.whatIfYear.figures).length} figures entered).
      </p>
      <p data-testid="what-if-sentence" className="text-sm">What if: {whatIf.verdict.sentence}</p>
      <TableScroll label={caption}>
        <Table caption={caption}>
          <thead>
            <tr><Th>Measure</Th><Th numeric>Recorded</Th><Th numeric>What if</Th></tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} data-row={row.id}>
                <th scope="row" className="border-b border-line px-3 py-2 text-left font-normal">{row.label}</th>
                <Td numeric className="whitespace-normal">{row.actual}</Td>
                <Td numeric className="whitespace-normal font-semibold" data-testid={`what-if-${row.id}`}>{row.whatIf}</Td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableScroll>
      {whatIf.creditLimit && <LimitStepsTable limit={whatIf.creditLimit} caption="What if: how the limit would be worked out" testId="what-if-steps" />}
      <VerdictOverrides overrides={whatIf.verdict.overrides} testId="what-if-overrides" />
    </div>
  );
}
