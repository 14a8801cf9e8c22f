"use client";
// A person (the service's directorPnr) across companies: their appointments known to this dashboard with each
// company's status, how many the service counts, and linked-company risk.
import { useQuery } from "@tanstack/react-query";
import { Link } from "@/components/ui/link";
import { Badge } from "@/components/ui/badge";
import { DataTable, type Column } from "@/components/ui/data-table";
import { QueryState } from "@/components/ui/query-state";
import { Section } from "@/components/ui/section";
import { companyStatusWords } from "@/lib/company/ch-words";
import { officerRoleWords } from "@/lib/company/officer-words";
import { formatDate } from "@/lib/format/dates";
import { LINKED_RISK_YEARS } from "@/lib/people/linked-company-risk";
import { appointmentCountWords, type PersonAnswer, type PersonAppointment } from "@/lib/people/person";
import { personQuery } from "@/lib/queries/people-queries";
import { LinkedCompanyList } from "./linked-company-list";

const COLUMNS: Column<PersonAppointment>[] = [
  {
    id: "company", header: "Company", className: "font-medium",
    cell: (row) => <Link className="text-brand underline" href={`/companies/${row.company}`}>{row.companyName ?? row.company}</Link>,
  },
  { id: "number", header: "Number", cell: (row) => row.company, secondary: true },
  { id: "status", header: "Company status", cell: (row) => companyStatusWords(row.companyStatus) ?? "Not known here" },
  { id: "role", header: "Role", cell: (row) => officerRoleWords(row.role) ?? row.role },
  { id: "appointed", header: "Appointed", cell: (row) => formatDate(row.appointed) },
  { id: "resigned", header: "Resigned", cell: (row) => (row.resigned ? formatDate(row.resigned) : <Badge tone="success">Current</Badge>) },
];

export function PersonScreen({ pnr }: { pnr: string }) {
  const query = useQuery(personQuery(pnr));
  return (
    <main id="main" className="mx-auto flex w-full max-w-6xl flex-col gap-5 px-4 py-6 sm:px-6">
      <QueryState query={query} label="the person's appointments" notRecorded={`No appointment of person ${pnr} is known to this dashboard yet: it learns them from the companies it reads.`}>
        {(person) => <Person person={person} />}
      </QueryState>
    </main>
  );
}

function Person({ person }: { person: PersonAnswer }) {
  return (
    <>
      <header>
        <h1 className="text-2xl font-semibold" data-testid="person-name">{person.name}</h1>
        <p className="text-ink-muted" data-testid="appointment-counts">Appointments: {appointmentCountWords(person.counted, person.known)}</p>
      </header>
      <Section id="linked-company-risk" title="Linked-company risk">
        {person.linked.length ? (
          <div className="space-y-2 text-warning">
            <p><Badge tone="warning">Warning</Badge> A director of {person.linked.length === 1 ? "a company" : `${person.linked.length} companies`} that went into liquidation or was struck off within the last {LINKED_RISK_YEARS} years:</p>
            <div className="text-ink"><LinkedCompanyList linked={person.linked} /></div>
          </div>
        ) : (
          <p className="text-success">None known: no company of theirs known here went into liquidation or was struck off within the last {LINKED_RISK_YEARS} years.</p>
        )}
      </Section>
      <Section id="appointments" title="Appointments known here">
        <DataTable caption="Appointments known here" columns={COLUMNS} rows={person.appointments} rowKey={(row, index) => `${row.company}-${row.role}-${index}`} rowTestId="appointment-row" empty="No appointments known." />
      </Section>
    </>
  );
}
