// Officers, PSC, Shares, Share classes, Group and Subsidiaries sheets.
import type { Workbook } from "exceljs";
import type { Report } from "../model";
import { SELF_ULTIMATE_PARENT } from "@/lib/company/group";
import { OFFICER_COLUMNS } from "@/lib/company/columns/officers";
import { PSC_COLUMNS } from "@/lib/company/columns/psc";
import { SHARE_CLASS_COLUMNS, SHAREHOLDER_COLUMNS } from "@/lib/company/columns/shareholders";
import { addTableSheet, sheetColumns } from "./sheet";

export function addPeopleSheets(workbook: Workbook, report: Report): void {
  addTableSheet(workbook, "Officers", sheetColumns(OFFICER_COLUMNS), report.officers.data, report.officers.note);

  addTableSheet(workbook, "PSC", sheetColumns(PSC_COLUMNS), report.psc.data, report.psc.note);

  addTableSheet(workbook, "Shares", sheetColumns(SHAREHOLDER_COLUMNS), report.shares.data.holders, report.shares.note);
  addTableSheet(workbook, "Share classes", sheetColumns(SHARE_CLASS_COLUMNS), report.shares.data.classes, report.shares.note);

  const group = report.group.data;
  addTableSheet(workbook, "Group", [
    { header: "Field", width: 20, kind: "text", value: (row) => row[0] },
    { header: "Value", width: 60, kind: "text", value: (row) => row[1] },
  ], group ? [
    ["Parent company", group.parentName], ["Parent number", group.parentNumber],
    ["Ultimate parent", group.ultimateParentIsSelf ? SELF_ULTIMATE_PARENT : group.ultimateParentName],
    ["Ultimate parent number", group.ultimateParentNumber],
    ["Level in group", group.level], ["Holding type", group.holdingType], ["Country", group.country],
    ["Subsidiaries", group.subsidiariesNote],
  ] as Array<[string, string | null]> : [], report.group.note);

  addTableSheet(workbook, "Subsidiaries", [
    { header: "Company", width: 40, kind: "text", value: (row) => row.name },
    { header: "Number", width: 12, kind: "text", value: (row) => row.number },
    { header: "Status", width: 16, kind: "text", value: (row) => row.status },
    { header: "Source", width: 16, kind: "text", value: (row) => row.source },
  ], group?.subsidiaries ?? [], group?.subsidiariesNote ?? report.group.note);
}
