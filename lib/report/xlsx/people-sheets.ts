// Officers, PSC, Shares, Group and Subsidiaries sheets.
import type { Workbook } from "exceljs";
import type { Report } from "../model";
import { SELF_ULTIMATE_PARENT } from "@/lib/company/group";
import { addTableSheet } from "./sheet";

export function addPeopleSheets(workbook: Workbook, report: Report): void {
  addTableSheet(workbook, "Officers", [
    { header: "Name", width: 30, kind: "text", value: (row) => row.name },
    { header: "Status", width: 10, kind: "text", value: (row) => (row.current ? "Current" : "Resigned") },
    { header: "Role", width: 22, kind: "text", value: (row) => row.role },
    { header: "Appointed", width: 13, kind: "date", value: (row) => row.appointed },
    { header: "Resigned", width: 13, kind: "date", value: (row) => row.resigned },
    { header: "Age", width: 6, kind: "count", value: (row) => row.age },
    { header: "Nationality", width: 14, kind: "text", value: (row) => row.nationality },
    { header: "Occupation", width: 22, kind: "text", value: (row) => row.occupation },
    { header: "Other directorships", width: 12, kind: "count", value: (row) => row.otherDirectorships },
  ], report.officers.data, report.officers.note);

  addTableSheet(workbook, "PSC", [
    { header: "Name", width: 30, kind: "text", value: (row) => row.name },
    { header: "Kind", width: 16, kind: "text", value: (row) => (row.corporate ? "Corporate entity" : "Individual") },
    { header: "Status", width: 10, kind: "text", value: (row) => (row.current ? "Current" : "Ceased") },
    { header: "Nature of control", width: 50, kind: "text", value: (row) => row.natureOfControl.join("; ") },
    { header: "Notified", width: 13, kind: "date", value: (row) => row.notified },
    { header: "Ceased", width: 13, kind: "date", value: (row) => row.ceased },
    { header: "Nationality", width: 14, kind: "text", value: (row) => row.nationality },
    { header: "Country of residence", width: 16, kind: "text", value: (row) => row.countryOfResidence },
    { header: "Registered", width: 30, kind: "text", value: (row) => row.registered },
    { header: "Address", width: 40, kind: "text", value: (row) => row.address },
  ], report.psc.data, report.psc.note);

  addTableSheet(workbook, "Shares", [
    { header: "Holder", width: 30, kind: "text", value: (row) => row.name },
    { header: "Holder's company number", width: 14, kind: "text", value: (row) => row.companyNumber },
    { header: "Class", width: 20, kind: "text", value: (row) => row.className },
    { header: "Shares", width: 14, kind: "count", value: (row) => row.shares },
    { header: "Of the class", width: 12, kind: "percent", value: (row) => row.ofClass },
    { header: "Of all shares", width: 12, kind: "percent", value: (row) => row.ofAll },
  ], report.shares.data.holders, report.shares.note);

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
  ], group?.subsidiaries ?? [], group?.subsidiariesNote ?? report.group.note);
}
