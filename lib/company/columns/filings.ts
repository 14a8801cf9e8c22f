// The Filings table's columns: the tab (whose description cell adds the bold wording and the document link), the
// PDF and the workbook's Filings sheet.
import { defineColumns } from "./column-spec";

/** The report's rows hold the category already in words; the tab's rows hold it as `categoryLabel` too. */
export interface FilingFields {
  date: string | null;
  categoryLabel: string;
  description: string;
}

export const FILING_COLUMNS = defineColumns<FilingFields>([
  { key: "date", header: "Date", kind: "date", value: (row) => row.date, sort: "date", width: 12 },
  { key: "category", header: "Category", kind: "text", value: (row) => row.categoryLabel, sort: "category", width: 18 },
  { key: "description", header: "Description", kind: "text", value: (row) => row.description, width: 80 },
]);
