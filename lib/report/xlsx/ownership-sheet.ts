// The "Ownership" sheet: the Ownership tab's table of every link, one row each, with where the data stops, and the
// sentence saying how far the graph was followed under it.
import type { Workbook } from "exceljs";
import { ownershipSummary } from "@/lib/ownership/ownership-summary";
import type { Report } from "../model";
import { addTableSheet } from "./sheet";

export function addOwnershipSheet(workbook: Workbook, report: Report): void {
  const { data, note } = report.ownership;
  const sheet = addTableSheet(workbook, "Ownership", [
    { header: "Owner or controller", width: 36, kind: "text", value: (row) => row.owner },
    { header: "Owner kind", width: 24, kind: "text", value: (row) => row.ownerKind },
    { header: "Owner's company number", width: 14, kind: "text", value: (row) => row.ownerCrn },
    { header: "Relation", width: 24, kind: "text", value: (row) => row.relation },
    { header: "What it is", width: 40, kind: "text", value: (row) => row.what },
    { header: "Of", width: 36, kind: "text", value: (row) => row.owned },
    { header: "Its company number", width: 14, kind: "text", value: (row) => row.ownedCrn },
    { header: "Status", width: 18, kind: "text", value: (row) => row.status },
    { header: "Where the data stops", width: 50, kind: "text", value: (row) => row.gap },
  ], data.rows, note);
  if (data.rows.length) {
    sheet.addRow([]);
    sheet.addRow([ownershipSummary({ ...data, links: data.rows.length }, "the table's last column")]);
  }
}
