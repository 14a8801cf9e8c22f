// Query options for the Assessment tab and the header: the derived assessment, and the team's notes and decisions
// (with the mutations that add to them). Keys follow the app's scheme: [name, { every input }].
import { queryOptions } from "@tanstack/react-query";
import type { Assessment } from "@/lib/assessment/assessment";
import type { CompanyDecision, CompanyNote, DecisionInput, DecisionsAnswer, NotesAnswer } from "@/lib/decisions/decision-input";
import { apiFetch } from "./api-fetch";

const path = (crn: string, what: "notes" | "decisions") => `/api/companies/${encodeURIComponent(crn)}/${what}`;

export function assessmentQuery(crn: string) {
  return queryOptions({
    queryKey: ["assessment", { crn }] as const,
    queryFn: ({ signal }) => apiFetch<Assessment>(`/api/assessments/${encodeURIComponent(crn)}`, { signal }),
  });
}

export function companyNotesQuery(crn: string) {
  return queryOptions({
    queryKey: ["companyNotes", { crn }] as const,
    queryFn: ({ signal }) => apiFetch<NotesAnswer>(path(crn, "notes"), { signal }),
  });
}

/** `viewer`: who is asking, so the screen offers the second approval only to someone other than the recorder. */
export type { DecisionsAnswer };

export function companyDecisionsQuery(crn: string) {
  return queryOptions({
    queryKey: ["companyDecisions", { crn }] as const,
    queryFn: ({ signal }) => apiFetch<DecisionsAnswer>(path(crn, "decisions"), { signal }),
  });
}

export function addNote(crn: string, body: string): Promise<CompanyNote> {
  return apiFetch<CompanyNote>(path(crn, "notes"), { method: "POST", body: { body } });
}

/** The form's values as sent: the server applies its schema and names any field it refuses (a limit that does not
 * read as a number is sent as typed, for the server to name). */
export type DecisionDraft = Omit<DecisionInput, "currency" | "limitGranted" | "outcome"> & {
  limitGranted: number | string | null;
  /** Null until the analyst picks one (none is preselected): the server names the field. */
  outcome: DecisionInput["outcome"] | null;
};

export function recordDecision(crn: string, draft: DecisionDraft): Promise<CompanyDecision> {
  return apiFetch<CompanyDecision>(path(crn, "decisions"), { method: "POST", body: draft });
}

export function decideApproval(crn: string, id: number, approve: boolean, comment: string | null): Promise<CompanyDecision> {
  return apiFetch<CompanyDecision>(`${path(crn, "decisions")}/${id}/approval`, { method: "POST", body: { approve, comment } });
}
