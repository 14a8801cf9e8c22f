// The "Assessment" sheet: one row per year of accounts with the models' input figures as plain cells and the
// scores as Excel formulas over them, so an analyst can audit the arithmetic or change a figure and see the score
// move. Below the table, the credit policy's verdict and the suggested limit worked out step by step in formulas over
// the policy's figures and the latest scored year's cells (./policy-limit-cells). Each formula cell also carries the
// value this server computed, shown until Excel recalculates.
import type { Workbook, Worksheet } from "exceljs";
import { BAND_LABELS } from "@/lib/assessment/models";
import type { Report } from "../model";
import { addPolicyLimitCells } from "./policy-limit-cells";
import { dateCell, NUMBER_FORMATS } from "./sheet";
import { addSourceColumns } from "./sources";

/** Input columns, B onwards, in the order the formulas below refer to them. */
export const ASSESSMENT_INPUTS = [
  "profitBeforeTax", "totalCurrentLiabilities", "totalCurrentAssets", "totalLiabilities", "totalAssets", "stock",
  "turnover", "depreciation", "revenueReserves", "operatingProfit", "totalShareholdersEquity",
] as const;

const col = (field: (typeof ASSESSMENT_INPUTS)[number]) => String.fromCharCode("B".charCodeAt(0) + ASSESSMENT_INPUTS.indexOf(field));

/** Taffler (1983): z = 3.20 + 12.18·x1 + 2.50·x2 − 10.68·x3 + 0.029·x4, over row `r`'s cells. */
export function tafflerFormula(r: number): string {
  const c = (field: (typeof ASSESSMENT_INPUTS)[number]) => `${col(field)}${r}`;
  return `3.2+12.18*(${c("profitBeforeTax")}/${c("totalCurrentLiabilities")})+2.5*(${c("totalCurrentAssets")}/${c("totalLiabilities")})`
    + `-10.68*(${c("totalCurrentLiabilities")}/${c("totalAssets")})`
    + `+0.029*((${c("totalCurrentAssets")}-${c("stock")}-${c("totalCurrentLiabilities")})/((${c("turnover")}-${c("profitBeforeTax")}-${c("depreciation")})/365))`;
}

/** Altman Z'' (1995): 6.56·X1 + 3.26·X2 + 6.72·X3 + 1.05·X4, over row `r`'s cells. */
export function altmanFormula(r: number): string {
  const c = (field: (typeof ASSESSMENT_INPUTS)[number]) => `${col(field)}${r}`;
  return `6.56*((${c("totalCurrentAssets")}-${c("totalCurrentLiabilities")})/${c("totalAssets")})+3.26*(${c("revenueReserves")}/${c("totalAssets")})`
    + `+6.72*(${c("operatingProfit")}/${c("totalAssets")})+1.05*(${c("totalShareholdersEquity")}/${c("totalLiabilities")})`;
}

const SCORE_COLUMNS = { taffler: "M", tafflerBand: "N", altman: "O", altmanBand: "P", reason: "Q" } as const;

export function addAssessmentSheet(workbook: Workbook, report: Report): void {
  const { data, note } = report.assessment;
  const sheet = workbook.addWorksheet("Assessment", { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = [
    // Wide enough for the policy block's labels below the table.
    { header: "Year end", width: 44, style: { numFmt: NUMBER_FORMATS.date } },
    ...ASSESSMENT_INPUTS.map((field) => ({ header: field, width: 16, style: { numFmt: NUMBER_FORMATS.money } })),
    { header: "Taffler z", width: 11, style: { numFmt: "0.0000" } },
    { header: "Taffler band", width: 12 },
    { header: "Altman Z''", width: 11, style: { numFmt: "0.0000" } },
    { header: "Altman zone", width: 12 },
    { header: "Not scored because", width: 60 },
  ];
  sheet.getRow(1).font = { bold: true };
  const [taffler, altman] = data.models;
  const years = [...(taffler?.years ?? [])].reverse();
  if (years.length === 0) sheet.addRow([note ?? "No statutory accounts filed."]);
  const rowOf = new Map<string, number>();
  years.forEach((year, index) => {
    const r = index + 2;
    rowOf.set(year.yearEnded, r);
    const other = altman?.years.find((item) => item.yearEnded === year.yearEnded);
    const inputs = { ...year.inputs, ...other?.inputs };
    const row = sheet.getRow(r);
    row.getCell(1).value = dateCell(year.yearEnded);
    ASSESSMENT_INPUTS.forEach((field, i) => { row.getCell(i + 2).value = inputs[field] ?? null; });
    scoreCells(sheet, r, year.score, tafflerFormula(r), SCORE_COLUMNS.taffler, SCORE_COLUMNS.tafflerBand, `IF(${SCORE_COLUMNS.taffler}${r}<0,"${BAND_LABELS["at-risk"]}","${BAND_LABELS.solvent}")`, year.band ? BAND_LABELS[year.band] : null);
    scoreCells(sheet, r, other?.score ?? null, altmanFormula(r), SCORE_COLUMNS.altman, SCORE_COLUMNS.altmanBand,
      `IF(${SCORE_COLUMNS.altman}${r}>2.6,"${BAND_LABELS.safe}",IF(${SCORE_COLUMNS.altman}${r}<1.1,"${BAND_LABELS.distress}","${BAND_LABELS.grey}"))`, other?.band ? BAND_LABELS[other.band] : null);
    const reasons = year.notMeaningful ? [`Not scored: ${year.notMeaningful}`]
      : [...(year.missing ?? []).map((gap) => `Taffler: ${gap.field} ${gap.reason}`), ...(other?.missing ?? []).map((gap) => `Altman: ${gap.field} ${gap.reason}`)];
    if (reasons.length) row.getCell(SCORE_COLUMNS.reason).value = reasons.join("; ");
    row.commit();
  });
  // The filing each year's input figures were read from, beside them.
  if (years.length) addSourceColumns(sheet, years.map((year) => year.filing));

  const limitRow = data.creditLimit ? rowOf.get(data.creditLimit.basis.yearEnded) : undefined;
  let r = addPolicyLimitCells(sheet, years.length + 2, data, (field) => (limitRow ? `${col(field)}${limitRow}` : null)) + 1;
  const put = (label: string, value: string) => {
    const row = sheet.getRow(r++);
    row.getCell(1).value = label;
    row.getCell(1).font = { bold: true };
    row.getCell(2).value = value;
  };
  if (data.basis) put("Risk band", data.basis);
  for (const model of data.models) put(model.name, `${model.formula}. ${model.bands}. ${model.citation}.`);
  for (const caveat of data.caveats) put("Caveat", caveat);
  put("Summary", data.summary);
}

function scoreCells(sheet: Worksheet, r: number, score: number | null, formula: string, scoreColumn: string, bandColumn: string, bandFormula: string, band: string | null): void {
  const row = sheet.getRow(r);
  if (score == null) {
    row.getCell(scoreColumn).value = "no score";
    return;
  }
  row.getCell(scoreColumn).value = { formula, result: score };
  row.getCell(bandColumn).value = { formula: bandFormula, result: band ?? "" };
}
