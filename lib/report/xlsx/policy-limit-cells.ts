// The credit policy on the Assessment sheet: the version, its verdict and overrides, its rule, and the suggested
// limit worked out again in live formulas. The policy's figures and the latest scored year's inputs are cells; every
// step of lib/policy/limit is a formula over them doing the same operations in the same order (reductions multiplied
// left to right), so Excel's answer matches the API's to the pound. Each formula cell carries the server's value,
// shown until Excel recalculates; an analyst may change a figure or a policy input and watch the limit move.
import type { Worksheet } from "exceljs";
import { RISK_BAND_LABELS } from "@/lib/assessment/risk-band";
import { REDUCTION_WORDS } from "@/lib/policy/policy";
import type { Report } from "../model";
import { dateCell, NUMBER_FORMATS } from "./sheet";

type Assessment = Report["assessment"]["data"];
type Limit = NonNullable<Assessment["creditLimit"]>;
type Value = string | number | Date | { formula: string; result?: number } | null;

/** The accounts fields the limit reads, as the model's inputs name them. */
export type LimitField = "totalShareholdersEquity" | "totalCurrentAssets" | "totalCurrentLiabilities" | "turnover";

const SHARE = "0.00%";
const MONTHS = '0.00" months"';
const { money: MONEY, date: DATE } = NUMBER_FORMATS;

/** Labels in A (bold), values in B, a note in C; each call answers the value's address. */
function rowWriter(sheet: Worksheet, start: number) {
  let r = start;
  return {
    put(label: string, value: Value, format?: string, note?: string): string {
      const row = sheet.getRow(r);
      row.getCell(1).value = label;
      row.getCell(1).font = { bold: true };
      row.getCell(2).value = value;
      if (format) row.getCell(2).numFmt = format;
      if (note) row.getCell(3).value = note;
      r += 1;
      return `B${r - 1}`;
    },
    heading(text: string): void {
      r += 1;
      sheet.getRow(r).getCell(1).value = text;
      sheet.getRow(r).getCell(1).font = { bold: true, size: 12 };
      r += 1;
    },
    get next() {
      return r;
    },
  };
}

/**
 * Writes the policy block from row `start`; `yearCell` answers the address of a field in the limit year's row of
 * the table above (or null), so the inputs refer to the figures the scores read. Answers the next free row.
 */
export function addPolicyLimitCells(sheet: Worksheet, start: number, data: Assessment, yearCell: (field: LimitField) => string | null): number {
  const rows = rowWriter(sheet, start);
  const { verdict, policy, creditLimit: limit } = data;
  rows.heading(`Credit policy v${policy.version}`);
  rows.put("Policy version", `v${policy.version}`, undefined, `${policy.author}, ${policy.at.slice(0, 10)}: ${policy.reason}`);
  if (verdict.sentence) rows.put("Verdict", verdict.sentence);
  rows.put("Credit band", verdict.band ? RISK_BAND_LABELS[verdict.band] : "Not rated", undefined,
    `The models' band: ${verdict.modelBand ? RISK_BAND_LABELS[verdict.modelBand] : "none"}; overrides may only make it worse.`);
  if (verdict.action) rows.put("Action", verdict.action);
  for (const override of verdict.overrides) {
    rows.put(override.kind === "no-limit" ? "Override: no limit" : "Override: reduction", override.words, undefined,
      override.kind === "no-limit" ? `No limit; band at least ${RISK_BAND_LABELS[override.bandAtLeast].toLowerCase()}` : `× ${percent(override.factor ?? 1)}; band at least ${RISK_BAND_LABELS[override.bandAtLeast].toLowerCase()}`);
  }
  if (verdict.overrides.length === 0) rows.put("Overrides", "None apply");
  rows.put("Rule", policy.rule);
  if (!limit) {
    rows.put("Suggested credit limit", "None", undefined, data.creditLimitWithheld ?? "No limit.");
    return rows.next;
  }
  limitFormulas(sheet, rows, policy.parameters, limit, yearCell);
  return rows.next;
}

