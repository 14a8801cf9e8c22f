// A "verdict state": what a band and a limit rested on at one moment (the latest accounts now, the previous accounts
// year, a recorded decision's frozen evidence, the monitor's last check), reduced to what ./why-changed compares.
// Pure builders, one per source; a field a source did not keep is null, and the comparison then says less, never
// something wrong.
import type { Assessment } from "@/lib/assessment/assessment";
import type { ModelBand, ModelId } from "@/lib/assessment/models";
import { latestOverall } from "@/lib/assessment/overall";
import type { RiskBand } from "@/lib/assessment/risk-band";
import type { DecisionEvidence } from "@/lib/decisions/evidence";
import type { AccountYear } from "@/lib/financials/years";
import type { Snapshot } from "@/lib/monitor/snapshot";
import { applyPolicy, type CreditLimit, type LimitInputs, type PolicyVerdict } from "./limit";
import type { CreditPolicy, PolicyVersion } from "./policy";

export interface ModelState {
  id: ModelId;
  score: number | null;
  band: ModelBand | null;
  /** The model's ratios; null when the source did not keep them. */
  terms: Record<string, number> | null;
}

/** The limit's arithmetic as kept: enough to say which input moved which part. */
export interface LimitBasisState {
  inputs: LimitInputs;
  base: number;
  caps: CreditLimit["basis"]["caps"];
  capped: number;
  bandFactor: number;
}

export interface VerdictState {
  /** False for a source that kept only the band, the limit and the policy version (a snapshot from before the rest was kept). */
  detailed: boolean;
  policyVersion: number | null;
  /** The version's policy, when known (the store keeps every version): the fields a version change moved. */
  policy: CreditPolicy | null;
  /** The accounts year (yyyy-mm-dd) the verdict rests on. */
  accountsYear: string | null;
  band: RiskBand | null;
  modelBand: RiskBand | null;
  limit: number | null;
  withheld: string | null;
  basis: LimitBasisState | null;
  /** The ids of the overrides that applied; null when the source did not keep them. */
  overrides: string[] | null;
  models: ModelState[] | null;
}

function basisState(basis: CreditLimit["basis"] | null | undefined): LimitBasisState | null {
  if (!basis) return null;
  return { inputs: basis.inputs, base: basis.base, caps: basis.caps, capped: basis.capped, bandFactor: basis.bandFactor };
}

function fromVerdict(verdict: PolicyVerdict, policy: CreditPolicy | null, accountsYear: string | null, models: ModelState[]): VerdictState {
  return {
    detailed: true, policyVersion: verdict.policyVersion, policy, accountsYear, band: verdict.band, modelBand: verdict.modelBand,
    limit: verdict.limit?.amount ?? null, withheld: verdict.limit ? null : verdict.withheld, basis: basisState(verdict.limit?.basis),
    overrides: verdict.overrides.map((override) => override.id), models,
  };
}

function modelsFor(assessment: Assessment, yearEnded: string | null): ModelState[] {
  return assessment.models.map((model) => {
    const year = yearEnded ? model.years.find((item) => item.yearEnded === yearEnded) : undefined;
    return { id: model.id, score: year?.score ?? null, band: year?.band ?? null, terms: year ? year.terms : null };
  });
}

/** The assessment as it stands: the latest scored accounts under the policy in force. */
export function currentState(assessment: Assessment, policy: PolicyVersion): VerdictState {
  const year = assessment.overall?.yearEnded ?? null;
  return fromVerdict(assessment.verdict, policy.policy, year, modelsFor(assessment, year));
}

/**
 * The verdict the previous scored accounts year gives under the same policy and the same risk flags (so the
 * comparison isolates what the accounts moved), judged at the same age as the latest accounts are now (so it is not
 * withheld merely for being older). Null when there is no earlier scored year.
 */
export function previousYearState(assessment: Assessment, years: readonly AccountYear[], policy: PolicyVersion, now: Date): VerdictState | null {
  const latest = assessment.overall?.yearEnded;
  if (!latest) return null;
  const earlier = latestOverall(assessment.models.map((model) => ({ ...model, years: model.years.filter((year) => year.yearEnded < latest) })));
  const accounts = earlier ? years.find((year) => year.key === earlier.yearEnded)?.accounts : undefined;
  if (!earlier || !accounts) return null;
  const verdict = applyPolicy({
    policy, flags: new Set(assessment.riskFlags.map((flag) => flag.id)), modelBand: earlier.band, notScored: null, hasAccounts: true,
    latest: { yearEnded: earlier.yearEnded, accounts },
    now: new Date(now.getTime() - (Date.parse(latest) - Date.parse(earlier.yearEnded))),
  });
  return fromVerdict(verdict, policy.policy, earlier.yearEnded, modelsFor(assessment, earlier.yearEnded));
}

/**
 * A decision's frozen evidence. The evidence keeps each model's score, not its ratios: they are read from today's
 * assessment of the same year only when it still gives the same score (the figures are unchanged, so are the ratios).
 */
export function decisionState(evidence: DecisionEvidence, policy: CreditPolicy | null, assessment: Assessment): VerdictState {
  return {
    detailed: true, policyVersion: evidence.policyVersion, policy, accountsYear: evidence.accountsYear, band: evidence.band, modelBand: evidence.modelBand,
    limit: evidence.suggestedLimit, withheld: evidence.suggestedLimit == null ? evidence.limitWithheld : null, basis: basisState(evidence.limitBasis),
    overrides: evidence.overrides.map((override) => override.id),
    models: evidence.models.map((model) => {
      const kept = (model as { terms?: Record<string, number> | null }).terms;
      const today = assessment.models.find((item) => item.id === model.id)?.years.find((year) => year.yearEnded === model.yearEnded);
      const terms = kept ?? (today && model.score != null && today.score === model.score ? today.terms : null);
      return { id: model.id, score: model.score, band: model.band, terms };
    }),
  };
}

/** The monitor's last snapshot; a snapshot from before these fields were kept compares on band and limit alone. */
export function checkState(snapshot: Snapshot, policy: CreditPolicy | null): VerdictState {
  return {
    detailed: snapshot.models != null, policyVersion: snapshot.policyVersion, policy, accountsYear: snapshot.accountsYear, band: snapshot.band, modelBand: snapshot.modelBand,
    limit: snapshot.limit, withheld: snapshot.limitWithheld, basis: snapshot.limitBasis, overrides: snapshot.overrides,
    models: snapshot.models,
  };
}
