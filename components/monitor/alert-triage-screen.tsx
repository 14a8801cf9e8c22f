import "server-only";
// One alert and its triage: what changed, who acknowledged it and who it is assigned to, its comments (oldest
// first, newest last, with author and time), the controls to act (./alert-triage-controls) and the full history.
import { Link } from "@/components/ui/link";
import { textLinkClassName } from "@/components/ui/text-link";
import { formatDate } from "@/lib/format/dates";
import type { alertDetail, Person } from "@/lib/monitor/triage-store";
import { AlertTriageControls } from "./alert-triage-controls";
import { triageWords } from "./alerts-screen";
import { SeverityBadge } from "./severity-badge";

const ACTION_WORDS: Record<string, string> = {
  acknowledged: "acknowledged it", unacknowledged: "withdrew the acknowledgement", assigned: "assigned it", unassigned: "unassigned it", commented: "commented",
};

export function AlertTriageScreen({ alert, colleagues, me }: { alert: Awaited<ReturnType<typeof alertDetail>>; colleagues: Person[]; me: string }) {
  return (
    <main id="main" className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-6 sm:px-6">
      <Link href="/alerts" className={`${textLinkClassName} text-sm underline`}>All alerts</Link>
      <div className="flex flex-wrap items-center gap-2">
        <SeverityBadge severity={alert.severity} />
        <h1 className="text-2xl font-semibold">{alert.title}</h1>
      </div>
      <p className="text-sm">{alert.detail}</p>
      <p className="text-xs text-ink-muted">
        <Link href={alert.evidence} className={`${textLinkClassName} underline`}>{alert.companyNumber}: see the evidence</Link>
        {" · "}{alert.watchlistName} · found {formatDate(alert.detectedAt)}
      </p>
      <p role="status" data-testid="triage" className="text-sm font-medium">{triageWords(alert.triage)}</p>
      <AlertTriageControls
        alertId={alert.id} acknowledged={alert.triage.acknowledged !== null} assignee={alert.triage.assignee?.username ?? ""} colleagues={colleagues} me={me}
      />
      <section aria-labelledby="comments-heading" className="flex flex-col gap-2">
        <h2 id="comments-heading" className="text-lg font-semibold">Comments</h2>
        {alert.comments.length === 0 ? <p className="text-sm text-ink-muted">No comments yet.</p> : (
          <ol data-testid="comments" className="flex flex-col gap-2">
            {alert.comments.map((comment, index) => (
              <li key={`${comment.at}-${index}`} className="rounded-lg border border-line bg-surface p-3">
                <p className="whitespace-pre-wrap break-words text-sm">{comment.body}</p>
                <p className="text-xs text-ink-muted">{comment.by.name} · {formatDate(comment.at)}</p>
              </li>
            ))}
          </ol>
        )}
      </section>
      <section aria-labelledby="history-heading" className="flex flex-col gap-2">
        <h2 id="history-heading" className="text-lg font-semibold">History</h2>
        {alert.history.length === 0 ? <p className="text-sm text-ink-muted">Not triaged yet.</p> : (
          <ol className="flex flex-col gap-1 text-sm">
            {alert.history.map((event, index) => (
              <li key={`${event.at}-${index}`}>
                {formatDate(event.at)}: {event.by.name} {ACTION_WORDS[event.action] ?? event.action}{event.assignee ? ` to ${event.assignee.name}` : ""}
              </li>
            ))}
          </ol>
        )}
      </section>
    </main>
  );
}
