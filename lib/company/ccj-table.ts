// The CCJs tab's text filter and sorts over ccj-summary's rows (the status filter is the BFF's own parameter).
import { dateSortKey } from "@/lib/format/dates";
import { matchesText, sortRows, type SortDirection, type SortValue } from "@/lib/url-state/table-state";
import type { CcjRow } from "./ccj-summary";

export const CCJ_SORTS = ["standing", "date", "amount", "court", "plaintiff", "paid"] as const;
export type CcjSort = (typeof CCJ_SORTS)[number];

const KEYS: Record<CcjSort, (row: CcjRow) => SortValue> = {
  // ccjRows already puts unsatisfied judgments first, newest first within each: that order is "standing".
  standing: () => 0,
  date: (row) => dateSortKey(row.date),
  amount: (row) => row.amount,
  court: (row) => row.court,
  plaintiff: (row) => row.plaintiff,
  paid: (row) => dateSortKey(row.paid),
};

export function filterCcjs(rows: readonly CcjRow[], text: string): CcjRow[] {
  return rows.filter((row) => matchesText([row.plaintiff, row.court, row.caseNumber], text));
}

export function sortCcjs(rows: readonly CcjRow[], sort: CcjSort, dir: SortDirection): CcjRow[] {
  return sortRows(rows, KEYS[sort], dir);
}
