// The CCJs table's columns: the tab, the PDF and the workbook's CCJs sheet.
import type { CcjRow } from "../ccj-summary";
import { defineColumns } from "./column-spec";

export const CCJ_COLUMNS = defineColumns<CcjRow>([
  { key: "date", header: "Date", kind: "date", value: (row) => row.date, sort: "date", width: 12 },
  { key: "case", header: "Case", kind: "text", value: (row) => row.caseNumber, secondary: true, width: 14 },
  { key: "court", header: "Court", kind: "text", value: (row) => row.court, sort: "court", secondary: true, width: 24 },
  { key: "plaintiff", header: "Plaintiff", kind: "text", value: (row) => row.plaintiff, sort: "plaintiff", width: 26 },
  { key: "amount", header: "Amount", kind: "money", value: (row) => row.amount, sort: "amount", width: 13 },
  { key: "status", header: "Status", kind: "text", value: (row) => row.status, width: 14 },
  { key: "paid", header: "Paid", kind: "date", value: (row) => row.paid, sort: "paid", secondary: true, width: 12 },
]);
