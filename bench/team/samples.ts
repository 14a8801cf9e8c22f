// What the team arm records: one timed answer over HTTP, one timed step in Chromium, and which answers are errors.
import type { Step } from "./script";

export type RequestKind = "document" | "rsc" | "api" | "pdf";

export interface HttpSample {
  kind: RequestKind;
  /** The step and the request's template, e.g. "tab officers: GET /api/companies/{crn}/officers". */
  label: string;
  ms: number;
  status: number;
  /** An answer the page expects and shows as such (a 404 "not recorded"), not an error. */
  expected: boolean;
  /** When it was sent (performance.now()). */
  at: number;
}

export interface BrowserTiming {
  step: Step["kind"];
  /** "usable tab" for the three tabs and the assessment, else the step's own name. */
  measure: string;
  ms: number;
  ok: boolean;
  detail?: string;
  /** When the step began (performance.now()). */
  at: number;
  /**
   * A tab's time as Playwright's polling wait saw it (from before its click to the poll that found the answer), beside
   * `ms`, the page's own time from the press to the frame that drew it.
   */
  polledMs?: number;
  /** The first time this analyst's browser did this measure with this detail (its code and styles not yet cached). */
  firstInBrowser?: boolean;
  /**
   * A tab's wait on the server: from the press to the end of the last same-origin answer the page received before it
   * was usable (its page payload, its lookups, a prefetch still in flight), by the page's own Resource Timing. The rest
   * of `ms` is the page's own work (scripts, rendering) and the browser's scheduling.
   */
  networkMs?: number;
}

/**
 * The page's own rule (lib/queries/not-recorded.ts): a 404 whose problem code is "not-found" is the service saying it
 * holds nothing of that kind for the company, shown as "None recorded", not a failure.
 */
export function isNotRecordedAnswer(status: number, body: unknown): boolean {
  return status === 404 && typeof body === "object" && body !== null && (body as { code?: unknown }).code === "not-found";
}

export function isError(sample: Pick<HttpSample, "status" | "expected">): boolean {
  const ok = (sample.status >= 200 && sample.status < 300) || sample.status === 304;
  return !ok && !sample.expected;
}
