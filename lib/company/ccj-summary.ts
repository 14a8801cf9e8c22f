// County court judgments as the CCJs tab, the risk summary and the report count and list them: which are still
// unsatisfied, what they add up to, and each judgment's plaintiff and status in one wording.
import { dateSortKey, parseDate } from "@/lib/format/dates";
import type { UpstreamRecord } from "@/lib/upstream/operations";

type Ccj = UpstreamRecord<"companyCcjs">;

/** A CCJ counts as unsatisfied until it is marked satisfied, paid or set aside. */
export function isUnsatisfiedCcj(ccj: { ccjStatus: string | null; ccjPaidDate?: string | null }): boolean {
  if (ccj.ccjPaidDate && parseDate(ccj.ccjPaidDate)) return false;
  return !/satisf|paid|set aside|cancel/i.test(ccj.ccjStatus ?? "");
}

export interface CcjTotals {
  count: number;
  total: number;
  unsatisfiedCount: number;
  unsatisfiedTotal: number;
}

type Judgment = { ccjAmount: number | null; ccjStatus: string | null; ccjPaidDate?: string | null };

/** A judgment without an amount adds nothing to the totals but still counts. */
export function ccjTotals(items: readonly Judgment[]): CcjTotals {
  const sum = (list: readonly Judgment[]) => list.reduce((total, ccj) => total + (ccj.ccjAmount ?? 0), 0);
  const unsatisfied = items.filter(isUnsatisfiedCcj);
  return { count: items.length, total: sum(items), unsatisfiedCount: unsatisfied.length, unsatisfiedTotal: sum(unsatisfied) };
}

export interface CcjRow {
  date: string | null;
  caseNumber: string | null;
  court: string | null;
  plaintiff: string | null;
  amount: number | null;
  /** The upstream's own status where it gives one, else what isUnsatisfiedCcj concluded. */
  status: string;
  unsatisfied: boolean;
  paid: string | null;
}

/** Unsatisfied judgments are the live risk, so they lead; each group newest first. */
export function ccjRows(items: readonly Ccj[]): CcjRow[] {
  return [...items]
    .sort((a, b) => Number(isUnsatisfiedCcj(b)) - Number(isUnsatisfiedCcj(a)) || dateSortKey(b.ccjDate) - dateSortKey(a.ccjDate))
    .map((ccj) => {
      const unsatisfied = isUnsatisfiedCcj(ccj);
      return {
        date: ccj.ccjDate,
        caseNumber: ccj.caseNumber,
        court: ccj.court,
        plaintiff: ccj.plaintiffName ?? ([ccj.plaintiffForeName, ccj.plaintiffSurName].filter(Boolean).join(" ") || null),
        amount: ccj.ccjAmount,
        status: ccj.ccjStatus ?? (unsatisfied ? "Unsatisfied" : "Satisfied"),
        unsatisfied,
        paid: ccj.ccjPaidDate || null,
      };
    });
}
