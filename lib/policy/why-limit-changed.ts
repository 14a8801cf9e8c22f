// Why a suggested limit changed, term by term: the limit itself (or why there is none now), each input that moved
// and what its move did to the base and the caps under the policy in force, the part of the arithmetic that sets
// the limit, and the band's factor. Part of ./why-changed, apart so each file reads as one subject.
import { moved, pounds, type ChangeReason } from "./change-reason";
import type { LimitInputs } from "./limit";
import type { CreditPolicy } from "./policy";
import type { LimitBasisState, VerdictState } from "./verdict-state";

const LIMIT_INPUTS: ReadonlyArray<{ field: keyof LimitInputs; words: string }> = [
  { field: "tangibleNetWorth", words: "tangible net worth" },
  { field: "workingCapital", words: "working capital" },
  { field: "turnover", words: "turnover" },
  { field: "profitBeforeTax", words: "profit before tax" },
];

/**
 * The inputs' moves and the part that sets the limit, whenever both states kept the arithmetic: said even when the
 * limit held (a cap or a factor absorbed the move), since which input moved is part of why.
 */
export function limitBasisReasons(then: VerdictState, now: VerdictState): ChangeReason[] {
  if (!then.basis || !now.basis) return [];
  return [...inputReasons(then.basis, now.basis, now.policy), ...partReasons(then.basis, now.basis)];
}

export function limitReasons(then: VerdictState, now: VerdictState): ChangeReason[] {
  const reasons: ChangeReason[] = [];
  if (then.limit != null && now.limit != null) {
    const change = now.limit - then.limit;
    reasons.push({ kind: "limit", subject: "limit", from: then.limit, to: now.limit, change, text: `Suggested limit ${moved(change)} ${pounds(Math.abs(change))} (${pounds(then.limit)} → ${pounds(now.limit)})` });
  } else if (now.limit != null) {
    reasons.push({ kind: "limit", subject: "limit", from: null, to: now.limit, change: null, text: `A limit of ${pounds(now.limit)} is suggested now (before: ${then.withheld ?? "none"})` });
  } else {
    const before = then.limit != null ? pounds(then.limit) : then.withheld ?? "none";
    reasons.push({ kind: "limit", subject: "limit", from: then.limit, to: null, change: null, text: `${now.withheld ?? "No limit now."} (before: ${before})` });
  }
  return reasons;
}

/** Each input that moved, and what its move did to the base and the caps under the policy in force now. */
function inputReasons(then: LimitBasisState, now: LimitBasisState, policy: CreditPolicy | null): ChangeReason[] {
  const reasons: ChangeReason[] = [];
  for (const { field, words } of LIMIT_INPUTS) {
    const from = then.inputs[field] as number | null;
    const to = now.inputs[field] as number | null;
    if (from === to) continue;
    if (from == null || to == null) {
      reasons.push({ kind: "input", subject: field, from, to, change: null, text: `${words} ${pounds(from)} → ${pounds(to)}` });
      continue;
    }
    const change = to - from;
    const effects: NonNullable<ChangeReason["effects"]> = [];
    if (policy && field === "tangibleNetWorth") {
      effects.push({ on: "base", change: policy.base.tangibleNetWorthShare * change });
      effects.push({ on: "tangible net worth cap", change: Math.max(0, policy.caps.tangibleNetWorthShare * to) - Math.max(0, policy.caps.tangibleNetWorthShare * from) });
    }
    if (policy && field === "workingCapital") effects.push({ on: "base", change: policy.base.workingCapitalShare * change });
    if (policy && field === "turnover") effects.push({ on: "turnover cap", change: Math.max(0, (to * policy.caps.turnoverMonths) / 12) - Math.max(0, (from * policy.caps.turnoverMonths) / 12) });
    const shown = effects.filter((effect) => Math.abs(effect.change) >= 0.5)
      .map((effect) => ` → the ${effect.on} ${moved(effect.change)} ${pounds(Math.abs(effect.change))}`).join(",");
    reasons.push({ kind: "input", subject: field, from, to, change, effects, text: `${words[0]!.toUpperCase()}${words.slice(1)} ${moved(change)} ${pounds(Math.abs(change))} (${pounds(from)} → ${pounds(to)})${shown}` });
  }
  return reasons;
}

const PARTS = ["base", "tangible net worth cap", "turnover cap", "ceiling"] as const;

/** The part of the arithmetic that sets the capped amount (the lowest of the base and the caps). */
function bindingPart(basis: LimitBasisState): (typeof PARTS)[number] {
  const values = [basis.base, basis.caps.tangibleNetWorth, basis.caps.turnover ?? Number.POSITIVE_INFINITY, basis.caps.ceiling];
  return PARTS[values.indexOf(Math.min(...values))]!;
}

function partReasons(then: LimitBasisState, now: LimitBasisState): ChangeReason[] {
  const reasons: ChangeReason[] = [];
  const [setThen, setNow] = [bindingPart(then), bindingPart(now)];
  if (then.capped !== now.capped || setThen !== setNow) {
    const change = now.capped - then.capped;
    const by = setThen === setNow ? `set by the ${setNow} both times` : `set by the ${setNow} now (before, by the ${setThen})`;
    reasons.push({
      kind: "limit-part", subject: "capped", from: then.capped, to: now.capped, change,
      text: `The lowest of the base and the caps ${pounds(then.capped)} → ${pounds(now.capped)}, ${by}`,
    });
  }
  if (then.bandFactor !== now.bandFactor) {
    reasons.push({
      kind: "band-factor", subject: "bandFactor", from: then.bandFactor, to: now.bandFactor, change: now.bandFactor - then.bandFactor,
      text: `The band's factor ${Number((then.bandFactor * 100).toFixed(2))}% → ${Number((now.bandFactor * 100).toFixed(2))}%`,
    });
  }
  return reasons;
}
