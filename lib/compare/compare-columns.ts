// The columns of a comparison, once: the screen's table, the CSV and the workbook all take their headings and
// values from here. Values are raw (pounds as numbers, changes as fractions); each medium formats them its way.
import { RISK_BAND_LABELS } from "@/lib/assessment/risk-band";
import { OUTCOME_LABELS } from "@/lib/decisions/decision-terms";
import type { CompareRow } from "./compare-row";

export type CompareValue = string | number | null;
export type CompareFormat = "text" | "date" | "money" | "count" | "change";

export interface CompareColumn {
  id: string;
  heading: string;
  format: CompareFormat;
  value: (row: CompareRow) => CompareValue;
}

const figure = (field: string) => (row: CompareRow) => row.figures.find((item) => item.field === field);

const changeCell = (item: CompareRow["figures"][number] | undefined): CompareValue =>
  item?.changeNotMeaningful ? `n/m: ${item.changeNotMeaningful}` : item?.change ?? null;

const FIGURE_COLUMNS: Array<[string, string, "money" | "count"]> = [
  ["turnover", "Turnover", "money"], ["profitBeforeTax", "Pre-tax profit", "money"], ["netWorth", "Net worth", "money"],
  ["totalAssets", "Total assets", "money"], ["cash", "Cash", "money"], ["numberOfEmployees", "Employees", "count"],
];

export const COMPARE_COLUMNS: readonly CompareColumn[] = [
  { id: "crn", heading: "Company number", format: "text", value: (row) => row.crn },
  { id: "name", heading: "Name", format: "text", value: (row) => row.name ?? row.missing },
  { id: "status", heading: "Status", format: "text", value: (row) => row.status },
  { id: "incorporated", heading: "Incorporated", format: "date", value: (row) => row.incorporated },
  { id: "band", heading: "Risk band", format: "text", value: (row) => (row.band ? RISK_BAND_LABELS[row.band] : null) },
  { id: "policyVersion", heading: "Credit policy version", format: "count", value: (row) => row.policyVersion },
  { id: "limit", heading: "Suggested limit (£)", format: "money", value: (row) => row.limit },
  { id: "limitWithheld", heading: "No limit because", format: "text", value: (row) => row.limitWithheld },
  {
    id: "decision", heading: "Decision in force", format: "text",
    value: (row) => (row.decision ? `${OUTCOME_LABELS[row.decision.outcome]}${row.decision.override ? " (policy override)" : ""}` : null),
  },
  { id: "limitGranted", heading: "Limit granted (£)", format: "money", value: (row) => row.decision?.limitGranted ?? null },
  { id: "highFlags", heading: "High-risk flags", format: "count", value: (row) => (row.missing ? null : row.flags.high) },
  { id: "warnings", heading: "Warnings", format: "count", value: (row) => (row.missing ? null : row.flags.medium) },
  { id: "latestYear", heading: "Latest year end", format: "date", value: (row) => row.latestYearEnded },
  ...FIGURE_COLUMNS.flatMap(([field, heading, format]): CompareColumn[] => [
    { id: field, heading, format, value: (row) => figure(field)(row)?.value ?? null },
    // n/m with its reason (lib/financials/change-rule) rather than a blank, as the company's own pages write it.
    { id: `${field}Change`, heading: `${heading}: change on the year`, format: "change", value: (row) => changeCell(figure(field)(row)) },
  ]),
];

export function compareColumn(id: string): CompareColumn | undefined {
  return COMPARE_COLUMNS.find((column) => column.id === id);
}
