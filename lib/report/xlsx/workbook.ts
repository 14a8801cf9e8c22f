// The Excel workbook: a "Report" sheet with the cover's details, the assessment, decisions and screening, then one sheet per section.
import ExcelJS from "exceljs";
import type { Report } from "../model";
import { addAssessmentSheet } from "./assessment-sheet";
import { addCompanySheets } from "./company-sheets";
import { addReportSheet } from "./cover-sheet";
import { addDecisionSheet } from "./decision-sheet";
import { addFinancialSheets } from "./financial-sheets";
import { addOwnershipSheet } from "./ownership-sheet";
import { addPeopleSheets } from "./people-sheets";
import { addRecordSheets } from "./record-sheets";
import { addScreeningSheet } from "./screening-sheet";

export async function renderReportWorkbook(report: Report): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Company due diligence dashboard";
  workbook.created = new Date(report.generatedAt);
  addReportSheet(workbook, report);
  addAssessmentSheet(workbook, report);
  addDecisionSheet(workbook, report);
  addScreeningSheet(workbook, report);
  addCompanySheets(workbook, report);
  addPeopleSheets(workbook, report);
  addOwnershipSheet(workbook, report);
  addFinancialSheets(workbook, report);
  addRecordSheets(workbook, report);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
