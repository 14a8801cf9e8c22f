// Share records grouped into classes and holders with their percentages of the class and of all shares. A share
// record names its holder but carries no registration number: a corporate holder links to its company when its
// name is that of a company the profile or PSC register numbers (the parent, a corporate PSC).
import type { z } from "zod";
import { MISSING } from "@/lib/format/money";
import { normaliseCompanyNumber } from "@/lib/upstream/company-number";
import type { shareRecordSchema } from "@/lib/upstream/schemas/shares";

export type ShareRecord = z.output<typeof shareRecordSchema>;

export interface ShareClass { name: string; type: string; shares: number | null; holders: number }
export interface Holder {
  name: string; className: string; shares: number | null; ofClass: number | null; ofAll: number | null;
  /** The holder's company number, when it is a company the profile or PSC register numbers. */
  companyNumber: string | null;
}

/** A company named with its registration number elsewhere on the record. */
export interface NumberedCompany { name: string | null; number: string | null }

const nameKey = (name: string) => name.toUpperCase().replace(/[^A-Z0-9&]+/g, " ").trim();

export function shareholdings(records: readonly ShareRecord[], companies: readonly NumberedCompany[] = []): { classes: ShareClass[]; holders: Holder[] } {
  const numbers = new Map<string, string>();
  for (const company of companies) {
    const number = company.number ? normaliseCompanyNumber(company.number) : null;
    if (company.name && number) numbers.set(nameKey(company.name), number);
  }
  const classTotals = new Map<string, ShareClass>();
  for (const record of records) {
    const name = record.shareClasses ?? record.shareType ?? "Unclassified";
    const entry = classTotals.get(name) ?? { name, type: record.shareType ?? MISSING, shares: null, holders: 0 };
    if (record.numberOfSharesIssued != null) entry.shares = (entry.shares ?? 0) + record.numberOfSharesIssued;
    entry.holders += 1;
    classTotals.set(name, entry);
  }
  const all = [...classTotals.values()].reduce((sum, item) => sum + (item.shares ?? 0), 0);
  const holders = records.map((record) => {
    const className = record.shareClasses ?? record.shareType ?? "Unclassified";
    const details = record.shareholdersDetails;
    const name = [details?.shareholderTitle, details?.shareholderForename, details?.shareholderSurname].filter(Boolean).join(" ") || "Holder not named";
    const classShares = classTotals.get(className)?.shares ?? null;
    const shares = record.numberOfSharesIssued;
    // Only a holder with no title or forename can be a company.
    const corporate = !details?.shareholderTitle && !details?.shareholderForename;
    return {
      name, className, shares, companyNumber: corporate ? numbers.get(nameKey(name)) ?? null : null,
      ofClass: shares != null && classShares ? (shares / classShares) * 100 : null,
      ofAll: shares != null && all ? (shares / all) * 100 : null,
    };
  });
  holders.sort((a, b) => (b.shares ?? -1) - (a.shares ?? -1));
  return { classes: [...classTotals.values()], holders };
}
