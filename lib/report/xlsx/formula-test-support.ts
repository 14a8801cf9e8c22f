// For tests: recomputes an arithmetic Excel formula of the workbook (cell references, + − × ÷, FLOOR, ROUND, MIN, MAX) from
// the cells it names, as Excel would, so a test can check the formulas themselves and not the values cached beside them.
import type { Worksheet } from "exceljs";

const FUNCTIONS = {
  FLOOR: (value: number, significance: number) => Math.floor(value / significance) * significance,
  // Excel's ROUND(x, digits) rounds halves away from zero; the workbook rounds only non-negative amounts to pence.
  ROUND: (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits,
  MIN: Math.min,
  MAX: Math.max,
};

export function recompute(sheet: Worksheet, formula: string): number {
  const expression = formula.replace(/\b([A-Z]{1,2})(\d+)\b/g, (reference) => {
    const value = sheet.getCell(reference).value;
    const number = typeof value === "number" ? value : value && typeof value === "object" && "formula" in value ? recompute(sheet, String(value.formula)) : NaN;
    if (!Number.isFinite(number)) throw new Error(`${reference} does not hold a number`);
    return `(${number})`;
  });
  if (!/^[-+*/().,\deE\sFLORMINAXUD]*$/.test(expression)) throw new Error(`not an arithmetic formula: ${formula}`);
  return Function(...Object.keys(FUNCTIONS), `return ${expression};`)(...Object.values(FUNCTIONS)) as number;
}
