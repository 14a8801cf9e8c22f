// Writes companies in the Companies House BasicCompanyData layout (header with its leading spaces, every value
// quoted, dd/mm/yyyy dates), so that the sandbox and the benchmark produce files the importer treats like the real one.
import { CH_HEADER_NAMES } from "./ch-columns";

export interface ChCsvRow {
  name: string;
  /** Eight characters, leading zeros kept. */
  number: string;
  careOf?: string;
  poBox?: string;
  addressLine1?: string;
  addressLine2?: string;
  town?: string;
  county?: string;
  country?: string;
  postcode?: string;
  /** e.g. "Private Limited Company". */
  category?: string;
  /** e.g. "Active", "Liquidation". */
  status?: string;
  countryOfOrigin?: string;
  /** ISO dates (yyyy-mm-dd); written as dd/mm/yyyy. */
  dissolutionDate?: string;
  incorporationDate?: string;
  accountsCategory?: string;
  /** "CODE - Description", up to four. */
  sicTexts?: readonly string[];
  /** Former names, most recent first, with the ISO date each stopped being used; up to ten. */
  previousNames?: readonly { name: string; changedDate?: string }[];
  confirmationStatementNextDue?: string;
}

export function chCsvHeaderLine(): string {
  return CH_HEADER_NAMES.join(",");
}

/** One data line, without its line break. */
export function chCsvLine(row: ChCsvRow): string {
  const sic = row.sicTexts ?? [];
  const previous = row.previousNames ?? [];
  const values: string[] = [
    row.name, row.number, row.careOf ?? "", row.poBox ?? "", row.addressLine1 ?? "", row.addressLine2 ?? "",
    row.town ?? "", row.county ?? "", row.country ?? "", row.postcode ?? "", row.category ?? "Private Limited Company",
    row.status ?? "Active", row.countryOfOrigin ?? "United Kingdom", chDate(row.dissolutionDate),
    chDate(row.incorporationDate), "", "", "", "", row.accountsCategory ?? "", "", "", "0", "0", "0", "0",
    sic[0] ?? "", sic[1] ?? "", sic[2] ?? "", sic[3] ?? "", "0", "0",
    `http://business.data.gov.uk/id/company/${row.number}`,
  ];
  for (let slot = 0; slot < 10; slot += 1) {
    values.push(chDate(previous[slot]?.changedDate), previous[slot]?.name ?? "");
  }
  values.push(chDate(row.confirmationStatementNextDue), "");
  return values.map(quote).join(",");
}

/** yyyy-mm-dd → dd/mm/yyyy; anything else is written as it is (an empty date stays empty). */
export function chDate(iso: string | undefined): string {
  const match = iso ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso) : null;
  return match ? `${match[3]}/${match[2]}/${match[1]}` : (iso ?? "");
}

function quote(value: string): string {
  return value.includes('"') ? `"${value.replace(/"/g, '""')}"` : `"${value}"`;
}
