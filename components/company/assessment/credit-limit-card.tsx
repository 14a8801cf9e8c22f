// The credit policy's verdict on the company: the sentence (band, policy version, limit, action), the version linked
// to the Policy screen, and either the suggested limit with every figure and step it was worked out from, the
// overrides that applied and the policy's rule in words, or why there is no limit.
import { Link } from "@/components/ui/link";
import { lazy } from "react";
import { BrowserOnly } from "@/components/ui/browser-only";
import { SkeletonRows } from "@/components/ui/skeleton";
import { Section } from "@/components/ui/section";
import type { Assessment } from "@/lib/assessment/assessment";
import { RISK_BAND_LABELS } from "@/lib/assessment/risk-band";
import { formatDate } from "@/lib/format/dates";
import { formatSterlingFull } from "@/lib/format/money";
import { AccountsSourceLine } from "../accounts-source-line";
import { BandBadge } from "./band-badge";
import type { FilingOf } from "./model-card";

// The working (tables of figures and steps, overrides, the rule) loads on demand, beside the headline drawn at once.
const LazyLimitWorking = lazy(() => import("./limit-working").then((module) => ({ default: module.LimitWorking })));

export function CreditLimitCard({ crn, assessment, filingOf }: { crn: string; assessment: Assessment; filingOf: FilingOf }) {
  const { verdict } = assessment;
  const limit = assessment.creditLimit;
  const year = limit ? assessment.models.flatMap((model) => model.years).find((item) => item.yearEnded === limit.basis.yearEnded) : undefined;
  const filing = year ? filingOf(year) : undefined;
  return (
    <Section title="Suggested credit limit" id="credit-limit">
      <div className="space-y-3">
        <p data-testid="verdict-sentence" className="font-medium">{verdict.sentence}</p>
        <p className="flex flex-wrap items-center gap-2 text-sm">
          {verdict.band ? <BandBadge band={verdict.band} /> : <span className="text-ink-muted">Not rated</span>}
          <span>under</span>
          <Link href="/policy" data-testid="policy-version" className="text-brand underline">credit policy v{verdict.policyVersion}</Link>
          <span className="text-ink-muted">(the models&apos; band{verdict.modelBand ? `, ${RISK_BAND_LABELS[verdict.modelBand].toLowerCase()},` : ""} made worse by any override)</span>
        </p>
        <p data-testid="verdict-action" className="text-sm"><span className="font-medium">Action:</span> {verdict.action}</p>
        {!limit ? (
          <p data-testid="credit-limit" className="text-ink-muted">{assessment.creditLimitWithheld}</p>
        ) : (
          <>
            <p className="flex flex-wrap items-center gap-2">
              <span data-testid="credit-limit" className="text-2xl font-semibold tabular-nums">{formatSterlingFull(limit.amount)}</span>
              <span className="text-sm text-ink-muted">from the accounts to {formatDate(limit.basis.yearEnded)}</span>
            </p>
          </>
        )}
        <BrowserOnly fallback={<SkeletonRows rows={6} />}><LazyLimitWorking assessment={assessment} /></BrowserOnly>
        {limit && <p className="text-xs text-ink-muted">Source: {limit.basis.source}.</p>}
        {filing && <AccountsSourceLine crn={crn} source={filing} testId="credit-limit-source" />}
      </div>
    </Section>
  );
}
