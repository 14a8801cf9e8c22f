// The two published failure-prediction models, computed from one year of statutory accounts exactly as published:
//
// - Taffler, R. J. (1983). "The assessment of company solvency and performance using a statistical model."
//   Accounting and Business Research 13(52), 295–308. Fitted on UK listed manufacturing companies (1968–1976);
//   z < 0 is "at risk". The coefficients below are the widely reproduced unscaled form of the published model.
// - Altman, E. I., Hartzell, J. & Peck, M. (1995). "Emerging market corporate bonds: a scoring system." In
//   Levich & Mei (eds), The Future of Emerging Market Capital Flows; restated in Altman & Hotchkiss (2006),
//   Corporate Financial Distress and Bankruptcy, 3rd ed. Z'' drops the sales/assets term so that it fits private
//   and non-manufacturing companies; zones: above 2.60 safe, 1.10–2.60 grey, below 1.10 distress.
//
// A year lacking a figure, or with a zero denominator, has no score and names what is missing: never a zero, never a
// guess. Figures may arrive as text ("2675000"); toNumber reads them as the screens do.
import { toNumber } from "@/lib/format/numbers";

export type ModelId = "taffler" | "altman-z2";
export type TafflerBand = "at-risk" | "solvent";
export type AltmanBand = "distress" | "grey" | "safe";
export type ModelBand = TafflerBand | AltmanBand;

export interface MissingFigure {
  /** The accounts field (or derived quantity) that stops the score. */
  field: string;
  reason: string;
}

export interface ModelResult {
  score: number | null;
  band: ModelBand | null;
  /** Every account figure the model read, as a number (absent ones are listed in `missing`). */
  inputs: Record<string, number>;
  /** The model's ratios (x1…x4 or X1…X4), for showing the arithmetic. */
  terms: Record<string, number>;
  missing?: MissingFigure[];
}

export interface ModelDefinition {
  id: ModelId;
  name: string;
  citation: string;
  /** The accounts fields the model reads, in the order they are shown. */
  fields: readonly string[];
  /** The formula as text, for the screens, the PDF and the workbook. */
  formula: string;
  bands: string;
  /** Each ratio's weight in the score and what it divides: how much a moved ratio moved the score (lib/policy/why-changed). */
  termDefinitions: Readonly<Record<string, { weight: number; words: string }>>;
  compute(accounts: Readonly<Record<string, unknown>>): ModelResult;
}

type Figures = Record<string, number>;

/** Reads the listed fields; each absent or unreadable one is recorded as missing. */
function readFigures(accounts: Readonly<Record<string, unknown>>, fields: readonly string[]): { figures: Figures; missing: MissingFigure[] } {
  const figures: Figures = {};
  const missing: MissingFigure[] = [];
  for (const field of fields) {
    const raw = accounts[field];
    const value = typeof raw === "string" || typeof raw === "number" ? toNumber(raw) : null;
    if (value == null) missing.push({ field, reason: "not in the accounts" });
    else figures[field] = value;
  }
  return { figures, missing };
}

/** A ratio, or a missing entry naming its denominator when that is zero (or, for a period of costs, not positive). */
function ratio(numerator: number, denominator: number, name: string, missing: MissingFigure[], positiveOnly = false): number | null {
  if (denominator === 0 || (positiveOnly && denominator < 0)) {
    missing.push({ field: name, reason: positiveOnly && denominator < 0 ? "is negative, so the ratio has no meaning" : "is zero, so the ratio cannot be divided by it" });
    return null;
  }
  return numerator / denominator;
}

function finish(score: number | null, band: ModelBand | null, figures: Figures, terms: Figures, missing: MissingFigure[]): ModelResult {
  if (missing.length || score == null || !Number.isFinite(score)) {
    return { score: null, band: null, inputs: figures, terms, missing: missing.length ? missing : [{ field: "score", reason: "not a finite number" }] };
  }
  return { score, band, inputs: figures, terms };
}

const TAFFLER_TERMS = {
  x1: { weight: 12.18, words: "profitBeforeTax / totalCurrentLiabilities" },
  x2: { weight: 2.5, words: "totalCurrentAssets / totalLiabilities" },
  x3: { weight: -10.68, words: "totalCurrentLiabilities / totalAssets" },
  x4: { weight: 0.029, words: "the no-credit interval in days" },
} as const;

const TAFFLER_FIELDS = ["profitBeforeTax", "totalCurrentLiabilities", "totalCurrentAssets", "totalLiabilities", "totalAssets", "stock", "turnover", "depreciation"] as const;

