// Companies House statuses → the few groups a search filters and ranks by. The directory's CSV holds words
// ("In Administration"), companies learned from the upstream may hold codes ("voluntary-arrangement"): both count.
import type { StatusGroup } from "./store";

export function statusGroup(status: string | null | undefined): StatusGroup {
  if (!status) return "unknown";
  const text = status.toLowerCase().replace(/[-_]+/g, " ");
  if (/dissolved|removed|closed|converted|struck off$/.test(text)) return "dissolved";
  if (/liquidat|insolven/.test(text)) return "liquidation";
  if (/administ|receiver|voluntary arrangement/.test(text)) return "administration";
  if (/active|live|open|registered/.test(text)) return "active";
  return "unknown";
}
