"use client";
// The register's dates under the header's facts: the dissolution date, the accounts made up to and next due, the
// confirmation statement's made-up and next-due dates with "overdue" in words once past (lib/company/deadlines, whose
// rule the accounts-overdue flag follows too), and the team's decision in force. Loaded on its own, so its code is
// not in every company tab's first load; the server still draws it into the page's HTML.
import { lazy } from "react";
import { Badge } from "@/components/ui/badge";
import { BrowserOnly } from "@/components/ui/browser-only";
import { Facts } from "@/components/ui/section";
import { companyDeadlines, isDissolved, type Deadline } from "@/lib/company/deadlines";
import { formatDate } from "@/lib/format/dates";
import type { CompanyProfile } from "@/lib/upstream/schemas/company";

/** Answers from the team's own records after the header is drawn. */
const DecisionInForce = lazy(() => import("./decision-in-force").then((module) => ({ default: module.DecisionInForce })));

export function RegisterDates({ profile, crn }: { profile: CompanyProfile; crn: string }) {
  const deadlines = companyDeadlines(profile);
  return (
    <Facts
      items={[
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
      ]}
    />
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
