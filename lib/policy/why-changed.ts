// Why a company's scores, band or limit differ from an earlier verdict (the previous accounts year, the last recorded
// decision, the monitor's last check): one comparison of two verdict states (./verdict-state), answering by how much
// each moved and, term by term, why: the accounts year, the policy version and the fields it changed, each model's
// ratios weighted as the model weighs them, the overrides that began or ended, the limit's inputs and what each moved
// (working capital fell £120,000 → the base fell £12,000), the part of the arithmetic that sets the limit, and the
// band's factor. Pure: the route answers it and the Assessment tab only draws it.
import type { z } from "zod";
import { BAND_LABELS, MODELS, type ModelId } from "@/lib/assessment/models";
import { RISK_BAND_LABELS, type RiskBand } from "@/lib/assessment/risk-band";
import { formatDate } from "@/lib/format/dates";
import { moved, type ChangeReason } from "./change-reason";
import type { assessmentChangesSchema, changeComparisonSchema, verdictSummarySchema } from "./changes-answer";
import { NO_LIMIT_WORDS, REDUCTION_WORDS, type CreditPolicy, type NoLimitId, type ReductionId } from "./policy";
import { policyDifferences } from "./policy-diff";
import type { ModelState, VerdictState } from "./verdict-state";
import { limitBasisReasons, limitReasons } from "./why-limit-changed";

// What GET /api/assessments/{crn}/changes answers: each comparison, or null when there is nothing to compare with
// (its schema: ./changes-answer.ts).
export type VerdictSummary = z.infer<typeof verdictSummarySchema>;
export type ChangeComparison = z.infer<typeof changeComparisonSchema>;
export type AssessmentChanges = z.infer<typeof assessmentChangesSchema>;

/** A score moving less than this is rounding, not a change (the screens show two decimals). */
const SCORE_EPSILON = 1e-6;
const NAMES: Record<ModelId, string> = { taffler: "Taffler z-score", "altman-z2": "Altman Z''" };

export function whyChanged(then: VerdictState, now: VerdictState): ChangeComparison {
  const scores = scoreChanges(then.models, now.models);
  const limitChanged = then.limit !== now.limit || (then.limit == null && then.withheld !== now.withheld);
  const reasons: ChangeReason[] = [
    ...accountsYearReasons(then, now),
    ...policyReasons(then, now),
    ...modelReasons(then.models, now.models),
    ...bandReasons(then, now),
    ...overrideReasons(then, now),
    ...(limitChanged ? limitReasons(then, now) : []),
    ...limitBasisReasons(then, now),
  ];
  return {
    earlier: summary(then),
    later: summary(now),
    changed: { score: scores.some(scoreMoved), band: then.band !== now.band, limit: limitChanged },
    scores,
    limitChange: then.limit != null && now.limit != null ? now.limit - then.limit : null,
    reasons,
  };
}

function scoreChanges(then: ModelState[] | null, now: ModelState[] | null): ChangeComparison["scores"] {
  return (now ?? []).map((model) => {
    const from = then?.find((item) => item.id === model.id)?.score ?? null;
    return { id: model.id, name: NAMES[model.id], from, to: model.score, change: from != null && model.score != null ? model.score - from : null };
  });
}

const summary = (state: VerdictState): VerdictSummary => ({
  policyVersion: state.policyVersion, accountsYear: state.accountsYear, band: state.band, limit: state.limit, withheld: state.withheld,
});
const scoreMoved = (score: ChangeComparison["scores"][number]) =>
  score.change == null ? (score.from == null) !== (score.to == null) : Math.abs(score.change) > SCORE_EPSILON;
const signed = (value: number, digits: number) => `${value > 0 ? "+" : value < 0 ? "−" : ""}${Math.abs(value).toFixed(digits)}`;

function accountsYearReasons(then: VerdictState, now: VerdictState): ChangeReason[] {
  if (!then.detailed || then.accountsYear === now.accountsYear) return [];
  const text = now.accountsYear && then.accountsYear
    ? `The accounts to ${formatDate(now.accountsYear)} replace those to ${formatDate(then.accountsYear)}`
    : now.accountsYear ? `The verdict now rests on the accounts to ${formatDate(now.accountsYear)} (before, no scored year)`
      : `No scored year now (before, the accounts to ${formatDate(then.accountsYear)})`;
  return [{ kind: "accounts-year", subject: "accountsYear", text, from: then.accountsYear, to: now.accountsYear, change: null }];
}

