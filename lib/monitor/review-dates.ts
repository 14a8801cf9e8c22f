import "server-only";
// A decision's review date reached: one alert, on that day, on each watchlist holding the company. On the lists
// rather than to the decision's author because every alert lives on a list: its delivery (webhook, digest), its
// triage and who sees it all follow the list, and the team watching the company is the team that must review it.
// A pass the scheduler's tick runs (cheap, so on every tick): the change key names the decision and its day,
// so the unique (list, company, key) index keeps it to one alert however often the pass runs or however many servers
// run it. A list that began watching after the review day raises nothing, as for any change before it watched; a
// pass that missed days (a server down) still raises a review that fell due in the last week, not older ones (an
// upgrade does not bring up every review ever missed).
import { database } from "../db/connection";
import { OUTCOME_LABELS, todayUtc } from "../decisions/decision-terms";
import { decisionsInForce } from "../decisions/store";
import { formatDate } from "../format/dates";
import { formatSterlingFull } from "../format/money";
import type { CompanyDecision } from "../decisions/decision-input";
import { recordChanges, type Alert } from "./alert-store";
import type { Change } from "./diff";

/** How far back a pass still raises a review it finds due (the days a stopped server may have missed). */
export const REVIEW_CATCH_UP_DAYS = 7;

const DAY_MS = 86_400_000;

export function reviewChange(decision: CompanyDecision): Change {
  const limit = decision.limitGranted == null ? "" : `, limit ${formatSterlingFull(decision.limitGranted)}`;
  return {
    kind: "review-due", key: `review-due:${decision.id}|${decision.reviewDate}`, title: `Review due: ${OUTCOME_LABELS[decision.outcome]}${limit}`,
    detail: `The decision of ${formatDate(decision.at)} by ${decision.author} (${OUTCOME_LABELS[decision.outcome]}${limit}) ` +
      `is due for review on ${formatDate(decision.reviewDate)}.`,
  };
}

/** The decisions in force whose review day falls in [earliest, today]: the index on review_date keeps this cheap. */
async function decisionsDueBetween(earliest: string, today: string): Promise<CompanyDecision[]> {
  const db = await database();
  const candidates = await db.query.selectFrom("company_decisions").select(["id", "company"])
    .where("review_date", ">=", earliest).where("review_date", "<=", today).execute();
  if (!candidates.length) return [];
  // Only a company's decision in force is reviewed (one superseded, awaiting or refused a second approver is not).
  const inForce = await decisionsInForce([...new Set(candidates.map((row) => row.company))]);
  return candidates.map((row) => inForce.get(row.company)).filter((decision, index): decision is CompanyDecision => decision?.id === candidates[index]!.id);
}

/**
 * Raises the reviews that fall due today (or fell due in the last week and were missed); answers the new alerts.
 * Cheap enough for every scheduler tick: a review already raised on a list is passed over before any write.
 */
export async function raiseReviewsDue(now: Date = new Date()): Promise<Array<Omit<Alert, "readAt">>> {
  const due = await decisionsDueBetween(todayUtc(new Date(now.getTime() - REVIEW_CATCH_UP_DAYS * DAY_MS)), todayUtc(now));
  if (!due.length) return [];
  const db = await database();
  const companies = [...new Set(due.map((decision) => decision.company))];
  const holders = await db.query.selectFrom("watchlist_companies").select(["watchlist_id", "company", "added_at"]).where("company", "in", companies).execute();
  const raised = await db.query.selectFrom("watch_alerts").select(["watchlist_id", "change_key"])
    .where("kind", "=", "review-due").where("company", "in", companies).execute();
  const already = new Set(raised.map((row) => `${row.watchlist_id} ${row.change_key}`));
  const created: Array<Omit<Alert, "readAt">> = [];
  for (const decision of due) {
    const change = reviewChange(decision);
    const endOfReviewDay = Date.parse(`${decision.reviewDate}T00:00:00Z`) + DAY_MS;
    for (const holder of holders) {
      if (holder.company !== decision.company || holder.added_at >= endOfReviewDay || already.has(`${holder.watchlist_id} ${change.key}`)) continue;
      created.push(...(await recordChanges(holder.watchlist_id, decision.company, [change], now.getTime())));
    }
  }
  return created;
}
