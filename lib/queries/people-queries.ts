// Query options for people across companies (issue 36): a person's appointments (GET /api/people/{pnr}) and the
// linked-company risk of a company's officers (GET /api/people?company=&pnr=), which the Officers tab and the risk
// summary share (one request when both name the same officers).
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { LinkedCompany } from "@/lib/people/linked-company-risk";
import type { OfficersLinkedAnswer, PersonAnswer } from "@/lib/people/person";
import { apiFetch, apiPath } from "./api-fetch";

export function personQuery(pnr: string) {
  return queryOptions({
    queryKey: ["person", { pnr }] as const,
    queryFn: ({ signal }) => apiFetch<PersonAnswer>(`/api/people/${encodeURIComponent(pnr)}`, { signal }),
  });
}

export function officersLinkedQuery(crn: string, pnrs: readonly number[]) {
  const people = [...new Set(pnrs)].sort((a, b) => a - b);
  return queryOptions({
    queryKey: ["officersLinked", { crn, people }] as const,
    queryFn: ({ signal }) => apiFetch<OfficersLinkedAnswer>(apiPath("/api/people", { company: crn, pnr: people.join(",") }), { signal }),
    enabled: people.length > 0,
  });
}

const NONE: readonly LinkedCompany[] = [];

/** The officers' linked companies; none while asked, or when the directory cannot say (the flag is then not raised). */
export function useLinkedCompanies(crn: string, directors: readonly { directorPnr: number | null }[]): readonly LinkedCompany[] {
  const pnrs = directors.map((director) => director.directorPnr).filter((pnr): pnr is number => pnr !== null && pnr > 0);
  return useQuery(officersLinkedQuery(crn, pnrs)).data?.linked ?? NONE;
}
