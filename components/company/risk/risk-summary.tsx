import Link from "next/link";
import type { CompanyProfile } from "@/lib/upstream/schemas/company";
import { cx } from "@/components/ui/cx";
import { companyHref } from "../company-tabs";
import { riskItems } from "@/lib/company/risk";

export function RiskSummary({ profile, crn }: { profile: CompanyProfile; crn: string }) {
  const items = riskItems(profile);
  return (
    <section aria-labelledby="risk-heading" className="rounded-lg border border-line bg-surface p-4">
      <h2 id="risk-heading" className="text-base font-semibold">Risk summary</h2>
      {items.length === 0 ? (
        <p className="mt-2 text-success">Nothing to flag: no judgments, outstanding charges, insolvency, overdue accounts, alerts, recent resignations or negative net worth on record.</p>
      ) : (
        <ul className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => (
            <li key={item.id}>
              <Link
                href={`${companyHref(crn, item.tab)}${item.suffix ?? ""}`}
                className={cx(
                  "block h-full rounded-md border-l-4 bg-surface-raised px-3 py-2 hover:underline",
                  item.severity === "high" ? "border-danger" : "border-warning",
                )}
              >
                <span className={cx("block font-medium", item.severity === "high" ? "text-danger" : "text-warning")}>{item.title}</span>
                <span className="block text-sm text-ink-muted">{item.detail}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
