import "server-only";
// A watchlist as its page shows it: every company with its name, status, credit band and suggested limit from the
// list's own last good snapshot, the team's decision in force (the exposure), its last change, the user's unread alerts, when it was last checked and, when the last check
// failed, why (a failure is shown, never taken for "nothing changed").
import { RISK_BAND_LABELS } from "../assessment/risk-band";
import { decisionsInForce } from "../decisions/store";
import { listAlerts } from "./alert-store";
import type { Severity } from "./severity";
import { portfolioStates } from "./snapshot-store";
import type { PortfolioRow } from "./watchlist-answers";
import { listCompanies, type Watchlist } from "./watchlist-store";

// A company as the list's page shows it (its schema: ./watchlist-answers.ts).
export type { PortfolioRow };
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

export async function portfolio(list: Watchlist, username: string): Promise<Watchlist & { companies: PortfolioRow[] }> {
  const members = await listCompanies(list.id);
  const numbers = members.map((member) => member.company);
  // Each read is synchronous under SQLite (tens of ms for a 10,000-company list): one at a time, the event loop let
  // in between, so they never add up to one long hold of it.
  await nextTurn();
  const decisions = await decisionsInForce(numbers);
  await nextTurn();
  const states = await portfolioStates(list.id, numbers);
  await nextTurn();
  const alerts = await listAlerts(username, { watchlist: list.id });
  const latest = new Map<string, { title: string; detectedAt: string; severity: Severity }>();
  const unread = new Map<string, number>();
  // Newest first: the first alert seen for a company is its last change.
  for (const alert of alerts) {
    if (!latest.has(alert.companyNumber)) latest.set(alert.companyNumber, { title: alert.title, detectedAt: alert.detectedAt, severity: alert.severity });
    if (!alert.readAt) unread.set(alert.companyNumber, (unread.get(alert.companyNumber) ?? 0) + 1);
  }
  const companies = members.map((member): PortfolioRow => {
    const state = states.get(member.company);
    const snapshot = state?.snapshot ?? null;
    const decision = decisions.get(member.company);
    return {
      decision: decision
        ? { outcome: decision.outcome, limitGranted: decision.limitGranted, override: decision.override, reviewDate: decision.reviewDate }
        : null,
      companyNumber: member.company, name: snapshot?.name ?? null, status: snapshot?.status ?? null, band: snapshot?.band ?? null,
      bandLabel: snapshot?.band ? RISK_BAND_LABELS[snapshot.band] : null, limit: snapshot?.limit ?? null,
      policyVersion: snapshot?.policyVersion ?? null, debt: snapshot?.debt ?? null,
      lastChange: latest.get(member.company) ?? null, unreadAlerts: unread.get(member.company) ?? 0,
      lastCheckedAt: state?.checkedAt ?? null, checkError: state?.error ?? null, addedAt: member.addedAt,
    };
  });
  return { ...list, companies };
}
