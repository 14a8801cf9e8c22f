// What the risk summary flags, derived from the profile alone (so it shows on every tab with one fetch). Each item
// names the tab holding its evidence. The rules and levels are the table in ./risk-flags; this applies it.
import type { CompanyProfile } from "@/lib/upstream/schemas/company";
import { RISK_FLAGS, RISK_LEVELS, type RiskEvidenceTab, type RiskLevel } from "./risk-flags";

export interface RiskItem {
  id: string;
  severity: RiskLevel;
  title: string;
  detail: string;
  tab: RiskEvidenceTab;
  /** Search parameters or a fragment that narrow the evidence, e.g. "?status=resigned". */
  suffix?: string;
}

/** Every flag the profile raises, highest level first (the table's order within a level). */
export function riskItems(profile: CompanyProfile, now: Date = new Date()): RiskItem[] {
  const items = RISK_FLAGS.flatMap((flag) => {
    const finding = flag.find(profile, now);
    return finding ? [{ id: flag.id, severity: flag.level, tab: flag.tab, ...finding }] : [];
  });
  return items.sort((a, b) => RISK_LEVELS.indexOf(a.severity) - RISK_LEVELS.indexOf(b.severity));
}
