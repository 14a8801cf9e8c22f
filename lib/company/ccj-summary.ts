// County court judgments as the CCJs tab, the risk summary, the debt timeline, the report and the watchlist count
// and list them: each judgment's standing (outstanding, satisfied or set aside), what each standing adds up to, and
// each judgment's plaintiff and status in one wording. A set-aside judgment is void, not paid: it is never summed
// with the others without being named.
import { dateSortKey, parseDate } from "@/lib/format/dates";
import { formatSterling } from "@/lib/format/money";
import { formatInteger } from "@/lib/format/numbers";
import type { UpstreamRecord } from "@/lib/upstream/operations";

type Ccj = UpstreamRecord<"companyCcjs">;
type Judgment = { ccjAmount: number | null; ccjStatus: string | null; ccjPaidDate?: string | null };

/** Outstanding is the spec's "new judgment" (unsatisfied); "satisfied" and "set aside" are its other named statuses. */
export type CcjStanding = "outstanding" | "satisfied" | "set-aside";

export const CCJ_STANDING_WORDS: Record<CcjStanding, string> = { outstanding: "Outstanding (unsatisfied)", satisfied: "Satisfied", "set-aside": "Set aside" };

/**
 * Set aside when its status says so (or cancelled), whatever else it carries; satisfied when the status says
 * satisfied or paid, or a payment date is recorded; otherwise still outstanding. "Unsatisfied" contains "satisf"
 * and says the opposite.
 */
export function ccjStanding(ccj: { ccjStatus: string | null; ccjPaidDate?: string | null }): CcjStanding {
  const status = ccj.ccjStatus ?? "";
  if (/set[\s_-]*aside|cancel/i.test(status)) return "set-aside";
  if (/\b(un|not\s+)satisf/i.test(status)) return "outstanding";
  if (/satisf|paid/i.test(status) || (ccj.ccjPaidDate && parseDate(ccj.ccjPaidDate))) return "satisfied";
  return "outstanding";
}

/** A CCJ counts as unsatisfied (outstanding) until it is marked satisfied, paid or set aside. */
export function isUnsatisfiedCcj(ccj: { ccjStatus: string | null; ccjPaidDate?: string | null }): boolean {
  return ccjStanding(ccj) === "outstanding";
}

export interface CcjBucket {
  count: number;
  /** Judgments without an amount add nothing but still count. */
  amount: number;
}

export interface CcjSummary {
  count: number;
  outstanding: CcjBucket;
  satisfied: CcjBucket;
  setAside: CcjBucket;
}

export function ccjSummary(items: readonly Judgment[]): CcjSummary {
  const summary: CcjSummary = { count: items.length, outstanding: bucket(), satisfied: bucket(), setAside: bucket() };
  for (const ccj of items) {
    const standing = ccjStanding(ccj);
    const into = standing === "set-aside" ? summary.setAside : summary[standing];
    into.count += 1;
    into.amount += ccj.ccjAmount ?? 0;
  }
  return summary;
}

function bucket(): CcjBucket {
  return { count: 0, amount: 0 };
}

/**
 * The summary in words, the same on the CCJs tab, in the risk summary and the report: outstanding always, satisfied
 * and set aside each apart when there are any, never one sum of all three.
 */
export function ccjSummaryLine(summary: CcjSummary): string {
  const parts = [`${formatInteger(summary.outstanding.count)} outstanding (unsatisfied) totalling ${formatSterling(summary.outstanding.amount)}`];
  if (summary.satisfied.count) parts.push(`${formatInteger(summary.satisfied.count)} satisfied totalling ${formatSterling(summary.satisfied.amount)}`);
  if (summary.setAside.count) parts.push(`${formatInteger(summary.setAside.count)} set aside totalling ${formatSterling(summary.setAside.amount)}`);
  return `${formatInteger(summary.count)} judgment${summary.count === 1 ? "" : "s"}: ${parts.join(" · ")}`;
}

export interface CcjRow {
  date: string | null;
  caseNumber: string | null;
  court: string | null;
  plaintiff: string | null;
  amount: number | null;
  /** The upstream's own status where it gives one, else the standing's words. */
  status: string;
  standing: CcjStanding;
  unsatisfied: boolean;
  paid: string | null;
}

const STANDING_ORDER: Record<CcjStanding, number> = { outstanding: 0, satisfied: 1, "set-aside": 2 };

/** Outstanding judgments are the live risk, so they lead, then satisfied, then set aside; each group newest first. */
export function ccjRows(items: readonly Ccj[]): CcjRow[] {
  return items
    .map((ccj) => ({ ccj, standing: ccjStanding(ccj) }))
    .sort((a, b) => STANDING_ORDER[a.standing] - STANDING_ORDER[b.standing] || dateSortKey(b.ccj.ccjDate) - dateSortKey(a.ccj.ccjDate))
    .map(({ ccj, standing }) => ({
      date: ccj.ccjDate,
      caseNumber: ccj.caseNumber,
      court: ccj.court,
      plaintiff: ccj.plaintiffName ?? ([ccj.plaintiffForeName, ccj.plaintiffSurName].filter(Boolean).join(" ") || null),
      amount: ccj.ccjAmount,
      status: ccj.ccjStatus ?? (standing === "outstanding" ? "Unsatisfied" : CCJ_STANDING_WORDS[standing]),
      standing,
      unsatisfied: standing === "outstanding",
      paid: ccj.ccjPaidDate || null,
    }));
}

/** The CCJs table's footer label: it sums every judgment shown, so it says when set-aside ones are among them. */
export function ccjTotalLabel(shown: readonly CcjRow[], all: number): string {
  const label = shown.length === all ? "Total" : "Total shown";
  const setAside = shown.filter((row) => row.standing === "set-aside").length;
  return setAside ? `${label}, ${formatInteger(setAside)} set aside included` : label;
}
