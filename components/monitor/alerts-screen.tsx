import "server-only";
// /alerts: the inbox. Filters (company, list, kind, severity, unread, assigned to me, unacknowledged) and the order
// live in the URL (./alert-filters, nuqs); each alert says its level in words, what changed, its triage (who
// acknowledged it, who it is assigned to, how many comments) and links to its evidence on the company page.
import { Link } from "@/components/ui/link";
import { Badge } from "@/components/ui/badge";
import { textLinkClassName } from "@/components/ui/text-link";
import { formatDate } from "@/lib/format/dates";
import { ALERT_KIND_LABELS, ALERT_KINDS } from "@/lib/monitor/alert-kinds";
import type { Alert, AlertFilter } from "@/lib/monitor/alert-store";
import type { TriageFilter, TriageState } from "@/lib/monitor/triage-store";
import type { Watchlist } from "@/lib/monitor/watchlist-store";
import { SEVERITIES, SEVERITY_LABELS } from "@/lib/monitor/severity";
import { AlertFilters } from "./alert-filters";
import { MarkReadButton } from "./mark-read-button";
import { SeverityBadge } from "./severity-badge";

/** An alert's triage in words: "Acknowledged by Bob · Assigned to Alice · 2 comments", or "Not acknowledged". */
export function triageWords(triage: TriageState): string {
  const parts = [triage.acknowledged ? `Acknowledged by ${triage.acknowledged.by.name}` : "Not acknowledged"];
  if (triage.assignee) parts.push(`Assigned to ${triage.assignee.name}`);
  if (triage.comments) parts.push(`${triage.comments} comment${triage.comments === 1 ? "" : "s"}`);
  return parts.join(" · ");
}

export function AlertsScreen({ alerts, lists, filter, problem }: {
  alerts: Array<Alert & { triage?: TriageState }>; lists: Watchlist[]; filter: AlertFilter & TriageFilter; problem: string | null;
}) {
  const names = new Map(lists.map((list) => [list.id, list.name]));
  const search = new URLSearchParams();
  if (filter.companyNumber) search.set("companyNumber", filter.companyNumber);
  if (filter.watchlist) search.set("watchlist", filter.watchlist);
  if (filter.kind) search.set("kind", filter.kind);
  if (filter.severity) search.set("severity", filter.severity);
  const unread = alerts.filter((alert) => !alert.readAt).length;
  // "Mark all read" marks what the alert filters select; with a triage filter that is more than is shown, so it is not offered.
  const triageFiltered = filter.assignedToMe === true || filter.acknowledged !== undefined;
  return (
    <main id="main" className="mx-auto flex w-full max-w-6xl flex-col gap-5 px-4 py-6 sm:px-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-semibold">Alerts</h1>
        <Link href="/alerts/severity" className={`${textLinkClassName} text-sm underline`}>Severity levels</Link>
      </div>
      <AlertFilters
        lists={lists.map((list) => ({ value: list.id, label: list.name }))}
        kinds={ALERT_KINDS.map((kind) => ({ value: kind, label: ALERT_KIND_LABELS[kind] }))}
        severities={SEVERITIES.map((level) => ({ value: level, label: SEVERITY_LABELS[level] }))}
      >
        {unread > 0 && !triageFiltered && <MarkReadButton query={search.size ? `?${search}` : ""} label="Mark all read" />}
      </AlertFilters>
      {problem && <p role="alert" className="text-sm text-danger">{problem}</p>}
      <p role="status" className="text-sm text-ink-muted">{alerts.length.toLocaleString("en-GB")} alerts, {unread.toLocaleString("en-GB")} unread</p>
      {alerts.length === 0 ? (
        <p className="text-sm text-ink-muted">No alerts match. Alerts appear when a re-check finds a change on a watched company.</p>
      ) : (
        <ul data-testid="alerts" className="flex flex-col divide-y divide-line rounded-lg border border-line bg-surface">
          {alerts.map((alert) => (
            <li key={alert.id} className="flex flex-col gap-1 p-3 sm:flex-row sm:items-start sm:justify-between">
              <div className="flex flex-col gap-1">
                <div className="flex flex-wrap items-center gap-2">
                  <SeverityBadge severity={alert.severity} />
                  {!alert.readAt && <Badge tone="brand">New</Badge>}
                  <span className="font-medium">{alert.title}</span>
                </div>
                <p className="text-sm">{alert.detail}</p>
                <p className="text-xs text-ink-muted">
                  <Link href={alert.evidence} className={`${textLinkClassName} underline`}>{alert.companyNumber}: see the evidence</Link>
                  {" · "}{names.get(alert.watchlistId) ?? "a list"} · found {formatDate(alert.detectedAt)}
                </p>
                {alert.triage && (
                  <p className="text-xs" data-testid="triage">
                    {triageWords(alert.triage)}
                    {" · "}<Link href={`/alerts/${alert.id}`} className={`${textLinkClassName} underline`}>Triage<span className="sr-only">: {alert.title}</span></Link>
                  </p>
                )}
              </div>
              {!alert.readAt && <MarkReadButton ids={[alert.id]} label="Mark read" />}
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
