// Charges, county court judgments, property titles and filings, as their tabs list them.
import { chargeRows } from "@/lib/company/charge-rows";
import { isUnsatisfiedCcj } from "@/lib/company/risk";
import { dateSortKey } from "@/lib/format/dates";
import type { UpstreamRecord } from "@/lib/upstream/operations";
import type { CompanyProfile } from "@/lib/upstream/schemas/company";
import { isoDay } from "../dates";
import type { SectionData } from "../model";
import { describeFiling, humanise } from "@/lib/company/filing-text";

/** How many filings the report lists; the total count is stated beside them. */
export const FILINGS_SHOWN = 50;

export function charges(profile: CompanyProfile, detailed: UpstreamRecord<"companyCharges"> | null): SectionData<"charges"> {
  const rows = chargeRows(profile.mortgages, detailed ? [detailed] : []).map((row) => ({
    code: row.code, created: isoDay(row.created), registered: isoDay(row.registered), satisfied: isoDay(row.satisfied),
    status: row.status, nature: row.nature, entitled: row.entitled, descriptions: row.descriptions, tags: row.tags,
  }));
  const count = (status: string) => rows.filter((row) => row.status === status).length;
  return {
    // The profile's own counts lead, as on the Charges tab; the rows' counts stand in where it gives none.
    total: profile.chargesCount ?? rows.length,
    outstanding: profile.outstandingCount ?? count("Outstanding"),
    partiallySatisfied: profile.partialSatisfiedCount ?? count("Partially satisfied"),
    satisfied: profile.satisfiedCount ?? count("Satisfied"),
    rows,
  };
}

type Ccj = UpstreamRecord<"companyCcjs">;

export function ccjs(items: readonly Ccj[]): SectionData<"ccjs"> {
  const rows = [...items].sort((a, b) => Number(isUnsatisfiedCcj(b)) - Number(isUnsatisfiedCcj(a)) || dateSortKey(b.ccjDate) - dateSortKey(a.ccjDate));
  const unsatisfied = rows.filter(isUnsatisfiedCcj);
  const sum = (list: readonly Ccj[]) => list.reduce((total, row) => total + (row.ccjAmount ?? 0), 0);
  return {
    total: sum(rows),
    unsatisfiedCount: unsatisfied.length,
    unsatisfiedTotal: sum(unsatisfied),
    rows: rows.map((row) => ({
      date: isoDay(row.ccjDate),
      caseNumber: row.caseNumber,
      court: row.court,
      plaintiff: row.plaintiffName ?? ([row.plaintiffForeName, row.plaintiffSurName].filter(Boolean).join(" ") || null),
      amount: row.ccjAmount,
      status: row.ccjStatus ?? (isUnsatisfiedCcj(row) ? "Unsatisfied" : "Satisfied"),
      unsatisfied: isUnsatisfiedCcj(row),
      paid: isoDay(row.ccjPaidDate),
    })),
  };
}

export function property(items: readonly UpstreamRecord<"companyProperty">[]): SectionData<"property"> {
  return [...items]
    .sort((a, b) => dateSortKey(b.dateProprietorAdded) - dateSortKey(a.dateProprietorAdded))
    .map((row) => ({
      titleNumber: row.titleNumber, tenure: row.tenure, address: [row.propertyAddress, row.postcode].filter(Boolean).join(", ") || null,
      type: row.propertType ?? row.propertyKind, pricePaid: row.pricePaid, dateAdded: isoDay(row.dateProprietorAdded),
    }));
}

export function filings(history: UpstreamRecord<"companyDocuments">): SectionData<"filings"> {
  const sorted = [...history.items].sort((a, b) => dateSortKey(b.date) - dateSortKey(a.date));
  return {
    totalCount: Math.max(history.totalCount ?? 0, history.items.length),
    rows: sorted.slice(0, FILINGS_SHOWN).map((item) => ({
      date: isoDay(item.date), category: humanise(item.category ?? "—"), description: describeFiling(item),
    })),
  };
}
