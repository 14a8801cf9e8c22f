// The Charges table's columns: the tab, the PDF (the nature above the description, as one cell) and the workbook's
// Charges sheet.
import type { ChargeRow } from "../charge-rows";
import { defineColumns } from "./column-spec";

export type ChargeFields = Omit<ChargeRow, "key">;

/** A charge whose record carried no tagName (the profile's mortgages): its tags are unknown here, not absent. */
export const TAGS_NOT_GIVEN = "Given only by the lending search";

export const CHARGE_COLUMNS = defineColumns<ChargeFields>([
  { key: "code", header: "Charge code", kind: "text", value: (row) => row.code, sort: "code", width: 16, pdfWidth: 64 },
  { key: "status", header: "Status", kind: "text", value: (row) => row.status, sort: "status", width: 14, pdfWidth: 60 },
  { key: "created", header: "Created", kind: "date", value: (row) => row.created, sort: "created", secondary: true, width: 12, pdfWidth: 50 },
  { key: "registered", header: "Registered", kind: "date", value: (row) => row.registered, sort: "registered", width: 12, pdfWidth: 50 },
  { key: "satisfied", header: "Satisfied", kind: "date", value: (row) => row.satisfied, sort: "satisfied", secondary: true, width: 12, pdfWidth: 50 },
  { key: "entitled", header: "Persons entitled", kind: "list", value: (row) => row.entitled, width: 30, pdfWidth: 66 },
  { key: "nature", header: "Nature", kind: "text", value: (row) => row.nature, secondary: true, width: 22, pdfUnder: "descriptions" },
  { key: "descriptions", header: "Description", kind: "list", value: (row) => row.descriptions, secondary: true, width: 40, pdfWidth: 114 },
  { key: "tags", header: "Lending tags", kind: "list", value: (row) => (row.tagsKnown ? row.tags : [TAGS_NOT_GIVEN]), secondary: true, width: 24, pdfWidth: 56 },
]);
