"use client";
// The Assessment tab's closing sections: each risk flag with a link to its evidence, and what the models cannot tell.
import { useQuery } from "@tanstack/react-query";
import { Link } from "@/components/ui/link";
import { cx } from "@/components/ui/cx";
import { Section } from "@/components/ui/section";
import type { Assessment } from "@/lib/assessment/assessment";
import { companyScreeningQuery } from "@/lib/queries/screening-queries";
import { withScreeningFlags } from "@/lib/screening/screening-flags";
import { companyHref } from "../company-tabs";

export function RiskFlags({ assessment, crn }: { assessment: Assessment; crn: string }) {
  // The same flags as the risk summary: the screening's join the profile's (they do not change the credit verdict).
  const screening = useQuery(companyScreeningQuery(crn));
  const flags = withScreeningFlags(assessment.riskFlags, screening.data ?? null);
  return (
    <Section title="Risk flags and their evidence" id="assessment-risks">
      {flags.length === 0 ? (
        <p className="text-success">No risk flags raised from the company&apos;s record.</p>
      ) : (
        <ul className="space-y-2">
          {flags.map((flag) => (
            <li key={flag.id} className={cx("rounded-md border-l-4 bg-surface-raised px-3 py-2", flag.severity === "high" ? "border-danger" : "border-warning")}>
              <span className="font-medium">{flag.title}</span> <span className="text-sm text-ink-muted">— {flag.detail}.</span>{" "}
              <Link className="text-sm text-brand underline" href={`${companyHref(crn, flag.tab)}${flag.suffix ?? ""}`}>See the evidence</Link>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

export function AboutModels({ assessment }: { assessment: Assessment }) {
  return (
    <Section title="What these scores can and cannot tell" id="assessment-limits">
      <ul className="list-disc space-y-1 pl-5 text-sm">
        {assessment.caveats.map((caveat) => <li key={caveat}>{caveat}</li>)}
        <li>Taffler&apos;s model was fitted on UK listed manufacturing companies of the 1970s, Altman&apos;s Z&apos;&apos; on US
          non-manufacturing and emerging-market companies; neither was fitted on UK private companies of today. They read
          only the balance sheet and profit figures filed, months after the year end.</li>
        <li>A score says how the accounts compare with those of companies that failed; it does not know about late
          payment, the sector&apos;s cycle, group support or events since the accounts were made up.</li>
      </ul>
    </Section>
  );
}
