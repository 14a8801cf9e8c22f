// Safe alerts that restate a flag the profile's own fields already raise (the service's "Liquidation" alert beside a
// liquidation status, its "Negative net worth" beside the accounts' negative net worth): a fact is flagged once, so
// such an alert is shown under that flag, and only the alerts that say something new make the safe-alerts warning.
// An alert whose flag is not raised (the record disagrees with the alert) still stands on its own.
import type { CompanyProfile } from "@/lib/upstream/schemas/company";
import { formatDate } from "@/lib/format/dates";

export type SafeAlert = CompanyProfile["safealertsinformation"][number];

/** Which flag (lib/company/risk-flags' ids) an alert restates: by its code, or by the words of its title. */
const RESTATES: ReadonlyArray<{ flag: string; codes: readonly string[]; words: RegExp }> = [
  { flag: "dissolved", codes: ["DIS"], words: /dissolv/i },
  { flag: "liquidation", codes: ["LIQ"], words: /liquidat|winding[\s-]*up/i },
  { flag: "administration", codes: ["ADM"], words: /administrat/i },
  { flag: "receivership", codes: ["REC"], words: /receiver/i },
  { flag: "strike-off", codes: [], words: /strik\w*[\s-]*off/i },
  { flag: "voluntary-arrangement", codes: ["CVA"], words: /voluntary[\s_-]+arrangement/i },
  { flag: "ccjs", codes: ["CCJ"], words: /county court|judg(e)?ment/i },
  { flag: "negative-net-worth", codes: ["NNW"], words: /negative net worth|net liabilities/i },
  { flag: "accounts-overdue", codes: [], words: /accounts?\s+overdue|overdue\s+accounts/i },
];

/** The flag this alert restates, whether or not that flag is raised; null for an alert of another kind. */
export function alertSubject(alert: SafeAlert): string | null {
  const code = alert.alertCode?.trim().toUpperCase() ?? "";
  const title = alert.alertCodeTitle ?? "";
  return RESTATES.find((entry) => entry.codes.includes(code) || entry.words.test(title))?.flag ?? null;
}

export interface AlertsSplit {
  /** Alerts restating a raised flag, by that flag's id. */
  restating: Map<string, SafeAlert[]>;
  /** Alerts that say something no raised flag says. */
  own: SafeAlert[];
}

/** `raised`: the ids of the flags the profile's own fields raise. */
export function splitAlerts(alerts: readonly SafeAlert[], raised: ReadonlySet<string>): AlertsSplit {
  const restating = new Map<string, SafeAlert[]>();
  const own: SafeAlert[] = [];
  for (const alert of alerts) {
    const flag = alertSubject(alert);
    if (flag && raised.has(flag)) restating.set(flag, [...(restating.get(flag) ?? []), alert]);
    else own.push(alert);
  }
  return { restating, own };
}

export function alertTitle(alert: SafeAlert): string {
  return alert.alertCodeTitle?.trim() || alert.alertCode?.trim() || "Alert";
}

/** How a flag names the alerts that restate it: "also the service's safe alert: Liquidation (12 Mar 2025)". */
export function restatedAlertsNote(alerts: readonly SafeAlert[]): string {
  const named = alerts.map((alert) => `${alertTitle(alert)}${alert.alertDate ? ` (${formatDate(alert.alertDate)})` : ""}`);
  return `also the service's safe alert${alerts.length === 1 ? "" : "s"}: ${named.join(", ")}`;
}
