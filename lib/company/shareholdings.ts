// Share records grouped into classes and holders with their percentages of the class and of all shares.
import type { z } from "zod";
import { MISSING } from "@/lib/format/money";
import type { shareRecordSchema } from "@/lib/upstream/schemas/shares";

export type ShareRecord = z.output<typeof shareRecordSchema>;

export interface ShareClass { name: string; type: string; shares: number | null; holders: number }
export interface Holder { name: string; className: string; shares: number | null; ofClass: number | null; ofAll: number | null }

export function shareholdings(records: readonly ShareRecord[]): { classes: ShareClass[]; holders: Holder[] } {
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
    return {
      name, className, shares,
      ofClass: shares != null && classShares ? (shares / classShares) * 100 : null,
      ofAll: shares != null && all ? (shares / all) * 100 : null,
    };
  });
  holders.sort((a, b) => (b.shares ?? -1) - (a.shares ?? -1));
  return { classes: [...classTotals.values()], holders };
}
