// Query options for the Screening tab: the company's screening with each match's reviews, and the review an analyst
// sends. Keys follow the app's scheme: [name, { every input }].
import { queryOptions } from "@tanstack/react-query";
import type { ReviewVerdict } from "@/lib/screening/review-input";
import type { ReviewedScreening } from "@/lib/screening/reviewed-screening";
import type { SubjectKind } from "@/lib/screening/subjects";
import { ApiError, apiFetch } from "./api-fetch";

const path = (crn: string) => `/api/screening/${encodeURIComponent(crn)}`;

export function companyScreeningQuery(crn: string) {
  return queryOptions({
    queryKey: ["companyScreening", { crn }] as const,
    queryFn: ({ signal }) => apiFetch<ReviewedScreening>(path(crn), { signal }),
    // No list loaded stays so until an operator loads one: said at once, not after the retries a failure earns.
    retry: (failures: number, error: Error) => failures < 2 && !(error instanceof ApiError && (error.status < 500 || error.code === "screening-unavailable")),
  });
}

/** The review as the form sends it: the server applies its schema (a false positive needs a reason) and names the field. */
export interface ReviewDraft {
  subject: { kind: SubjectKind; role: string; name: string };
  entityId: string;
  verdict: ReviewVerdict;
  reason: string;
}

export function reviewMatch(crn: string, draft: ReviewDraft): Promise<unknown> {
  return apiFetch(`${path(crn)}/reviews`, { method: "POST", body: draft });
}
