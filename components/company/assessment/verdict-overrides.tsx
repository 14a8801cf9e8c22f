// The policy's overrides that applied to a company: a no-limit one (no limit at all, the band at least high) or a
// reduction (the limit times its factor, the band at least its floor); or that none did.
import { RISK_BAND_LABELS } from "@/lib/assessment/risk-band";
import type { AppliedOverride } from "@/lib/policy/limit";

export function VerdictOverrides({ overrides, testId = "verdict-overrides" }: { overrides: readonly AppliedOverride[]; testId?: string }) {
  if (!overrides.length) return <p data-testid={testId} className="text-sm text-ink-muted">No override of the policy applies.</p>;
  return (
    <div data-testid={testId}>
      <h3 className="text-sm font-semibold">Overrides that applied</h3>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
        {overrides.map((override) => (
          <li key={override.id} data-override={override.id}>
            {override.kind === "no-limit"
              ? <>No limit: {override.words}</>
              : <>Limit × {percent(override.factor ?? 1)} for {override.words}</>}
            <span className="text-ink-muted">; band at least {RISK_BAND_LABELS[override.bandAtLeast].toLowerCase()}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function percent(share: number): string {
  return `${Number((share * 100).toFixed(2))}%`;
}
