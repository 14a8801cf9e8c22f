// Officers across companies (issue 36): what the directory keeps of each appointment, keyed by the upstream's
// directorPnr, and what it answers for a person. Dates are ISO (yyyy-mm-dd).

/** How a company ended, for linked-company risk: it went into liquidation, or it was struck off (dissolved). */
export type CompanyEndKind = "liquidation" | "struck-off";

export interface CompanyEnd {
  kind: CompanyEndKind;
  /** The day it happened, as the company's status events date it. */
  date: string;
}

/** One appointment as an answer listing the company's officers states it. */
export interface Appointment {
  /** The upstream's directorPnr. */
  person: number;
  name: string;
  /** The upstream's role code or words (directorRole, else position). */
  role: string;
  appointed: string | null;
  resigned: string | null;
  /** How many appointments the service counts for this person (directorshipCountUpdated.total, else directorshipCount). */
  counted: number | null;
}

/**
 * What one answer taught about a company's officers. `appointments` is the company's whole list (it replaces what
 * was known of that company); `end` is how the company ended, null when its events say it has not, undefined when
 * the answer does not say (an officers answer carries no status).
 */
export interface CompanyAppointments {
  /** Normalised (normaliseCompanyNumber). */
  number: string;
  appointments: readonly Appointment[];
  end?: CompanyEnd | null;
}

/** An appointment known to this dashboard, with what the directory holds of its company. */
export interface KnownAppointment extends Appointment {
  company: string;
  /** Null when the directory holds no row for the company (its officers were learnt, its profile not yet). */
  companyName: string | null;
  companyStatus: string | null;
  end: CompanyEnd | null;
}
