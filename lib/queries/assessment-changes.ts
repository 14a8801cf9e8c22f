// Query options for the Assessment tab's "Why it changed": the three comparisons the server works out
// (lib/policy/why-changed). The key carries the decision in force, the one input the answer rests on that the
// browser changes (recording a decision).
import { queryOptions } from "@tanstack/react-query";
import type { AssessmentChanges } from "@/lib/policy/why-changed";
import { apiFetch } from "./api-fetch";

export function assessmentChangesQuery(crn: string, decision: number | null) {
  return queryOptions({
    queryKey: ["assessmentChanges", { crn, decision }] as const,
    queryFn: ({ signal }) => apiFetch<AssessmentChanges>(`/api/assessments/${encodeURIComponent(crn)}/changes`, { signal }),
  });
}