export const TAFFLER: ModelDefinition = {
  id: "taffler",
  name: "Taffler z-score (1983, UK)",
  citation: "Taffler, R. J. (1983), Accounting and Business Research 13(52), 295–308",
  fields: TAFFLER_FIELDS,
  formula: "z = 3.20 + 12.18·x1 + 2.50·x2 − 10.68·x3 + 0.029·x4; x1 = profitBeforeTax / totalCurrentLiabilities, "
    + "x2 = totalCurrentAssets / totalLiabilities, x3 = totalCurrentLiabilities / totalAssets, "
    + "x4 = (totalCurrentAssets − stock − totalCurrentLiabilities) / ((turnover − profitBeforeTax − depreciation) / 365)",
  bands: "below 0 at risk; 0 or above solvent",
  termDefinitions: TAFFLER_TERMS,
  compute(accounts) {
    const { figures: f, missing } = readFigures(accounts, TAFFLER_FIELDS);
    if (missing.length) return finish(null, null, f, {}, missing);
    const terms: Figures = {};
    const x1 = ratio(f.profitBeforeTax, f.totalCurrentLiabilities, "totalCurrentLiabilities", missing);
    const x2 = ratio(f.totalCurrentAssets, f.totalLiabilities, "totalLiabilities", missing);
    const x3 = ratio(f.totalCurrentLiabilities, f.totalAssets, "totalAssets", missing);
    // The no-credit interval: days the company could finance its operating costs from its liquid assets.
    const dailyCosts = (f.turnover - f.profitBeforeTax - f.depreciation) / 365;
    const x4 = ratio(f.totalCurrentAssets - f.stock - f.totalCurrentLiabilities, dailyCosts, "turnover − profitBeforeTax − depreciation", missing, true);
    if (x1 != null) terms.x1 = x1;
    if (x2 != null) terms.x2 = x2;
    if (x3 != null) terms.x3 = x3;
    if (x4 != null) terms.x4 = x4;
    if (x1 == null || x2 == null || x3 == null || x4 == null) return finish(null, null, f, terms, missing);
    const w = TAFFLER_TERMS;
    const z = 3.2 + w.x1.weight * x1 + w.x2.weight * x2 + w.x3.weight * x3 + w.x4.weight * x4;
    return finish(z, tafflerBand(z), f, terms, missing);
  },
};

export function tafflerBand(z: number): TafflerBand {
  return z < 0 ? "at-risk" : "solvent";
}

const ALTMAN_TERMS = {
  X1: { weight: 6.56, words: "working capital / totalAssets" },
  X2: { weight: 3.26, words: "revenueReserves / totalAssets" },
  X3: { weight: 6.72, words: "operatingProfit / totalAssets" },
  X4: { weight: 1.05, words: "totalShareholdersEquity / totalLiabilities" },
} as const;

const ALTMAN_FIELDS = ["totalCurrentAssets", "totalCurrentLiabilities", "totalAssets", "revenueReserves", "operatingProfit", "totalShareholdersEquity", "totalLiabilities"] as const;

export const ALTMAN_Z2: ModelDefinition = {
  id: "altman-z2",
  name: "Altman Z'' (1995, private and non-manufacturing)",
  citation: "Altman, Hartzell & Peck (1995); Altman & Hotchkiss (2006), Corporate Financial Distress and Bankruptcy, 3rd ed.",
  fields: ALTMAN_FIELDS,
  formula: "Z'' = 6.56·X1 + 3.26·X2 + 6.72·X3 + 1.05·X4; X1 = (totalCurrentAssets − totalCurrentLiabilities) / totalAssets, "
    + "X2 = revenueReserves / totalAssets, X3 = operatingProfit / totalAssets, X4 = totalShareholdersEquity / totalLiabilities",
  bands: "above 2.60 safe; 1.10 to 2.60 grey; below 1.10 distress",
  termDefinitions: ALTMAN_TERMS,
  compute(accounts) {
    const { figures: f, missing } = readFigures(accounts, ALTMAN_FIELDS);
    if (missing.length) return finish(null, null, f, {}, missing);
    const terms: Figures = {};
    const X1 = ratio(f.totalCurrentAssets - f.totalCurrentLiabilities, f.totalAssets, "totalAssets", missing);
    const X2 = X1 == null ? null : f.revenueReserves / f.totalAssets;
    const X3 = X1 == null ? null : f.operatingProfit / f.totalAssets;
    const X4 = ratio(f.totalShareholdersEquity, f.totalLiabilities, "totalLiabilities", missing);
    if (X1 != null) terms.X1 = X1;
    if (X2 != null) terms.X2 = X2;
    if (X3 != null) terms.X3 = X3;
    if (X4 != null) terms.X4 = X4;
    if (X1 == null || X2 == null || X3 == null || X4 == null) return finish(null, null, f, terms, missing);
    const w = ALTMAN_TERMS;
    const z = w.X1.weight * X1 + w.X2.weight * X2 + w.X3.weight * X3 + w.X4.weight * X4;
    return finish(z, altmanBand(z), f, terms, missing);
  },
};

/** Zones as published: the boundaries 1.10 and 2.60 themselves fall in the grey zone. */
export function altmanBand(z: number): AltmanBand {
  return z > 2.6 ? "safe" : z < 1.1 ? "distress" : "grey";
}

export const MODELS: readonly ModelDefinition[] = [TAFFLER, ALTMAN_Z2];

export const BAND_LABELS: Record<ModelBand, string> = {
  "at-risk": "At risk",
  solvent: "Solvent",
  distress: "Distress",
  grey: "Grey zone",
  safe: "Safe",
};
