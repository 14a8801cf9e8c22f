// The working behind the verdict: the figures the limit reads and every step of its arithmetic, the overrides that
// applied and the policy's rule in words. Loaded on demand below the headline (the tab's first load stays within
// its budget); the what-if draws the same tables.
import type { Assessment } from "@/lib/assessment/assessment";
import { LimitInputsTable, LimitStepsTable } from "./limit-breakdown";
import { VerdictOverrides } from "./verdict-overrides";

export function LimitWorking({ assessment }: { assessment: Assessment }) {
  const limit = assessment.creditLimit;
  return (
    <div className="space-y-3">
      {limit && (
        <div className="grid min-w-0 gap-4 lg:grid-cols-2">
          <LimitInputsTable limit={limit} testId="limit-inputs" />
          <LimitStepsTable limit={limit} testId="limit-steps" />
        </div>
      )}
      <VerdictOverrides overrides={assessment.verdict.overrides} />
      {limit && <p data-testid="policy-rule" className="text-sm"><span className="font-medium">The policy&apos;s rule:</span> {limit.basis.rule}</p>}
    </div>
  );
}
