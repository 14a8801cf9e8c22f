import "server-only";
// The report's screening: the company screened against the lists in force, from the profile the report gathered,
// each match with its review. The screening store is the dashboard's own: it failing leaves the section in the
// report saying so; no list loaded leaves it empty, saying that.
import { log } from "@/lib/log";
import { serverScreeningStore } from "@/lib/screening/list-reload-start";
import { DEFAULT_SCREENING_THRESHOLD, screenCompany } from "@/lib/screening/screen";
import type { CompanyProfile } from "@/lib/upstream/schemas/company";
import type { Fetched } from "./build/section";
import type { ReportScreening } from "./screening-schema";

export async function gatherScreening(crn: string, profile: CompanyProfile | null, now: Date): Promise<Fetched<ReportScreening>> {
  if (!profile) return { kind: "failed", reason: "the company profile, which names whom to screen, could not be read." };
  try {
    const store = serverScreeningStore();
    if ((await store.listsInForce()).length === 0) return { kind: "empty" };
    const threshold = DEFAULT_SCREENING_THRESHOLD;
    const answer = await screenCompany(store, profile, { threshold, now });
    return {
      kind: "ok",
      body: {
        ...answer, threshold,
        subjects: answer.subjects.map((subject) => ({ ...subject, matches: subject.matches.map((match) => ({ ...match, review: null, reviews: [] })) })),
      },
    };
  } catch (error) {
    log.error({ crn, err: error instanceof Error ? error.message : String(error) }, "report: screening not read");
    return { kind: "failed", reason: "the screening store could not be read." };
  }
}
