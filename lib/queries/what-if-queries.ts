// The what-if call of the Assessment tab: figures for one year sent as typed (a figure that does not read as a
// number is sent as text, for the server to name), the assessment they would give answered. Nothing is cached under
// the assessment's key: a what-if never stands in for the recorded verdict.
import type { WhatIfAssessment } from "@/lib/assessment/what-if";
import { apiFetch } from "./api-fetch";

export interface WhatIfDraft {
  yearEnded: string;
  figures: Record<string, number | string>;
}

export function runWhatIf(crn: string, draft: WhatIfDraft): Promise<WhatIfAssessment> {
  return apiFetch<WhatIfAssessment>(`/api/assessments/${encodeURIComponent(crn)}/what-if`, { method: "POST", body: draft });
}
