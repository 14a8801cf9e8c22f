// The register's dates a company header shows, read from the profile's spec fields, and the one rule for "overdue"
// that the header, the risk summary's accounts-overdue flag and the monitor all follow: a deadline is overdue once
// the day it falls on has passed (today, in UTC, is later than it), and never for a dissolved company, which owes
// the register nothing more. "Today" is the real day, not the sandbox's as-of day: the flag has always used it.
import { dateSortKey, parseDate } from "@/lib/format/dates";
import type { CompanyProfile } from "@/lib/upstream/schemas/company";

export interface Deadline {
  /** The day as the upstream wrote it, or null when it gives none. */
  date: string | null;
  overdue: boolean;
}

export interface CompanyDeadlines {
  /** The latest accounts' year end: accountsMadeUpDate, else latestDateOfAccounts. */
  accountsMadeUpTo: string | null;
  accountsDue: Deadline;
  /** The last confirmation statement (the spec's latestAnnualReturnDate, an annual return before 2016). */
  confirmationMadeUpTo: string | null;
  confirmationDue: Deadline;
  /** When a dissolved company was dissolved, from its events; null for a company that is not dissolved. */
  dissolvedOn: string | null;
}

const DISSOLVED = /dissolv/i;

/** The status says dissolved (Companies House: "dissolved"). */
export function isDissolved(profile: Pick<CompanyProfile, "companyStatus">): boolean {
  return DISSOLVED.test(profile.companyStatus ?? "");
}

/** Whether `due` lies on a day before today (UTC). Null or unreadable dates are never overdue. */
export function isOverdue(due: string | null | undefined, now: Date = new Date()): boolean {
  const day = parseDate(due);
  return day !== null && day.getTime() < Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
}

function deadline(profile: CompanyProfile, date: string | null, now: Date): Deadline {
  return { date: date || null, overdue: !isDissolved(profile) && isOverdue(date, now) };
}

/** The accounts deadline the risk flag raises as "Accounts overdue". */
export function accountsOverdue(profile: CompanyProfile, now: Date = new Date()): boolean {
  return deadline(profile, profile.accountsDueDate, now).overdue;
}

/**
 * The dissolution date: the newest event whose code is "DIS" or whose description says dissolved, dated when it was
 * filed, else registered (the spec's profile has no dissolution date of its own). A first Gazette notice of a
 * strike-off is not the dissolution and does not match.
 */
export function dissolvedOn(profile: CompanyProfile): string | null {
  if (!isDissolved(profile)) return null;
  const dates = profile.companyEvents
    .filter((event) => /^dis$/i.test(event.statusCode?.trim() ?? "") || DISSOLVED.test(event.statusCodeDesc ?? ""))
    .map((event) => event.statusFiledDate ?? event.registeredDate)
    .filter((date): date is string => Boolean(date));
  return dates.sort((a, b) => dateSortKey(b) - dateSortKey(a))[0] ?? null;
}

export function companyDeadlines(profile: CompanyProfile, now: Date = new Date()): CompanyDeadlines {
  return {
    accountsMadeUpTo: profile.accountsMadeUpDate || profile.latestDateOfAccounts || null,
    accountsDue: deadline(profile, profile.accountsDueDate, now),
    confirmationMadeUpTo: profile.latestAnnualReturnDate || null,
    confirmationDue: deadline(profile, profile.nextAnnualReturnDate, now),
    dissolvedOn: dissolvedOn(profile),
  };
}
