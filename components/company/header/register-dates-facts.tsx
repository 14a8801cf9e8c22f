// The register's dates as drawn: the dissolution date, the accounts made up to and next due, the confirmation
// statement's made-up and next-due dates with "overdue" in words once past (lib/company/deadlines, whose rule the
// accounts-overdue flag follows too), and the team's decision in force as given. No hooks, so the server draws it
// too, with the decision still to come, as the dates' stand-in while the browser loads their code.
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { Facts } from "@/components/ui/section";
import { companyDeadlines, isDissolved, type Deadline } from "@/lib/company/deadlines";
import { formatDate } from "@/lib/format/dates";
import type { CompanyProfile } from "@/lib/upstream/schemas/company";

/** The decision in force before the team's records answer. */
export const DECISION_TO_COME = <span className="text-ink-muted">…</span>;

/**
 * `standIn`: drawn in the dates' place while their code loads, without the test ids that the dates themselves,
 * streamed beside them and hidden until React reveals them, carry (one of each in the page).
 */
export function RegisterDatesFacts({ profile, decision, standIn = false }: { profile: CompanyProfile; decision: ReactNode; standIn?: boolean }) {
  const deadlines = companyDeadlines(profile);
  const testId = (id: string) => (standIn ? undefined : id);
  return (
    <Facts
      items={[
        ...(isDissolved(profile)
          ? [{ label: "Dissolved on", value: <span data-testid={testId("dissolved-on")}>{deadlines.dissolvedOn ? formatDate(deadlines.dissolvedOn) : "Date not given"}</span> }]
          : []),
        { label: "Accounts made up to", value: <span data-testid={testId("accounts-made-up-to")}>{deadlines.accountsMadeUpTo ? formatDate(deadlines.accountsMadeUpTo) : "None filed"}</span> },
        { label: "Next accounts due", value: <DueDate testId={testId("accounts-due")} deadline={deadlines.accountsDue} /> },
        { label: "Confirmation statement made up to", value: <span data-testid={testId("confirmation-made-up-to")}>{formatDate(deadlines.confirmationMadeUpTo)}</span> },
        { label: "Next confirmation statement due", value: <DueDate testId={testId("confirmation-due")} deadline={deadlines.confirmationDue} /> },
        { label: "Decision in force", value: decision },
      ]}
    />
  );
}

/** A deadline's day, and "overdue" in words (not by colour alone) once it has passed. */
function DueDate({ deadline, testId }: { deadline: Deadline; testId: string | undefined }) {
  return (
    <span data-testid={testId} data-overdue={deadline.overdue ? "true" : "false"}>
      {formatDate(deadline.date)}
      {deadline.overdue ? <> <Badge tone="danger">overdue</Badge></> : null}
    </span>
  );
}
