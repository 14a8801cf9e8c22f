import "server-only";
// Linked-company risk of a company's officers as the server reads it for the report (the page asks GET /api/people):
// the directory's appointments of the profile's officers, through the one derivation. The directory failing leaves
// the flag out (logged), as the page's risk summary does when its request fails.
import { directoryStore } from "@/lib/directory/directory";
import { log } from "@/lib/log";
import type { CompanyProfile } from "@/lib/upstream/schemas/company";
import { type LinkedCompany, linkedCompanyRisk } from "./linked-company-risk";

export async function companyLinkedRisk(crn: string, profile: CompanyProfile | null, now: Date): Promise<LinkedCompany[]> {
  const pnrs = (profile?.directorsData ?? []).map((director) => director.directorPnr).filter((pnr): pnr is number => pnr !== null && pnr > 0);
  if (!pnrs.length) return [];
  try {
    return linkedCompanyRisk(await directoryStore().appointmentsOf(pnrs), now, crn);
  } catch (error) {
    log.error({ crn, err: error instanceof Error ? error.message : String(error) }, "report: officers' linked companies not read");
    return [];
  }
}
