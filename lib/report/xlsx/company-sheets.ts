// Summary (risk flags and key figures) and Profile sheets.
import type { Workbook } from "exceljs";
import { RISK_LEVEL_LABELS } from "@/lib/company/risk-flags";
import type { Report } from "../model";
import { addTableSheet } from "./sheet";

export function addCompanySheets(workbook: Workbook, report: Report): void {
  const { summary, company } = report;
  addTableSheet(workbook, "Risk flags", [
    { header: "Level", width: 14, kind: "text", value: (row) => RISK_LEVEL_LABELS[row.severity] },
    { header: "Flag", width: 50, kind: "text", value: (row) => row.title },
    { header: "Detail", width: 70, kind: "text", value: (row) => row.detail },
  ], summary.data.risks, summary.note ?? "No risk flags raised from the company's record.");

  addTableSheet(workbook, "Key figures", [
    { header: "Figure", width: 20, kind: "text", value: (row) => row.label },
    { header: "Year end", width: 14, kind: "date", value: () => summary.data.yearEnd },
    { header: "Value", width: 18, kind: (row) => row.kind, value: (row) => row.value },
    { header: "Previous year", width: 18, kind: (row) => row.kind, value: (row) => row.previous },
    { header: "Change on the year", width: 18, kind: "fraction", value: (row) => row.change ?? (row.changeNotMeaningful ? "n/m" : null) },
    { header: "Change not meaningful (n/m) because", width: 40, kind: "text", value: (row) => row.changeNotMeaningful ?? null },
  ], summary.data.keyFigures, summary.note ?? "No accounts filed, so there are no key figures.");

  const facts = company.data;
  const profileRows: Array<{ label: string; value: string | null }> = [
    { label: "Name", value: facts.name },
    { label: "Company number", value: facts.number },
    { label: "Status", value: facts.status },
    { label: "Company type", value: facts.type },
    { label: "Incorporated", value: facts.incorporated },
    { label: "Registered address", value: facts.registeredAddress },
    { label: "Contact address", value: facts.contactAddress },
    { label: "Telephone", value: facts.telephone },
    { label: "Website", value: facts.website },
    { label: "SIC codes", value: facts.sic.map((sic) => `${sic.code}${sic.description ? ` — ${sic.description}` : ""}`).join("; ") || null },
    { label: "Previous names", value: facts.previousNames.map((item) => item.name).join("; ") || null },
    ...(facts.dissolvedOn ? [{ label: "Dissolved on", value: facts.dissolvedOn }] : []),
    { label: "Accounts made up to", value: facts.accountsMadeUp },
    { label: "Accounts due", value: facts.accountsDue },
    { label: "Accounts overdue", value: facts.accountsOverdue ? "Yes" : "No" },
    { label: "Confirmation statement made up to", value: facts.confirmationMadeUp ?? null },
    { label: "Confirmation statement due", value: facts.confirmationDue ?? null },
    { label: "Confirmation statement overdue", value: facts.confirmationOverdue ? "Yes" : "No" },
    { label: "Description", value: facts.description },
    { label: "Principal activities", value: facts.activities.join("; ") || null },
    ...report.tradingAddresses.data.map((line, index) => ({ label: `Trading address ${index + 1}`, value: line })),
  ];
  const sheet = addTableSheet(workbook, "Profile", [
    { header: "Field", width: 24, kind: "text", value: (row) => row.label },
    { header: "Value", width: 90, kind: "text", value: (row) => row.value },
  ], profileRows, company.note);
  // The date rows hold dates, not text.
  sheet.eachRow((row) => {
    const label = row.getCell(1).value;
    if (typeof label === "string" && DATE_ROWS.has(label)) {
      const text = row.getCell(2).value;
      if (typeof text === "string") {
        row.getCell(2).value = new Date(`${text}T00:00:00Z`);
        row.getCell(2).numFmt = "dd mmm yyyy";
      }
    }
  });
}

const DATE_ROWS = new Set(["Incorporated", "Dissolved on", "Accounts made up to", "Accounts due", "Confirmation statement made up to", "Confirmation statement due"]);
