// What the dashboard says of a person (an upstream directorPnr) and of a company's officers: their appointments known
// here, the service's own count, and linked-company risk. The answers of GET /api/people/{pnr} and GET /api/people.
import type { z } from "zod";
import type { KnownAppointment } from "@/lib/directory/appointments";
import { linkedCompanyRisk } from "./linked-company-risk";
import type { officersLinkedAnswerSchema, personAnswerSchema, personAppointmentSchema } from "./people-answers";

// The answers' schemas: ./people-answers.ts.
export type PersonAppointment = z.infer<typeof personAppointmentSchema>;
export type PersonAnswer = z.infer<typeof personAnswerSchema>;
export type OfficersLinkedAnswer = z.infer<typeof officersLinkedAnswerSchema>;

export function personAnswer(pnr: number, known: readonly KnownAppointment[], now: Date): PersonAnswer | null {
  const own = known.filter((entry) => entry.person === pnr);
  if (!own.length) return null;
  const counts = own.map((entry) => entry.counted).filter((count): count is number => count !== null);
  const appointments = own.map(({ company, companyName, companyStatus, role, appointed, resigned }) => ({ company, companyName, companyStatus, role, appointed, resigned }))
    .sort((a, b) => Number(a.resigned !== null) - Number(b.resigned !== null) || (b.appointed ?? "").localeCompare(a.appointed ?? "") || a.company.localeCompare(b.company));
  // The name of the latest appointment: the register's spelling may have changed since an old one.
  const latest = [...own].sort((a, b) => (b.appointed ?? "").localeCompare(a.appointed ?? ""))[0];
  return { pnr, name: latest.name, counted: counts.length ? Math.max(...counts) : null, known: appointments.length, appointments, linked: linkedCompanyRisk(own, now) };
}

export function officersLinkedAnswer(company: string, known: readonly KnownAppointment[], now: Date): OfficersLinkedAnswer {
  return { company, linked: linkedCompanyRisk(known, now, company) };
}

/** "12 counted by the service, 4 known here" where they differ; the one number where they agree. */
export function appointmentCountWords(counted: number | null, known: number): string {
  const here = `${known} known here`;
  if (counted === null) return `${here} (the service gives no count)`;
  if (counted === known) return `${known} appointment${known === 1 ? "" : "s"}, as the service counts them`;
  return `${counted} counted by the service, ${here}`;
}
