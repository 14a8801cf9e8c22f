// Charges, CCJs, Property and Filings sheets.
import type { Workbook } from "exceljs";
import type { Report } from "../model";
import { CCJ_COLUMNS } from "@/lib/company/columns/ccjs";
import { CHARGE_COLUMNS } from "@/lib/company/columns/charges";
import { FILING_COLUMNS } from "@/lib/company/columns/filings";
import { PROPERTY_COLUMNS } from "@/lib/company/columns/property";
import { addLinkColumn } from "./sources";
import { addTableSheet, sheetColumns } from "./sheet";

export function addRecordSheets(workbook: Workbook, report: Report): void {
  addTableSheet(workbook, "Charges", sheetColumns(CHARGE_COLUMNS), report.charges.data.rows, report.charges.note);

  addTableSheet(workbook, "CCJs", sheetColumns(CCJ_COLUMNS), report.ccjs.data.rows, report.ccjs.note);

  addTableSheet(workbook, "Property", sheetColumns(PROPERTY_COLUMNS), report.property.data, report.property.note);

  const filings = addTableSheet(workbook, "Filings", sheetColumns(FILING_COLUMNS), report.filings.data.rows.map((row) => ({ ...row, categoryLabel: row.category })), report.filings.note);
  if (report.filings.data.rows.length) addLinkColumn(filings, "Filed document", report.filings.data.rows.map((row) => row.documentUrl));
}
