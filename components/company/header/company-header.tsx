import { MISSING } from "@/lib/format/money";
import type { CompanyProfile } from "@/lib/upstream/schemas/company";
import { Facts } from "@/components/ui/section";
import { formatAddress } from "@/lib/format/address";
import { formatAge, formatDate, yearsSince } from "@/lib/format/dates";
import { accountTypeWords, companyTypeWords } from "@/lib/company/ch-words";
import { companyDeadlines, isDissolved, type Deadline } from "@/lib/company/deadlines";
import { Badge } from "@/components/ui/badge";
import { BrowserOnly } from "@/components/ui/browser-only";
import { sicEntries } from "@/lib/company/sic-codes";
import { lazy, Suspense, type ReactNode } from "react";
import { StatusBadge } from "./status-badge";

// The band and suggested limit appear when the assessment answers, after the header is drawn: their code comes then.
const AssessmentBadge = lazy(() => import("./assessment-badge").then((module) => ({ default: module.AssessmentBadge })));
/** Likewise the decision in force, which answers from the team's own records after the header is drawn. */
const DecisionInForce = lazy(() => import("./decision-in-force").then((module) => ({ default: module.DecisionInForce })));

/** `actions`: drawn by the server (the report's download links), so their code is not in the page's JavaScript. */
export function CompanyHeader({ profile, crn, actions }: { profile: CompanyProfile; crn: string; actions?: ReactNode }) {
  const age = profile.companyAge ?? yearsSince(profile.companyRegistrationDate);
  const sics = sicEntries(profile);
  const previous = profile.previousNames.filter((name) => name.previousName);
  const deadlines = companyDeadlines(profile);
  return (
    <header className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold break-words">{profile.businessName ?? `Company ${crn}`}</h1>
        <StatusBadge status={profile.companyStatus} />
        <Suspense fallback={null}><AssessmentBadge crn={crn} /></Suspense>
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
          ...(isDissolved(profile)
            ? [{ label: "Dissolved on", value: <span data-testid="dissolved-on">{deadlines.dissolvedOn ? formatDate(deadlines.dissolvedOn) : "Date not given"}</span> }]
            : []),
          { label: "Accounts made up to", value: <span data-testid="accounts-made-up-to">{deadlines.accountsMadeUpTo ? formatDate(deadlines.accountsMadeUpTo) : "None filed"}</span> },
          { label: "Next accounts due", value: <DueDate testId="accounts-due" deadline={deadlines.accountsDue} /> },
          { label: "Confirmation statement made up to", value: <span data-testid="confirmation-made-up-to">{formatDate(deadlines.confirmationMadeUpTo)}</span> },
          { label: "Next confirmation statement due", value: <DueDate testId="confirmation-due" deadline={deadlines.confirmationDue} /> },
          // Drawn only once hydrated: the Assessment tab may hold the same query's answer by then, and the server's
          // "…" would not match it.
          { label: "Decision in force", value: <BrowserOnly fallback={<span className="text-ink-muted">…</span>}><DecisionInForce crn={crn} /></BrowserOnly> },
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
    </header>
  );
}

/** A deadline's day, and "overdue" in words (not by colour alone) once it has passed. */
function DueDate({ deadline, testId }: { deadline: Deadline; testId: string }) {
  return (
    <span data-testid={testId} data-overdue={deadline.overdue ? "true" : "false"}>
      {formatDate(deadline.date)}
      {deadline.overdue ? <> <Badge tone="danger">overdue</Badge></> : null}
    </span>
  );
}
