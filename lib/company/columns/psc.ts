// The persons with significant control's columns: the PDF's table and the workbook's PSC sheet. The tab shows each
// controller as a card (their control reads better as a list than as cells) with the same fields.
import type { PscRow } from "../psc-rows";
import { defineColumns } from "./column-spec";

export const PSC_COLUMNS = defineColumns<PscRow>([
  { key: "name", header: "Name", kind: "link", value: (row) => row.name, width: 26, pdfWidth: 86 },
  { key: "kind", header: "Kind", kind: "text", value: (row) => (row.corporate ? "Corporate entity" : "Individual"), width: 12, pdfUnder: "name" },
  { key: "status", header: "Status", kind: "text", value: (row) => (row.current ? "Current" : "Ceased"), width: 9, pdfUnder: "name" },
  { key: "nature", header: "Nature of control", kind: "list", value: (row) => row.natureOfControl, text: (row) => row.natureOfControl.join("\n") || "Not stated", width: 40, pdfWidth: 120 },
  { key: "notified", header: "Notified", kind: "date", value: (row) => row.notified, sort: "notified", width: 12, pdfWidth: 44 },
  { key: "ceased", header: "Ceased", kind: "date", value: (row) => row.ceased, sort: "ceased", width: 12, pdfWidth: 44 },
  { key: "nationality", header: "Nationality", kind: "text", value: (row) => row.nationality, width: 13, pdfWidth: 60 },
  { key: "residence", header: "Country of residence", pdfHeader: "Resides", kind: "text", value: (row) => row.countryOfResidence, width: 14, pdfWidth: 52 },
  { key: "registered", header: "Registered", kind: "text", value: (row) => row.registered, width: 24, pdfWidth: 66 },
  { key: "law", header: "Governing law", pdfHeader: "Law", kind: "text", value: (row) => row.governingLaw, width: 14, pdfWidth: 48 },
  // A portrait page has no room for a full address beside the rest; the workbook keeps it.
  { key: "address", header: "Address", kind: "text", value: (row) => row.address, width: 36, only: ["screen", "xlsx"] },
]);
