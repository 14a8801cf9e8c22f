// Property titles as the Property tab and the report list them: newest proprietorship first, one address line.
import { dateSortKey } from "@/lib/format/dates";
import type { UpstreamRecord } from "@/lib/upstream/operations";

export interface PropertyRow {
  titleNumber: string | null;
  tenure: string | null;
  address: string | null;
  type: string | null;
  pricePaid: number | null;
  dateAdded: string | null;
}

export function propertyRows(items: readonly UpstreamRecord<"companyProperty">[]): PropertyRow[] {
  return [...items]
    .sort((a, b) => dateSortKey(b.dateProprietorAdded) - dateSortKey(a.dateProprietorAdded))
    .map((row) => ({
      titleNumber: row.titleNumber,
      tenure: row.tenure,
      address: [row.propertyAddress, row.postcode].filter(Boolean).join(", ") || null,
      // "propertType" is the upstream's own spelling; propertyKind stands in where it is blank.
      type: row.propertType ?? row.propertyKind,
      pricePaid: row.pricePaid,
      dateAdded: row.dateProprietorAdded,
    }));
}
