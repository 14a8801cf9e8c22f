// A summarised appendix: its long tables cut to their first rows as the tab orders them (current officers first,
// newest filings, charges and judgments first), the accounts to their latest years, with a note saying how many
// there are and that the workbook and the tab's CSV hold them all. The counts the sections print (officers current
// and resigned, charges live, judgments by standing, filings in all) come from the whole data, as in a full appendix.
import type { Report } from "../model";
import { SUMMARY_YEARS, type AppendixChoice } from "../pdf-contents";

/** "Showing the first 15 of 230 rows, as the tab orders them; 215 more in the workbook and the tab's CSV (…)." */
export function moreRowsNote(shown: number, total: number): string {
  return `Showing the first ${shown} of ${total} rows, as the tab orders them; ${total - shown} more in the workbook and the tab's CSV (choose "in full" to print them all).`;
}

/** The report as the appendix prints it: a summarised "Full accounts" keeps the latest years (the others' tables are cut where they print: ./table.tsx). */
export function appendixReport(report: Report, appendix: AppendixChoice): Report {
  if (appendix.full || appendix.id !== "accounts") return report;
  const { years } = report.financials.data;
  if (years.length <= SUMMARY_YEARS) return report;
  const note = `Showing the latest ${SUMMARY_YEARS} of ${years.length} years of accounts; every year is in the workbook (choose "in full" to print them all).`;
  const section = report.financials;
  // Years run oldest first: the latest are kept.
  return { ...report, financials: { ...section, note: section.note ? `${section.note} ${note}` : note, data: { ...section.data, years: years.slice(-SUMMARY_YEARS) } } };
}
