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
      address: propertyAddressLine(row.propertyAddress, row.postcode),
      // "propertType" is the upstream's own spelling; propertyKind stands in where it is blank.
      type: row.propertType ?? row.propertyKind,
      pricePaid: row.pricePaid,
      dateAdded: row.dateProprietorAdded,
    }));
}

/** Letters and digits only, upper case: "ls1 1aa" and "LS11AA" are the same postcode. */
const postcodeKey = (text: string) => text.replace(/[^0-9a-z]/gi, "").toUpperCase();

/**
 * The address with its postcode once: the register's address usually ends with the postcode already, so the
 * separate postcode field is added only when the address does not carry it (compared without spaces or case).
 */
export function propertyAddressLine(address: string | null, postcode: string | null): string | null {
  const line = address?.trim() || null;
  const code = postcode?.trim() || null;
  if (!code) return line;
  if (!line) return code;
  return postcodeKey(line).includes(postcodeKey(code)) ? line : `${line}, ${code}`;
}
