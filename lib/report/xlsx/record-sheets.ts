// Charges, CCJs, Property and Filings sheets.
import type { Workbook } from "exceljs";
import type { Report } from "../model";
import { addLinkColumn } from "./sources";
import { addTableSheet } from "./sheet";

export function addRecordSheets(workbook: Workbook, report: Report): void {
  addTableSheet(workbook, "Charges", [
    { header: "Status", width: 18, kind: "text", value: (row) => row.status },
    { header: "Created", width: 13, kind: "date", value: (row) => row.created },
    { header: "Registered", width: 13, kind: "date", value: (row) => row.registered },
    { header: "Satisfied", width: 13, kind: "date", value: (row) => row.satisfied },
    { header: "Charge code", width: 18, kind: "text", value: (row) => row.code },
    { header: "Nature", width: 30, kind: "text", value: (row) => row.nature },
    { header: "Persons entitled", width: 40, kind: "text", value: (row) => row.entitled.join("; ") },
    { header: "Description", width: 60, kind: "text", value: (row) => row.descriptions.join("; ") },
    { header: "Tags", width: 30, kind: "text", value: (row) => row.tags.join("; ") },
  ], report.charges.data.rows, report.charges.note);

  addTableSheet(workbook, "CCJs", [
    { header: "Date", width: 13, kind: "date", value: (row) => row.date },
    { header: "Case", width: 16, kind: "text", value: (row) => row.caseNumber },
    { header: "Court", width: 30, kind: "text", value: (row) => row.court },
    { header: "Plaintiff", width: 30, kind: "text", value: (row) => row.plaintiff },
    { header: "Amount", width: 14, kind: "money", value: (row) => row.amount },
    { header: "Status", width: 16, kind: "text", value: (row) => row.status },
    { header: "Paid", width: 13, kind: "date", value: (row) => row.paid },
  ], report.ccjs.data.rows, report.ccjs.note);

  addTableSheet(workbook, "Property", [
    { header: "Title number", width: 14, kind: "text", value: (row) => row.titleNumber },
    { header: "Tenure", width: 12, kind: "text", value: (row) => row.tenure },
    { header: "Address", width: 50, kind: "text", value: (row) => row.address },
    { header: "Type", width: 16, kind: "text", value: (row) => row.type },
    { header: "Price paid", width: 14, kind: "money", value: (row) => row.pricePaid },
    { header: "Date added", width: 13, kind: "date", value: (row) => row.dateAdded },
  ], report.property.data, report.property.note);

  const filings = addTableSheet(workbook, "Filings", [
    { header: "Date", width: 13, kind: "date", value: (row) => row.date },
    { header: "Category", width: 20, kind: "text", value: (row) => row.category },
    { header: "Description", width: 90, kind: "text", value: (row) => row.description },
  ], report.filings.data.rows, report.filings.note);
  if (report.filings.data.rows.length) addLinkColumn(filings, "Filed document", report.filings.data.rows.map((row) => row.documentUrl));
}
