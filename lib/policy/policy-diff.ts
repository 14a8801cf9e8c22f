// Which fields of the credit policy differ between two versions, each in words with its old and new value: what
// "why it changed" says when a policy change moved a band or a limit. Pure; walks the policy as data, so a field
// added to the schema is compared without a change here (its path stands in for words until it is named below).
import { formatSterlingFull } from "@/lib/format/money";
import type { CreditPolicy } from "./policy";
import type { PolicyFieldChange } from "./version-view";

// Its schema, which the policy routes' answers carry: ./version-view.ts.
export type { PolicyFieldChange };

type Kind = "share" | "pounds" | "months" | "plain";

const FIELDS: Record<string, { words: string; kind: Kind }> = {
  "base.tangibleNetWorthShare": { words: "the base's share of tangible net worth", kind: "share" },
  "base.workingCapitalShare": { words: "the base's share of working capital", kind: "share" },
  "caps.tangibleNetWorthShare": { words: "the cap's share of tangible net worth", kind: "share" },
  "caps.turnoverMonths": { words: "the turnover cap", kind: "months" },
  "caps.ceiling": { words: "the absolute ceiling", kind: "pounds" },
  "bandFactors.low": { words: "the low-risk factor", kind: "share" },
  "bandFactors.moderate": { words: "the moderate-risk factor", kind: "share" },
  "bandFactors.high": { words: "the high-risk factor", kind: "share" },
  "reductions.pretaxLoss.factor": { words: "the pre-tax loss factor", kind: "share" },
  "reductions.pretaxLoss.bandAtLeast": { words: "the band a pre-tax loss gives at least", kind: "plain" },
  "reductions.negativeTangibleNetWorth.factor": { words: "the negative tangible net worth factor", kind: "share" },
  "reductions.negativeTangibleNetWorth.bandAtLeast": { words: "the band negative tangible net worth gives at least", kind: "plain" },
  "reductions.unsatisfiedCcj.factor": { words: "the unsatisfied CCJ factor", kind: "share" },
  "reductions.unsatisfiedCcj.bandAtLeast": { words: "the band an unsatisfied CCJ gives at least", kind: "plain" },
  "noLimit.dissolved": { words: "no limit when dissolved", kind: "plain" },
  "noLimit.insolvency": { words: "no limit in an insolvency process", kind: "plain" },
  "noLimit.strikeOffNotice": { words: "no limit with a strike-off notice", kind: "plain" },
  "noLimit.accountsOverdue": { words: "no limit with overdue accounts", kind: "plain" },
  maxAccountsAgeMonths: { words: "the oldest accounts that give a limit (months)", kind: "plain" },
  roundTo: { words: "rounding down to", kind: "pounds" },
  "actions.low": { words: "the low-risk action", kind: "plain" },
  "actions.moderate": { words: "the moderate-risk action", kind: "plain" },
  "actions.high": { words: "the high-risk action", kind: "plain" },
  "actions.unrated": { words: "the action with no band", kind: "plain" },
  fourEyesAbove: { words: "a second approver above", kind: "pounds" },
};

type Leaf = number | string | boolean | null;

function leaves(value: unknown, prefix = ""): Map<string, Leaf> {
  const out = new Map<string, Leaf>();
  if (value !== null && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      for (const [path, leaf] of leaves(inner, prefix ? `${prefix}.${key}` : key)) out.set(path, leaf);
    }
  } else out.set(prefix, (value ?? null) as Leaf);
  return out;
}

function shown(value: Leaf, kind: Kind): string {
  if (value == null) return kind === "pounds" ? "none" : "—";
  if (typeof value === "number" && kind === "share") return `${Number((value * 100).toFixed(2))}%`;
  if (typeof value === "number" && kind === "pounds") return formatSterlingFull(value);
  if (typeof value === "number" && kind === "months") return `${Number(value.toFixed(2))} months' turnover`;
  if (typeof value === "boolean") return value ? "on" : "off";
  return typeof value === "string" && value.length > 60 ? `“${value.slice(0, 57)}…”` : String(value);
}

/** The fields that differ, in the policy's own order. */
export function policyDifferences(before: CreditPolicy, after: CreditPolicy): PolicyFieldChange[] {
  const old = leaves(before);
  const changes: PolicyFieldChange[] = [];
  for (const [path, to] of leaves(after)) {
    const from = old.get(path) ?? null;
    if (from === to) continue;
    const field = FIELDS[path] ?? { words: path, kind: "plain" as const };
    changes.push({ path, words: field.words, from, to, text: `${field.words} ${shown(from, field.kind)} → ${shown(to, field.kind)}` });
  }
  return changes;
}
