import { MISSING } from "@/lib/format/money";
import type { CompanyProfile } from "@/lib/upstream/schemas/company";
import { Facts } from "@/components/ui/section";
import { formatAddress } from "@/lib/format/address";
import { formatAge, formatDate, yearsSince } from "@/lib/format/dates";
import { accountTypeWords, companyTypeWords } from "@/lib/company/ch-words";
import { BrowserOnly } from "@/components/ui/browser-only";
import { sicEntries } from "@/lib/company/sic-codes";
import { lazy, Suspense, type ReactNode } from "react";
import { StatusBadge } from "./status-badge";

// The band and suggested limit appear when the assessment answers, after the header is drawn: their code comes then.
const AssessmentBadge = lazy(() => import("./assessment-badge").then((module) => ({ default: module.AssessmentBadge })));
/** The register's dates and the decision in force: drawn into the HTML by the server, their code loaded on its own. */
const RegisterDates = lazy(() => import("./register-dates").then((module) => ({ default: module.RegisterDates })));

/**
 * `actions`: drawn by the server (the report's download links), so their code is not in the page's JavaScript.
 * `datesStandIn`: the server's drawing of the register's dates, shown while their code loads so nothing below moves.
 */
export function CompanyHeader({ profile, crn, actions, datesStandIn }: { profile: CompanyProfile; crn: string; actions?: ReactNode; datesStandIn?: ReactNode }) {
  const age = profile.companyAge ?? yearsSince(profile.companyRegistrationDate);
  const sics = sicEntries(profile);
  const previous = profile.previousNames.filter((name) => name.previousName);
  return (
    <header className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold break-words">{profile.businessName ?? `Company ${crn}`}</h1>
        <StatusBadge status={profile.companyStatus} />
      </div>
      {/* A line of its own, held from the first drawing: beside a long name the badge wrapped onto a new line when
          it arrived and pushed the page down. Drawn only once hydrated, like the decision in force: on the
          Assessment tab the panel's own lookup of the same assessment often answers before this code arrives, and
          the badge would then not match the server's empty place (React's #418 on every direct load of that tab). */}
      <div className="min-h-8">
        <BrowserOnly fallback={null}><AssessmentBadge crn={crn} /></BrowserOnly>
      </div>
      {actions}
      <Facts
        items={[
          { label: "Company number", value: <span className="tabular-nums">{profile.companyRegistrationNumber ?? crn}</span> },
          {
            label: "Incorporated",
            value: (
              <>
                {formatDate(profile.companyRegistrationDate)}
                {age != null && <span className="text-ink-muted"> ({formatAge(age)})</span>}
              </>
            ),
          },
          { label: "Company type", value: companyTypeWords(profile.companyType) ?? MISSING },
          { label: "Latest accounts", value: accountTypeWords(profile.accountsType) ?? "None filed" },
          { label: "Registered address", value: formatAddress(profile.regAddress) ?? MISSING },
          {
            label: "SIC codes",
            value: sics.length ? (
              <ul>
                {sics.map((sic) => (
                  <li key={sic.code} data-testid="sic-code">
                    <span className="tabular-nums">{sic.code}</span>
                    {sic.description && <span className="text-ink-muted"> — {sic.description}</span>}
                  </li>
                ))}
              </ul>
            ) : "None recorded",
          },
          {
            label: "Previous names",
            value: previous.length ? (
              <ul>
                {previous.map((name, index) => (
                  <li key={`${name.previousName}-${index}`}>
                    {name.previousName}
                    {name.changedDate && <span className="text-ink-muted"> (until {formatDate(name.changedDate)})</span>}
                  </li>
                ))}
              </ul>
            ) : "None",
          },
        ]}
      />
      <Suspense fallback={datesStandIn ?? null}><RegisterDates profile={profile} crn={crn} /></Suspense>
    </header>
  );
}

