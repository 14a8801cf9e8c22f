// The risk summary as drawn: the items its rules raise, each linking to the tab that holds the evidence. No hooks, so
// the server draws it too (risk-summary-from-profile.tsx) as the summary's stand-in while the browser loads its code.
import { Link } from "@/components/ui/link";
import { cx } from "@/components/ui/cx";
import type { CompanyProfile } from "@/lib/upstream/schemas/company";
import { riskItems } from "@/lib/company/risk";
import { RISK_LEVEL_LABELS, type RiskLevel } from "@/lib/company/risk-flags";
import type { LinkedCompany } from "@/lib/people/linked-company-risk";
import { withScreeningFlags, type ScreeningForFlags } from "@/lib/screening/screening-flags";
import { companyHref } from "../company-tabs";

// The level is written out in each item as well as coloured, so it does not rest on colour alone.
const LEVEL_STYLES: Record<RiskLevel, { border: string; text: string }> = {
  high: { border: "border-danger", text: "text-danger" },
  medium: { border: "border-warning", text: "text-warning" },
  info: { border: "border-brand", text: "text-ink" },
};

/**
 * The summary's items: the profile's flags, the officers' failed companies (the directory's) and, once the company
 * has been screened, the screening's. Before either answers: the profile's flags alone.
 */
export function summaryItems(profile: CompanyProfile, { linkedCompanies = [], screening = null }: { linkedCompanies?: readonly LinkedCompany[]; screening?: ScreeningForFlags | null }) {
  return withScreeningFlags(riskItems(profile, undefined, { linkedCompanies }), screening);
}

/**
 * `screened`: the screening has answered, so "nothing to flag" covers screening matches too. `standIn`: drawn in the
 * summary's place while its code loads, without the element and test ids that the summary itself, streamed beside it
 * and hidden until React reveals it, carries (one of each in the page).
 */
export function RiskList({ crn, items, screened, standIn = false }: { crn: string; items: ReturnType<typeof summaryItems>; screened: boolean; standIn?: boolean }) {
  const own = (id: string) => (standIn ? undefined : id);
  return (
    <section aria-labelledby={own("risk-heading")} className="rounded-lg border border-line bg-surface p-4" data-testid={own("risk-summary")}>
      <h2 id={own("risk-heading")} className="text-base font-semibold">Risk summary</h2>
      {items.length === 0 ? (
        <p className="mt-2 text-success">Nothing to flag: no judgments, outstanding charges, insolvency, overdue accounts, alerts, recent resignations, negative net worth{screened ? ", high or moderate credit score or screening match" : " or high or moderate credit score"} on record.</p>
      ) : (
        <ul className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => (
            <li key={item.id} data-testid={own("risk-item")} data-flag={item.id} data-level={item.severity}>
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
