// The models over every year of a company's accounts, and the one verdict the header's badge, the Assessment tab,
// the risk summary, the comparison and the report all state: the band of the latest scored year and what it rests
// on, or why the company is not scored. Kept apart from ./assessment so the risk flags can read it.
import { accountsSource, type FilingLike } from "@/lib/financials/accounts-source";
import type { AccountYear } from "@/lib/financials/years";
import { formatDate } from "@/lib/format/dates";
import { modelsNotMeaningful } from "./applicability";
import type { AssessedModel } from "./assessed-model";
import type { RiskBand } from "./risk-band";
import { MODELS, type ModelBand } from "./models";

/** Each model over each year; a year whose accounts the models do not fit is not scored, with the reason. */
export function assessModels(years: readonly AccountYear[], filings: readonly FilingLike[] = []): AssessedModel[] {
  return MODELS.map((model) => ({
    id: model.id, name: model.name, citation: model.citation, formula: model.formula, bands: model.bands,
    years: years.map((year) => {
      const result = model.compute(year.accounts);
      const notMeaningful = modelsNotMeaningful(year.accounts);
      return {
        yearEnded: year.key, score: notMeaningful ? null : result.score, band: notMeaningful ? null : result.band,
        inputs: result.inputs, terms: result.terms,
        ...(result.missing && !notMeaningful ? { missing: result.missing } : {}),
        ...(notMeaningful ? { notMeaningful } : {}),
        source: { yearStartDate: year.accounts.yearStartDate, accountType: year.accounts.accountType, currency: year.accounts.currency },
        filing: accountsSource(year.key, filings),
      };
    }),
  }));
}

export interface Overall {
  band: RiskBand;
  yearEnded: string;
}

const BAND_RANK: Record<RiskBand, number> = { low: 0, moderate: 1, high: 2 };
const MODEL_RISK: Record<ModelBand, RiskBand> = { solvent: "low", "at-risk": "high", safe: "low", grey: "moderate", distress: "high" };
const SHORT_NAMES: Record<AssessedModel["id"], string> = { taffler: "Taffler z-score", "altman-z2": "Altman Z''" };

/** The latest year with at least one score; its band is the worse of the models' bands that year. */
export function latestOverall(models: readonly AssessedModel[]): Overall | null {
  const scoredYears = new Set(models.flatMap((model) => model.years.filter((year) => year.band).map((year) => year.yearEnded)));
  const latest = [...scoredYears].sort().at(-1);
  if (!latest) return null;
  const bands = models.flatMap((model) => model.years.filter((year) => year.yearEnded === latest && year.band).map((year) => MODEL_RISK[year.band as ModelBand]));
  const band = bands.reduce<RiskBand>((worst, next) => (BAND_RANK[next] > BAND_RANK[worst] ? next : worst), "low");
  return { band, yearEnded: latest };
}

export interface ScoreVerdict {
  overall: Overall | null;
  /** Why there is no band ("dormant accounts"); null when there is one. */
  notScored: string | null;
  /** What the band rests on, in words, or why there is none: the badge's and the report's words. */
  basis: string;
}

/**
 * The band of the latest scored year, unless the latest accounts are ones the models do not fit: then no band at
 * all (an older year's score would describe a company that has since stopped trading).
 */
export function scoreVerdict(models: readonly AssessedModel[]): ScoreVerdict {
  const latestYear = models[0]?.years.at(-1);
  if (!latestYear) return { overall: null, notScored: "no statutory accounts", basis: "Not scored: no statutory accounts" };
  if (latestYear.notMeaningful) {
    const reason = latestYear.notMeaningful;
    return { overall: null, notScored: reason, basis: `Not scored: ${reason} to ${formatDate(latestYear.yearEnded)}` };
  }
  const overall = latestOverall(models);
  if (!overall) {
    const reason = "no year of accounts has the figures the models need";
    return { overall: null, notScored: reason, basis: `Not scored: ${reason}` };
  }
  const named = models.filter((model) => model.years.some((year) => year.yearEnded === overall.yearEnded && year.band)).map((model) => SHORT_NAMES[model.id]);
  return { overall, notScored: null, basis: `Based on ${named.join(" and ")} for accounts to ${formatDate(overall.yearEnded)}` };
}