function limitFormulas(sheet: Worksheet, rows: ReturnType<typeof rowWriter>, parameters: Assessment["policy"]["parameters"], limit: Limit, yearCell: (field: LimitField) => string | null): void {
  const { inputs, band, bandFactor, reductions, steps } = limit.basis;
  const amountOf = (id: string) => steps.find((step) => step.id === id)?.amount ?? undefined;
  const wordsOf = (id: string) => steps.find((step) => step.id === id)?.label;
  const formula = (text: string, id: string) => ({ formula: text, result: amountOf(id) });

  rows.heading("The policy's figures (inputs: change one to see the limit move)");
  const p = {
    baseTnw: rows.put("Base: share of tangible net worth", parameters.base.tangibleNetWorthShare, SHARE),
    baseWc: rows.put("Base: share of working capital", parameters.base.workingCapitalShare, SHARE),
    capTnw: rows.put("Cap: share of tangible net worth", parameters.caps.tangibleNetWorthShare, SHARE),
    months: rows.put("Cap: months of turnover", parameters.caps.turnoverMonths, MONTHS),
    ceiling: rows.put("Cap: ceiling (GBP)", parameters.caps.ceiling, MONEY),
    bandFactor: rows.put(`Band factor (${RISK_BAND_LABELS[band].toLowerCase()})`, bandFactor, SHARE),
    reductions: reductions.map((reduction) => ({ id: reduction.id, cell: rows.put(`Reduction: ${REDUCTION_WORDS[reduction.id]}`, reduction.factor, SHARE) })),
    roundTo: rows.put("Rounded down to a multiple of (GBP)", parameters.roundTo, MONEY),
  };

  rows.heading(`The accounts (year ended ${limit.basis.yearEnded})`);
  // A figure refers to the year's row above when that row holds it, so changing the year's figure moves the limit too.
  const figure = (field: LimitField, value: number): Value => {
    const address = yearCell(field);
    return address && sheet.getCell(address).value === value ? { formula: address, result: value } : value;
  };
  rows.put("From the accounts to", dateCell(limit.basis.yearEnded), DATE, limit.basis.source);
  const a = {
    netWorth: rows.put("Net worth (totalShareholdersEquity)", figure("totalShareholdersEquity", inputs.netWorth), MONEY),
    intangibles: rows.put("Intangible assets (intangibleAssets)", inputs.intangibleAssets, MONEY, inputs.intangiblesFiled ? undefined : "Not filed: £0 taken"),
    currentAssets: rows.put("Current assets (totalCurrentAssets)", figure("totalCurrentAssets", inputs.totalCurrentAssets), MONEY),
    currentLiabilities: rows.put("Current liabilities (totalCurrentLiabilities)", figure("totalCurrentLiabilities", inputs.totalCurrentLiabilities), MONEY),
    turnover: inputs.turnover == null ? null : rows.put("Turnover (turnover)", figure("turnover", inputs.turnover), MONEY),
  };
  if (a.turnover == null) rows.put("Turnover (turnover)", "Not filed", undefined, "So no turnover cap");

  rows.heading("The calculation");
  const tnw = rows.put("Tangible net worth", { formula: `${a.netWorth}-${a.intangibles}`, result: inputs.tangibleNetWorth }, MONEY, "Net worth less intangible assets");
  const wc = rows.put("Working capital", { formula: `${a.currentAssets}-${a.currentLiabilities}`, result: inputs.workingCapital }, MONEY, "Current assets less current liabilities");
  const tnwPart = rows.put("Base share × tangible net worth", formula(`${p.baseTnw}*${tnw}`, "tnw-part"), MONEY, wordsOf("tnw-part"));
  const wcPart = rows.put("Base share × working capital", formula(`${p.baseWc}*${wc}`, "wc-part"), MONEY, wordsOf("wc-part"));
  const base = rows.put("Base", formula(`MAX(0,${tnwPart}+${wcPart})`, "base"), MONEY, wordsOf("base"));
  const capTnw = rows.put("Cap: tangible net worth", formula(`MAX(0,${p.capTnw}*${tnw})`, "cap-tnw"), MONEY, wordsOf("cap-tnw"));
  const capTurnover = a.turnover == null ? null : rows.put("Cap: turnover", formula(`MAX(0,${a.turnover}*${p.months}/12)`, "cap-turnover"), MONEY, wordsOf("cap-turnover"));
  if (capTurnover == null) rows.put("Cap: turnover", "Not applied", undefined, wordsOf("cap-turnover"));
  const ceiling = rows.put("Cap: ceiling", formula(p.ceiling, "cap-ceiling"), MONEY, wordsOf("cap-ceiling"));
  const capped = rows.put("Lowest of the base and the caps", formula(`MIN(${[base, capTnw, capTurnover, ceiling].filter(Boolean).join(",")})`, "capped"), MONEY, wordsOf("capped"));
  let running = rows.put("× band factor", formula(`${capped}*${p.bandFactor}`, "band"), MONEY, wordsOf("band"));
  for (const reduction of p.reductions) {
    running = rows.put(`× reduction: ${REDUCTION_WORDS[reduction.id]}`, formula(`${running}*${reduction.cell}`, `reduction-${reduction.id}`), MONEY, wordsOf(`reduction-${reduction.id}`));
  }
  rows.put("Suggested credit limit (GBP)", { formula: `FLOOR(ROUND(${running},2),${p.roundTo})`, result: limit.amount }, MONEY, wordsOf("rounded"));
}

function percent(share: number): string {
  return `${Number((share * 100).toFixed(2))}%`;
}
