// The credit verdict's changes between two checks: the band moving, and the suggested limit moving by a fifth or
// more (or appearing, or being withdrawn). Each says why in the credit policy's own words: the reasons
// lib/policy/why-changed gives the Assessment tab's "Why it changed" for the monitor's last check, never a second
// wording. Part of ./diff, apart so each file reads as one subject.
import { RISK_BAND_LABELS } from "@/lib/assessment/risk-band";
import type { CreditPolicy } from "@/lib/policy/policy";
import { checkState } from "@/lib/policy/verdict-state";
import { whyChanged, type ChangeComparison } from "@/lib/policy/why-changed";
import type { Snapshot } from "./snapshot";

/** The credit policy of each version known to the caller: with it, a version change is explained field by field. */
export type PolicyVersions = ReadonlyMap<number, CreditPolicy>;

/** A limit moving by this share of the previous one or more is alerted (issue 35: "by 20% or more"). */
export const LIMIT_ALERT_SHARE = 0.2;

/** Reasons shown in an alert; the Assessment tab lists them all. */
const REASONS_SHOWN = 6;

export interface VerdictChange {
  kind: "score-band" | "credit-limit";
  key: string;
  title: string;
  detail: string;
}

/**
 * The limit as a snapshot knew it: pounds, "none" when the policy withheld one, undefined when the snapshot predates
 * the reason being kept (a null limit then cannot tell "none" from "not recorded", so it compares as unknown).
 */
function knownLimit(snapshot: Snapshot): number | "none" | undefined {
  if (snapshot.limit != null) return snapshot.limit;
  return snapshot.limitWithheld != null ? "none" : undefined;
}

/** Whether the limit moved enough to alert, and which way. */
function limitMove(before: number | "none", after: number | "none"): "up" | "down" | null {
  const was = before === "none" ? 0 : before;
  const now = after === "none" ? 0 : after;
  if (was === now) return null;
  if (was === 0 || now === 0) return now > was ? "up" : "down";
  return Math.abs(now - was) >= LIMIT_ALERT_SHARE * was ? (now > was ? "up" : "down") : null;
}

/**
 * A short fingerprint of the previous snapshot: a band or limit going the same way twice (low → moderate on a
 * judgment, back on its satisfaction, moderate again on another judgment) is two changes, while two servers checking
 * from the same snapshot find one.
 */
function fingerprint(snapshot: Snapshot): string {
  let hash = 0x811c9dc5;
  for (const char of JSON.stringify(snapshot)) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash.toString(36);
}

// The reasons each alert names, in the comparison's order: a limit's are what its arithmetic rests on (the band's
// move stands for the scores behind it); a band's are the scores and overrides. The Assessment tab lists them all.
const LIMIT_CAUSES = new Set(["accounts-year", "policy-version", "policy-field", "override-began", "override-ended", "input", "limit-part", "band-factor", "band"]);
const BAND_CAUSES = new Set(["accounts-year", "policy-version", "policy-field", "score", "model-band", "override-began", "override-ended", "band"]);

function because(comparison: ChangeComparison, causes: ReadonlySet<string>, leaveOut?: string): string {
  const texts = comparison.reasons.filter((reason) => causes.has(reason.kind) && reason.subject !== leaveOut).map((reason) => reason.text);
  if (!texts.length) return "";
  const more = texts.length > REASONS_SHOWN ? `; and ${texts.length - REASONS_SHOWN} more on the Assessment tab` : "";
  return ` Why: ${texts.slice(0, REASONS_SHOWN).join("; ")}${more}.`;
}

const sentence = (text: string) => (text.endsWith(".") ? text : `${text}.`);

export function verdictChanges(before: Snapshot, after: Snapshot, policies: PolicyVersions = new Map()): VerdictChange[] {
  const policyOf = (snapshot: Snapshot) => (snapshot.policyVersion == null ? null : policies.get(snapshot.policyVersion) ?? null);
  const comparison = whyChanged(checkState(before, policyOf(before)), checkState(after, policyOf(after)));
  const policy = after.policyVersion == null ? "" : ` under credit policy v${after.policyVersion}`;
  const changes: VerdictChange[] = [];

  if (before.band !== after.band && after.band) {
    const was = before.band ? RISK_BAND_LABELS[before.band] : "no score";
    // The credit policy's band (the models' band worsened by its overrides), naming the version that gave it.
    changes.push({
      kind: "score-band", key: `score-band:${before.band}>${after.band}|${fingerprint(before)}`, title: `Credit band now ${RISK_BAND_LABELS[after.band]}`,
      detail: `The credit band moved from ${was} to ${RISK_BAND_LABELS[after.band]}${policy}.` +
        because(comparison, BAND_CAUSES, "band"),
    });
  }

  const was = knownLimit(before);
  const now = knownLimit(after);
  const move = was === undefined || now === undefined ? null : limitMove(was, now);
  if (move && was !== undefined && now !== undefined) {
    const limitReason = comparison.reasons.find((reason) => reason.kind === "limit");
    // £0 (a band whose factor is nil) is no credit, as no limit is: a move to or from either has no percentage.
    const [from, to] = [was === "none" ? 0 : was, now === "none" ? 0 : now];
    const share = from > 0 && to > 0 ? ` ${Math.round((Math.abs(to - from) / from) * 100)}%` : "";
    const title = to === 0 ? "No credit limit suggested now" : from === 0 ? "A credit limit is suggested now" : `Suggested credit limit ${move}${share}`;
    changes.push({
      kind: "credit-limit", key: `credit-limit:${was}>${now}|${fingerprint(before)}`, title,
      detail: `${sentence(`${limitReason?.text ?? title}${share ? `, ${move}${share}` : ""}`)}` +
        `${after.policyVersion == null ? "" : ` Credit policy v${after.policyVersion}.`}${because(comparison, LIMIT_CAUSES)}`,
    });
  }
  return changes;
}
