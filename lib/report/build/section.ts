// How each section of the report records what happened to its data: shown, none recorded, or not available
// because the data service did not answer. A failed section still appears, saying so.
import { SECTION_TITLES, type ReportSectionId, type SectionStatus } from "../model";

/** What one upstream lookup produced for the report. */
export type Fetched<T> = { kind: "ok"; body: T } | { kind: "empty" } | { kind: "failed"; reason: string };

export interface Section<D> {
  status: SectionStatus;
  note: string | null;
  data: D;
}

const EMPTY_NOTES: Record<ReportSectionId, string> = {
  company: "No profile recorded.",
  summary: "No risk flags raised and no accounts to summarise.",
  assessment: "No statutory accounts filed: there are no scores and no suggested limit.",
  decisions: "No decision or notes recorded.",
  screening: "No screening list loaded: the company and its people were not screened.",
  tradingAddresses: "No trading addresses recorded.",
  officers: "No officers recorded.",
  psc: "No persons with significant control recorded.",
  shares: "No share details recorded.",
  group: "No group structure recorded.",
  ownership: "No owners, controllers or group companies recorded.",
  financials: "No statutory accounts filed: there are no figures to show.",
  charges: "No charges registered.",
  ccjs: "No county court judgments recorded.",
  property: "No property titles recorded.",
  filings: "No filings recorded.",
};

export function notAvailable(id: ReportSectionId, reason: string): string {
  return `${SECTION_TITLES[id]}: not available — ${reason}`;
}

/**
 * Builds a section from a lookup: `build` turns the answer into the section's data and `isEmpty` says whether
 * there is anything to show; a failed lookup keeps `fallback` (empty) data and a note naming the reason.
 */
export function sectionFrom<T, D>(
  id: ReportSectionId,
  fetched: Fetched<T>,
  build: (body: T) => D,
  fallback: D,
  isEmpty: (data: D) => boolean,
): Section<D> {
  if (fetched.kind === "failed") return { status: "failed", note: notAvailable(id, fetched.reason), data: fallback };
  const data = fetched.kind === "ok" ? build(fetched.body) : fallback;
  return isEmpty(data) ? { status: "empty", note: EMPTY_NOTES[id], data } : { status: "ok", note: null, data };
}

export const isEmptyList = (data: readonly unknown[]) => data.length === 0;
