// What a recorded decision freezes: the verdict as the analyst saw it when deciding (both models' scores and bands,
// the policy's band, action and suggested limit with every step, the policy version, the accounts year, the risk
// flags and when the upstream answered). Stored with the decision and never recomputed, so it can be replayed after
// the company's data or the policy have changed.
import type { z } from "zod";
import type { Assessment } from "@/lib/assessment/assessment";
import type { decisionEvidenceSchema } from "./decision-answers";

// Its schema, which the decision routes' answers carry: ./decision-answers.ts.
export type DecisionEvidence = z.infer<typeof decisionEvidenceSchema>;

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
