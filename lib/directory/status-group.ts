// Companies House status words → the few groups a search filters and ranks by.
import type { StatusGroup } from "./store";

export function statusGroup(status: string | null | undefined): StatusGroup {
  if (!status) return "unknown";
  const text = status.toLowerCase();
  if (/dissolved|removed|closed|converted|struck off$/.test(text)) return "dissolved";
  if (/liquidat|insolven/.test(text)) return "liquidation";
  if (/administ|receiver|voluntary arrangement/.test(text)) return "administration";
  if (/active|live|open|registered/.test(text)) return "active";
  return "unknown";
}
