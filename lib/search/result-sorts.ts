// The sorts each search's results table offers, as table-state keys over the records the BFF returns. A BFF-paged
// search sorts the page it shows; the screens say so.
import { dateSortKey } from "@/lib/format/dates";
import { isLiveCharge } from "@/lib/company/charge-status";
import type { UpstreamRecord } from "@/lib/upstream/operations";
import type { SortValue } from "@/lib/url-state/table-state";

type Notice = UpstreamRecord<"govtProcurement">;
type ChargeEnvelope = UpstreamRecord<"unsecuredCharges">;
type Extract = UpstreamRecord<"internationalTrade">;

export const NOTICE_SORTS = ["relevance", "title", "buyer", "status", "closing", "value"] as const;
export const NOTICE_SORT_KEYS: Record<(typeof NOTICE_SORTS)[number], (row: Notice) => SortValue> = {
  relevance: () => 0,
  title: (row) => row.title,
  buyer: (row) => row.buyer_name,
  status: (row) => row.status,
  closing: (row) => dateSortKey(row.closing_date),
  value: (row) => row.awarded_value,
};

/** The latest registration among a company's charges in the result, compared as dates (the upstream mixes formats). */
export function latestRegistration(row: ChargeEnvelope): string | null {
  const dates = row.mortgages.map((charge) => charge.regDate).filter((date): date is string => Boolean(date));
  return dates.sort((a, b) => dateSortKey(a) - dateSortKey(b)).at(-1) ?? null;
}

export const CHARGE_RESULT_SORTS = ["relevance", "company", "charges", "live", "latest"] as const;
export const CHARGE_RESULT_SORT_KEYS: Record<(typeof CHARGE_RESULT_SORTS)[number], (row: ChargeEnvelope) => SortValue> = {
  relevance: () => 0,
  company: (row) => row.businessName,
  charges: (row) => row.mortgages.length,
  // Live as the company's Charges tab counts it: outstanding or partially satisfied.
  live: (row) => row.mortgages.filter(isLiveCharge).length,
  latest: (row) => dateSortKey(latestRegistration(row)),
};

export const EXTRACT_SORTS = ["relevance", "company", "incorporated", "employees", "turnover"] as const;
export const EXTRACT_SORT_KEYS: Record<(typeof EXTRACT_SORTS)[number], (row: Extract) => SortValue> = {
  relevance: () => 0,
  company: (row) => row.businessName,
  incorporated: (row) => dateSortKey(row.companyRegistrationDate),
  employees: (row) => row.numberOfEmployees,
  turnover: (row) => row.statutoryAccounts[0]?.turnover,
};
