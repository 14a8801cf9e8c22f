// The "Screening" sheet: one row per match (subject, listed entity, score, what it rests on, the review in force and
// earlier ones); under the table, a line saying when, against which list version and whom the company was screened.
import type { Workbook } from "exceljs";
import type { Report } from "../model";
import { screeningIntro, screeningRows, type ScreeningRow } from "../screening-words";
import { addTableSheet } from "./sheet";

export function addScreeningSheet(workbook: Workbook, report: Report): void {
  const { data, note } = report.screening;
  const sheet = addTableSheet<ScreeningRow>(workbook, "Screening", [
    { header: "Subject", width: 28, kind: "text", value: (row) => row.subject },
    { header: "Role", width: 14, kind: "text", value: (row) => row.role },
    { header: "Kind", width: 9, kind: "text", value: (row) => row.kind },
    { header: "Listed entity", width: 28, kind: "text", value: (row) => row.caption },
    { header: "Entity id", width: 18, kind: "text", value: (row) => row.entityId },
    { header: "Lists", width: 14, kind: "text", value: (row) => row.lists },
    { header: "Listed for", width: 18, kind: "text", value: (row) => row.listedFor },
    { header: "Topics", width: 14, kind: "text", value: (row) => row.topics },
    { header: "Score", width: 8, kind: "ratio", value: (row) => row.score },
    { header: "What the score rests on", width: 80, kind: "text", value: (row) => row.features },
    { header: "Review", width: 60, kind: "text", value: (row) => row.review },
    { header: "Earlier reviews", width: 60, kind: "text", value: (row) => row.earlier },
  ], screeningRows(data), note);
  // Outside the filtered table, so a sheet with no match still says the company was screened, and against what.
  if (data.subjects.length) sheet.addRows([[], [screeningIntro(data)]]);
}