function policyReasons(then: VerdictState, now: VerdictState): ChangeReason[] {
  if (then.policyVersion === now.policyVersion || then.policyVersion == null) return [];
  const reasons: ChangeReason[] = [{
    kind: "policy-version", subject: "policyVersion", from: then.policyVersion, to: now.policyVersion, change: null,
    text: `Credit policy v${now.policyVersion} is in force (before, v${then.policyVersion})`,
  }];
  if (!then.policy || !now.policy) return reasons;
  for (const field of policyDifferences(then.policy, now.policy)) {
    reasons.push({
      kind: "policy-field", subject: field.path, text: `Policy: ${field.text}`, change: typeof field.from === "number" && typeof field.to === "number" ? field.to - field.from : null,
      from: typeof field.from === "boolean" ? String(field.from) : field.from, to: typeof field.to === "boolean" ? String(field.to) : field.to,
    });
  }
  return reasons;
}

function modelReasons(then: ModelState[] | null, now: ModelState[] | null): ChangeReason[] {
  if (!then || !now) return [];
  const reasons: ChangeReason[] = [];
  for (const model of now) {
    const before = then.find((item) => item.id === model.id);
    if (!before) continue;
    const name = NAMES[model.id];
    if (before.score != null && model.score != null && Math.abs(model.score - before.score) > SCORE_EPSILON) {
      const change = model.score - before.score;
      reasons.push({
        kind: "score", subject: model.id, from: before.score, to: model.score, change,
        text: `${name} ${moved(change)} ${Math.abs(change).toFixed(2)} (${before.score.toFixed(2)} → ${model.score.toFixed(2)})`,
      });
      reasons.push(...termReasons(model.id, before.terms, model.terms));
    } else if ((before.score == null) !== (model.score == null)) {
      reasons.push({
        kind: "score", subject: model.id, from: before.score, to: model.score, change: null,
        text: model.score == null ? `${name} has no score now (before, ${before.score?.toFixed(2)})` : `${name} scores ${model.score.toFixed(2)} now (before, no score)`,
      });
    }
    if (before.band !== model.band && before.band && model.band) {
      reasons.push({
        kind: "model-band", subject: model.id, from: before.band, to: model.band, change: null,
        text: `${name}: ${BAND_LABELS[before.band]} → ${BAND_LABELS[model.band]}`,
      });
    }
  }
  return reasons;
}

/** Each ratio's share of the score's move: its weight times its own move, largest first. */
function termReasons(id: ModelId, then: Record<string, number> | null, now: Record<string, number> | null): ChangeReason[] {
  const definition = MODELS.find((model) => model.id === id);
  if (!definition || !then || !now) return [];
  return Object.entries(definition.termDefinitions)
    .filter(([term]) => then[term] != null && now[term] != null)
    .map(([term, { weight, words }]) => {
      const from = then[term]!;
      const to = now[term]!;
      const effect = weight * (to - from);
      return {
        kind: "term" as const, subject: `${id}.${term}`, from, to, change: effect,
        text: `${term} (${words}) ${from.toFixed(3)} → ${to.toFixed(3)}: ${signed(effect, 2)} to the ${NAMES[id]}`,
      };
    })
    .filter((reason) => Math.abs(reason.change) >= 0.005)
    .sort((a, b) => Math.abs(b.change) - Math.abs(a.change));
}

function bandReasons(then: VerdictState, now: VerdictState): ChangeReason[] {
  const reasons: ChangeReason[] = [];
  const label = (band: RiskBand | null) => (band ? RISK_BAND_LABELS[band] : "not rated");
  if (then.band !== now.band) {
    reasons.push({ kind: "band", subject: "band", from: then.band, to: now.band, change: null, text: `Credit band ${label(then.band)} → ${label(now.band)}` });
  }
  if (then.detailed && then.modelBand !== now.modelBand) {
    reasons.push({
      kind: "band", subject: "modelBand", from: then.modelBand, to: now.modelBand, change: null,
      text: `The models' band (the worse of the two) ${label(then.modelBand)} → ${label(now.modelBand)}`,
    });
  }
  return reasons;
}

function overrideWords(id: string, policy: CreditPolicy | null): string {
  if (id in NO_LIMIT_WORDS) return `${NO_LIMIT_WORDS[id as NoLimitId]}: no limit`;
  const words = REDUCTION_WORDS[id as ReductionId] ?? id;
  const reduction = policy?.reductions[id as ReductionId];
  return reduction ? `${words}: the limit × ${Number((reduction.factor * 100).toFixed(2))}%, band at least ${RISK_BAND_LABELS[reduction.bandAtLeast].toLowerCase()}` : words;
}

function overrideReasons(then: VerdictState, now: VerdictState): ChangeReason[] {
  if (!then.overrides || !now.overrides) return [];
  const began = now.overrides.filter((id) => !then.overrides!.includes(id))
    .map((id): ChangeReason => ({ kind: "override-began", subject: id, from: null, to: id, change: null, text: `Began: ${overrideWords(id, now.policy)}` }));
  const ended = then.overrides.filter((id) => !now.overrides!.includes(id))
    .map((id): ChangeReason => ({ kind: "override-ended", subject: id, from: id, to: null, change: null, text: `Ended: ${overrideWords(id, then.policy)}` }));
  return [...began, ...ended];
}
