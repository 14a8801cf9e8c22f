// The Officers table's columns: the tab, the PDF and the workbook's Officers sheet.
import type { OfficerRow } from "../officer-rows";
import { defineColumns } from "./column-spec";

/** The fields every output reads (the report's rows carry the same ones, dates as ISO days); the keys are the screen's. */
export type OfficerFields = Omit<OfficerRow, "id" | "pnr">;

export const OFFICER_COLUMNS = defineColumns<OfficerFields>([
  { key: "name", header: "Name", kind: "text", value: (row) => row.name, sort: "name", width: 30 },
  { key: "role", header: "Role", kind: "text", value: (row) => row.role, sort: "role", width: 22 },
  { key: "status", header: "Status", kind: "text", value: (row) => (row.current ? "Current" : "Resigned"), width: 11 },
  { key: "appointed", header: "Appointed", kind: "date", value: (row) => row.appointed, sort: "appointed", width: 13 },
  { key: "resigned", header: "Resigned", kind: "date", value: (row) => row.resigned, sort: "resigned", secondary: true, width: 13 },
  { key: "age", header: "Age", kind: "count", value: (row) => row.age, sort: "age", secondary: true, width: 6 },
  { key: "nationality", header: "Nationality", kind: "text", value: (row) => row.nationality, secondary: true, width: 14 },
  { key: "occupation", header: "Occupation", kind: "text", value: (row) => row.occupation, secondary: true, width: 20 },
  {
    key: "otherDirectorships", header: "Other directorships", pdfHeader: "Other dir.", kind: "count", value: (row) => row.otherDirectorships,
    sort: "otherDirectorships", secondary: true, width: 10,
  },
]);
