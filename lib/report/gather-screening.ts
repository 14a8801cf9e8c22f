import "server-only";
// The report's screening: the company screened against the lists in force, from the profile the report gathered,
// each match with its reviews, through the one function the Screening tab reads (lib/screening/company-screening).
// The screening store is the dashboard's own: it failing leaves the section in the report saying so; no list loaded
// leaves it empty, saying that.
import { log } from "@/lib/log";
import { screenProfile } from "@/lib/screening/company-screening";
import type { CompanyProfile } from "@/lib/upstream/schemas/company";
import type { Fetched } from "./build/section";
import type { ReportScreening } from "./screening-schema";

export async function gatherScreening(crn: string, profile: CompanyProfile | null, now: Date): Promise<Fetched<ReportScreening>> {
  if (!profile) return { kind: "failed", reason: "the company profile, which names whom to screen, could not be read." };
  try {
    const screening = await screenProfile(crn, profile, { now });
    return screening ? { kind: "ok", body: screening } : { kind: "empty" };
  } catch (error) {
    log.error({ crn, err: error instanceof Error ? error.message : String(error) }, "report: screening not read");
    return { kind: "failed", reason: "the screening store could not be read." };
  }
}
