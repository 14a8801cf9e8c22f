// What an answer listing a company's officers teaches the directory (issue 36, "people across companies"): each
// officer's appointment under the upstream's directorPnr, and, from a profile, how and when the company ended. A
// profile (operation 1), an officers answer (4) and a directors answer (5) each list the company's officers whole;
// the active-director answer (6) names one officer and no company, so it teaches nothing here. Officers are public
// register facts: kept for everyone, unlike the group relations a lookup finds.
import { companyEnd, type StatusEvent } from "../company/company-end";
import { parseDate } from "../format/dates";
import { normaliseCompanyNumber } from "../upstream/company-number";
import type { Appointment, CompanyAppointments } from "./appointments";

type Item = Record<string, unknown>;

const PROFILE = 1;
const LISTS_OFFICERS = new Set([PROFILE, 4, 5]);

export function officerLessons(operationNumber: number, body: unknown): CompanyAppointments[] {
  const item = asItem(body);
  if (!LISTS_OFFICERS.has(operationNumber) || !item || !Array.isArray(item.directorsData)) return [];
  const numberText = text(item.companyRegistrationNumber);
  const number = numberText ? normaliseCompanyNumber(numberText) : null;
  if (!number) return [];
  const appointments = item.directorsData.map(asItem).filter((entry): entry is Item => entry !== null).map(appointment)
    .filter((entry): entry is Appointment => entry !== null);
  const lesson: CompanyAppointments = { number, appointments };
  if (operationNumber === PROFILE) {
    const events = Array.isArray(item.companyEvents) ? item.companyEvents.map(asItem).filter((event): event is Item => event !== null) : [];
    lesson.end = companyEnd(text(item.companyStatus), events as StatusEvent[]);
  }
  return [lesson];
}

/** A director record as an appointment; null without a directorPnr (no way to know the person elsewhere). */
export function appointment(director: Item): Appointment | null {
  const person = typeof director.directorPnr === "number" ? director.directorPnr : Number(text(director.directorPnr) ?? Number.NaN);
  if (!Number.isSafeInteger(person) || person <= 0) return null;
  const info = asItem(director.detailedInformation);
  const name = text(info?.fullName) ?? ([text(info?.forename), text(info?.middleName), text(info?.surname)].filter(Boolean).join(" ") || "Name not given");
  const counts = asItem(director.directorshipCountUpdated);
  const counted = whole(counts?.total) ?? whole(director.directorshipCount);
  return {
    person, name, role: text(director.directorRole) ?? text(director.position) ?? text(director.appointment) ?? "officer",
    appointed: isoDay(director.fromDate), resigned: isoDay(director.toDate), counted,
  };
}

function whole(value: unknown): number | null {
  return typeof value === "number" && Number.isSafeInteger(value) && value >= 0 ? value : null;
}

function isoDay(value: unknown): string | null {
  const date = parseDate(text(value));
  return date ? date.toISOString().slice(0, 10) : null;
}

function asItem(value: unknown): Item | null {
  return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Item) : null;
}

function text(value: unknown): string | null {
  if (typeof value === "number") return String(value);
  return typeof value === "string" && value.trim() ? value.trim() : null;
}
