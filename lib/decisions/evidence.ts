// What a recorded decision freezes: the verdict as the analyst saw it when deciding (both models' scores and bands,
// the policy's band, action and suggested limit with every step, the policy version, the accounts year, the risk
// flags and when the upstream answered). Stored with the decision and never recomputed, so it can be replayed after
// the company's data or the policy have changed.
import type { Assessment } from "@/lib/assessment/assessment";
import type { ModelBand, ModelId } from "@/lib/assessment/models";
import type { RiskBand } from "@/lib/assessment/risk-band";
import type { RiskLevel } from "@/lib/company/risk-flags";
import type { AppliedOverride, CreditLimit } from "@/lib/policy/limit";

export interface DecisionEvidence {
  policyVersion: number;
  /** The policy's band (models and overrides together), its action and the verdict sentence. */
  band: RiskBand | null;
  modelBand: RiskBand | null;
  action: string;
  sentence: string;
  /** Each model's score and band for the accounts year the verdict rests on. */
  models: Array<{ id: ModelId; name: string; yearEnded: string | null; score: number | null; band: ModelBand | null }>;
  /** The accounts year (year end, yyyy-mm-dd) the verdict rests on; null when no year is scored. */
  accountsYear: string | null;
  suggestedLimit: number | null;
  limitWithheld: string | null;
  /** The limit's inputs and steps, so the arithmetic can be shown again exactly as it was. */
  limitBasis: CreditLimit["basis"] | null;
  overrides: AppliedOverride[];
  riskFlags: Array<{ id: string; severity: RiskLevel; title: string }>;
  /** When the upstream answered the profile the verdict was derived from (ISO), or null when unknown. */
  upstreamAnsweredAt: string | null;
}

export function decisionEvidence(assessment: Assessment, upstreamAnsweredAt: string | null): DecisionEvidence {
  const { verdict } = assessment;
  const accountsYear = assessment.overall?.yearEnded ?? null;
  return {
    policyVersion: verdict.policyVersion, band: verdict.band, modelBand: verdict.modelBand, action: verdict.action, sentence: verdict.sentence,
    models: assessment.models.map((model) => {
      const year = accountsYear ? model.years.find((item) => item.yearEnded === accountsYear) : undefined;
      return { id: model.id, name: model.name, yearEnded: year?.yearEnded ?? null, score: year?.score ?? null, band: year?.band ?? null };
    }),
    accountsYear,
    suggestedLimit: verdict.limit?.amount ?? null,
    limitWithheld: verdict.withheld,
    limitBasis: verdict.limit?.basis ?? null,
    overrides: verdict.overrides,
    riskFlags: assessment.riskFlags.map((flag) => ({ id: flag.id, severity: flag.severity, title: flag.title })),
    upstreamAnsweredAt,
  };
}
