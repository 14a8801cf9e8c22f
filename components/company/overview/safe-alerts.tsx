// The upstream's safe alerts, each saying which risk flag it restates (the risk summary counts it there). It reads
// every flag's rule, so the Overview loads it apart from its first chunks, as the shell does the risk summary.
import { formatDate } from "@/lib/format/dates";
import { alertSubject } from "@/lib/company/restated-alerts";
import { riskItems } from "@/lib/company/risk";
import type { CompanyProfile } from "@/lib/upstream/schemas/company";

export function SafeAlerts({ profile }: { profile: CompanyProfile }) {
  if (!profile.safealertsinformation.length) return <p className="text-ink-muted">No safe alerts recorded.</p>;
  const raised = new Map(riskItems(profile).map((item) => [item.id, item.title]));
  return (
    <ul className="space-y-2">
      {profile.safealertsinformation.map((alert, index) => {
        const restated = raised.get(alertSubject(alert) ?? "");
        return (
          <li key={index}>
            <span className="font-medium">{alert.alertCodeTitle ?? alert.alertCode}</span>
            <span className="text-sm text-ink-muted"> · {formatDate(alert.alertDate)}</span>
            {alert.alertDetail1 && <p className="text-sm">{alert.alertDetail1}</p>}
            {restated && (
              <p className="text-sm text-ink-muted" data-testid="alert-restates">
                Restates the risk summary&apos;s &ldquo;{restated}&rdquo; flag, where it is counted.
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
