// Query-option factories for the company page, one per BFF operation. Keys follow the app's one scheme:
// [operationId, { every input }], so two screens asking the same question share one cache entry
// (the profile is fetched once and read by the header, the risk summary and several tabs).
import { queryOptions } from "@tanstack/react-query";
import type { OperationResult } from "@/lib/upstream/operations";
import type { CCJ_STATUSES } from "@/lib/upstream/operations";
import { apiFetch, apiPath } from "./api-fetch";
import { noneWhenNotRecorded } from "./not-recorded";

export type CcjStatus = (typeof CCJ_STATUSES)[number];

const company = (crn: string) => `/api/companies/${encodeURIComponent(crn)}`;
const byCrn = (prefix: string, crn: string) => `/api/${prefix}/${encodeURIComponent(crn)}`;

export function companyProfileQuery(crn: string) {
  return queryOptions({
    queryKey: ["companyProfile", { crn }] as const,
    queryFn: ({ signal }) => apiFetch<OperationResult<"companyProfile">>(company(crn), { signal }),
  });
}

export function companyTradingAddressQuery(crn: string) {
  return queryOptions({
    queryKey: ["companyTradingAddress", { crn }] as const,
    queryFn: ({ signal }) => apiFetch<OperationResult<"companyTradingAddress">>(`${company(crn)}/trading-address`, { signal }),
  });
}

export function companyOfficersQuery(crn: string) {
  return queryOptions({
    queryKey: ["companyOfficers", { crn }] as const,
    queryFn: ({ signal }) => apiFetch<OperationResult<"companyOfficers">>(`${company(crn)}/officers`, { signal }),
  });
}

export function companyDocumentsQuery(crn: string) {
  return queryOptions({
    queryKey: ["companyDocuments", { crn }] as const,
    queryFn: ({ signal }) => apiFetch<OperationResult<"companyDocuments">>(`${company(crn)}/documents`, { signal }),
  });
}

/** The company's charges, or null when it has none registered (the operation answers 404, as most companies' do). */
export function companyChargesQuery(crn: string) {
  return queryOptions({
    queryKey: ["companyCharges", { crn }] as const,
    queryFn: ({ signal }) => noneWhenNotRecorded(apiFetch<OperationResult<"companyCharges">>(byCrn("charges", crn), { signal })),
  });
}

export function companyPscQuery(crn: string) {
  return queryOptions({
    queryKey: ["companyPsc", { crn }] as const,
    queryFn: ({ signal }) => apiFetch<OperationResult<"companyPsc">>(byCrn("psc", crn), { signal }),
  });
}

export function companyCcjsQuery(crn: string, status: CcjStatus | null) {
  return queryOptions({
    queryKey: ["companyCcjs", { crn, status }] as const,
    queryFn: ({ signal }) => apiFetch<OperationResult<"companyCcjs">>(apiPath(byCrn("ccj", crn), { status }), { signal }),
  });
}

export function companyPropertyQuery(crn: string) {
  return queryOptions({
    queryKey: ["companyProperty", { crn }] as const,
    queryFn: ({ signal }) =>
      apiFetch<OperationResult<"companyProperty">>(byCrn("property-register/company-number", crn), { signal }),
  });
}
