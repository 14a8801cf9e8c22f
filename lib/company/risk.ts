// What the risk summary flags, derived from the profile alone (so it shows on every tab with one fetch). Each item
// names the tab holding its evidence. The rules and levels are the table in ./risk-flags; this applies it.
import type { CompanyProfile } from "@/lib/upstream/schemas/company";
import { RISK_FLAGS, RISK_LEVELS, type RiskContext, type RiskEvidenceTab, type RiskLevel } from "./risk-flags";
import { restatedAlertsNote, splitAlerts } from "./restated-alerts";

export interface RiskItem {
  id: string;
  severity: RiskLevel;
  title: string;
  detail: string;
  tab: RiskEvidenceTab;
  /** Search parameters or a fragment that narrow the evidence, e.g. "?status=resigned". */
  suffix?: string;
}

/**
 * Every flag the profile raises, highest level first (the table's order within a level). A safe alert restating a
 * raised flag is named in that flag's detail (./restated-alerts), not counted again as a safe alert.
 */
export function riskItems(profile: CompanyProfile, now: Date = new Date(), context: RiskContext = {}): RiskItem[] {
  const raised = new Set<string>();
  const items: RiskItem[] = [];
  for (const flag of RISK_FLAGS) {
    const finding = flag.find(profile, now, raised, context);
    if (!finding) continue;
    raised.add(flag.id);
    items.push({ id: flag.id, severity: flag.level, tab: flag.tab, ...finding });
  }
  const { restating } = splitAlerts(profile.safealertsinformation, raised);
  for (const item of items) {
    const alerts = restating.get(item.id);
    if (alerts) item.detail = `${item.detail}; ${restatedAlertsNote(alerts)}`;
  }
  return items.sort((a, b) => RISK_LEVELS.indexOf(a.severity) - RISK_LEVELS.indexOf(b.severity));
}
