// Linked-company risk (issue 36): an officer who was a director of a company that went into liquidation or was struck
// off within the last five years. THE derivation: the person page, the Officers tab and the company's risk flags
// (lib/company/risk-flags.ts) all read it.
import type { z } from "zod";
import type { CompanyEndKind, KnownAppointment } from "@/lib/directory/appointments";
import { formatDate, isPast, yearsSince } from "@/lib/format/dates";
import type { linkedCompanySchema } from "./people-answers";

export const LINKED_RISK_YEARS = 5;

// Its schema, which the people routes' answers carry: ./people-answers.ts.
export type LinkedCompany = z.infer<typeof linkedCompanySchema>;

/** A secretary is an officer but not a director; every other role (director, LLP member, …) directs the company. */
const NOT_A_DIRECTOR = /secretar/i;

/**
 * The appointments that raise the risk, latest end first. `except`: the company being looked at, whose own end is
 * its own flag, not a linked one. Counted in whole calendar years (UTC): an end exactly five years ago no longer counts.
 */
export function linkedCompanyRisk(appointments: readonly KnownAppointment[], now: Date, except?: string): LinkedCompany[] {
  const found = new Map<string, LinkedCompany>();
  for (const entry of appointments) {
    const end = entry.end;
    if (!end || entry.company === except || NOT_A_DIRECTOR.test(entry.role)) continue;
    const years = yearsSince(end.date, now);
    const ended = isPast(end.date, now) || end.date === now.toISOString().slice(0, 10);
    if (years === null || years >= LINKED_RISK_YEARS || !ended) continue;
    // One line per person and company, however many roles they held there.
    const key = `${entry.person} ${entry.company}`;
    if (found.has(key)) continue;
    found.set(key, {
      person: entry.person, name: entry.name, company: entry.company, companyName: entry.companyName, role: entry.role,
      appointed: entry.appointed, resigned: entry.resigned, kind: end.kind, date: end.date,
    });
  }
  return [...found.values()].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : a.company.localeCompare(b.company)));
}

/** What happened to the company, in the words every screen and the flag use. */
export function endWords(kind: CompanyEndKind): string {
  return kind === "liquidation" ? "went into liquidation" : "was struck off";
}

/** "FAILED TRADING LIMITED (01234567) went into liquidation on 2 Mar 2024": one line of evidence. */
export function linkedCompanyLine(entry: LinkedCompany): string {
  return `${entry.companyName ?? "Company"} (${entry.company}) ${endWords(entry.kind)} on ${formatDate(entry.date)}`;
}

/** The officers named, each with their companies: the risk flag's detail. */
export function linkedCompanySummary(linked: readonly LinkedCompany[]): { people: number; detail: string } {
  const byPerson = new Map<number, LinkedCompany[]>();
  for (const entry of linked) byPerson.set(entry.person, [...(byPerson.get(entry.person) ?? []), entry]);
  const detail = [...byPerson.values()].map((entries) => `${entries[0].name}: ${entries.map(linkedCompanyLine).join("; ")}`).join(". ");
  return { people: byPerson.size, detail };
}
