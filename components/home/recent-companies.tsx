"use client";
// Recently viewed companies from this browser's storage, most recent first.
import { Link } from "@/components/ui/link";
import { Button } from "@/components/ui/button";
import { textLinkClassName } from "@/components/ui/text-link";
import { companyStatusWords } from "@/lib/company/ch-words";
import { forgetRecentCompanies, useRecentCompanies } from "@/lib/recent-companies";

export function RecentCompanies() {
  const recent = useRecentCompanies();
  return (
    <section aria-labelledby="recent-heading" className="flex flex-col gap-3 self-start rounded-lg border border-line bg-surface p-4">
      <div className="flex items-center justify-between gap-2">
        <h2 id="recent-heading" className="text-lg font-semibold">Recently viewed</h2>
        {recent.length > 0 ? (
          <Button size="sm" onClick={forgetRecentCompanies}>
            Clear
          </Button>
        ) : null}
      </div>
      {recent.length === 0 ? (
        <p className="text-sm text-ink-muted">Companies you open appear here. They are kept in this browser only.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-line">
          {recent.map((company) => (
            <li key={company.number} className="flex flex-wrap items-baseline justify-between gap-x-3 py-2">
              <Link href={`/companies/${company.number}`} className={`${textLinkClassName} font-medium`}>
                {company.name}
              </Link>
              <span className="text-xs text-ink-muted tabular-nums">
                {company.number}
                {company.status ? ` · ${companyStatusWords(company.status)}` : ""}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
