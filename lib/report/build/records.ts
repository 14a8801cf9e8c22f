// Charges, county court judgments, property titles and filings, as their tabs list them.
import { chargeRows } from "@/lib/company/charge-rows";
import { chargeCounts } from "@/lib/company/charge-status";
import { ccjRows, ccjSummary } from "@/lib/company/ccj-summary";
import { debtTimeline } from "@/lib/company/debt-timeline";
import { propertyRows } from "@/lib/company/property-rows";
import { dateSortKey } from "@/lib/format/dates";
import type { UpstreamRecord } from "@/lib/upstream/operations";
import type { CompanyProfile } from "@/lib/upstream/schemas/company";
import { isoDay } from "../dates";
import type { SectionData } from "../model";
import { filingLine, humanise } from "@/lib/company/filing-text";
import { filingItemDocumentUrl, filingParts } from "./filing-parts";

/** How many filings the report lists; the total count is stated beside them. */
export const FILINGS_SHOWN = 50;

export function charges(profile: CompanyProfile, detailed: UpstreamRecord<"companyCharges"> | null): SectionData<"charges"> {
  const rows = chargeRows(profile.mortgages, detailed ? [detailed] : []);
  return {
    ...chargeCounts(profile, rows),
    rows: rows.map((row) => ({
      code: row.code, created: isoDay(row.created), registered: isoDay(row.registered), satisfied: isoDay(row.satisfied),
      status: row.status, nature: row.nature, entitled: row.entitled, descriptions: row.descriptions, tags: row.tags, tagsKnown: row.tagsKnown,
    })),
    timeline: debtTimeline(rows, profile.ccjDetails ?? [], profile.companyEvents ?? []).years.map(({ label, liveCharges, partSatisfiedCharges, unsatisfiedCcjs, unsatisfiedCcjAmount }) => ({
      year: label, liveCharges, partSatisfiedCharges, unsatisfiedCcjs, unsatisfiedCcjAmount,
    })),
  };
}

export function ccjs(items: readonly UpstreamRecord<"companyCcjs">[]): SectionData<"ccjs"> {
  const summary = ccjSummary(items);
  return {
    ...summary,
    rows: ccjRows(items).map((row) => ({ ...row, date: isoDay(row.date), paid: isoDay(row.paid) })),
  };
}

export function property(items: readonly UpstreamRecord<"companyProperty">[]): SectionData<"property"> {
  return propertyRows(items).map((row) => ({ ...row, dateAdded: isoDay(row.dateAdded) }));
}

export function filings(history: UpstreamRecord<"companyDocuments">, links: { crn: string; origin: string | null } | null = null): SectionData<"filings"> {
  const sorted = [...history.items].sort((a, b) => dateSortKey(b.date) - dateSortKey(a.date));
  return {
    totalCount: Math.max(history.totalCount ?? 0, history.items.length),
    rows: sorted.slice(0, FILINGS_SHOWN).map((item) => ({
      date: isoDay(item.date), category: humanise(item.category ?? "—"), description: filingLine(item),
      parts: filingParts(item), documentUrl: links ? filingItemDocumentUrl(item, links.crn, links.origin) : null,
    })),
  };
}
