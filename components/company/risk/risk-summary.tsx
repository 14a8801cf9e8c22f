import { useQuery } from "@tanstack/react-query";
import { Link } from "@/components/ui/link";
import type { CompanyProfile } from "@/lib/upstream/schemas/company";
import { cx } from "@/components/ui/cx";
import { companyHref } from "../company-tabs";
import { riskItems } from "@/lib/company/risk";
import { RISK_LEVEL_LABELS, type RiskLevel } from "@/lib/company/risk-flags";
import { useLinkedCompanies } from "@/lib/queries/people-queries";
import { companyScreeningQuery } from "@/lib/queries/screening-queries";
import { withScreeningFlags } from "@/lib/screening/screening-flags";

// The level is written out in each item as well as coloured, so it does not rest on colour alone.
const LEVEL_STYLES: Record<RiskLevel, { border: string; text: string }> = {
  high: { border: "border-danger", text: "text-danger" },
  medium: { border: "border-warning", text: "text-warning" },
  info: { border: "border-brand", text: "text-ink" },
};

export function RiskSummary({ profile, crn }: { profile: CompanyProfile; crn: string }) {
  // The officers' failed companies are the directory's, not the profile's: asked beside it (the Officers tab shares the answer).
  const linkedCompanies = useLinkedCompanies(crn, profile.directorsData);
  // The screening is the dashboard's own (the Screening tab shares the answer): its flags join the profile's once it
  // answers; with no list loaded it raises none (the Screening tab says the company is not screened).
  const screening = useQuery(companyScreeningQuery(crn));
  const items = withScreeningFlags(riskItems(profile, undefined, { linkedCompanies }), screening.data ?? null);
  return (
    <section aria-labelledby="risk-heading" className="rounded-lg border border-line bg-surface p-4" data-testid="risk-summary">
      <h2 id="risk-heading" className="text-base font-semibold">Risk summary</h2>
      {items.length === 0 ? (
        <p className="mt-2 text-success">Nothing to flag: no judgments, outstanding charges, insolvency, overdue accounts, alerts, recent resignations, negative net worth{screening.data ? ", high or moderate credit score or screening match" : " or high or moderate credit score"} on record.</p>
      ) : (
        <ul className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => (
            <li key={item.id} data-testid="risk-item" data-flag={item.id} data-level={item.severity}>
              <Link
                href={`${companyHref(crn, item.tab)}${item.suffix ?? ""}`}
                className={cx("block h-full rounded-md border-l-4 bg-surface-raised px-3 py-2 hover:underline", LEVEL_STYLES[item.severity].border)}
              >
                <span className={cx("block text-xs font-semibold uppercase tracking-wide", LEVEL_STYLES[item.severity].text)}>{RISK_LEVEL_LABELS[item.severity]}</span>
                <span className={cx("block font-medium", LEVEL_STYLES[item.severity].text)}>{item.title}</span>
                <span className="block text-sm text-ink-muted">{item.detail}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
