// What the ownership graph reads of one company's profile: its controllers (PSCs, with their raw nature-of-control
// codes for BODS and Companies House's words for the screen), its shareholders with their share of all shares, and
// the parent and ultimate parent its group structure names. Pure, so the graph can be built and tested without HTTP.
import { parentOf, type GroupCompany } from "@/lib/company/group";
import { natureOfControlCodes } from "@/lib/company/nature-of-control";
import { pscRows } from "@/lib/company/psc-rows";
import { shareholdings } from "@/lib/company/shareholdings";
import type { OperationResult } from "@/lib/upstream/operations";
import { normaliseCompanyNumber } from "@/lib/upstream/company-number";

export interface ControllerFact {
  name: string | null;
  corporate: boolean;
  /** A UK company number the dashboard can follow; null for people and for entities registered elsewhere. */
  companyNumber: string | null;
  /** Legal form, registration and place, as registered, for an entity that is not followed. */
  registered: string | null;
  notified: string | null;
  ceased: string | null;
  natureCodes: string[];
  natureWords: string[];
  birthDate: string | null;
  nationality: string | null;
}

export interface HolderFact {
  name: string;
  companyNumber: string | null;
  /** Percent of all shares issued; null when the share counts are missing. */
  percentOfAll: number | null;
  className: string;
}

export interface OwnershipFacts {
  number: string;
  name: string | null;
  status: string | null;
  controllers: ControllerFact[];
  holders: HolderFact[];
  parent: GroupCompany | null;
  ultimateParent: GroupCompany | null;
}

type Profile = OperationResult<"companyProfile">;

export function ownershipFacts(profile: Profile, crn: string): OwnershipFacts {
  const number = normaliseCompanyNumber(profile.companyRegistrationNumber ?? crn) ?? crn;
  const { parent, ultimateParent } = parentOf(profile.groupStructures, number);
  const controllers = (profile.pscData ?? []).map((psc): ControllerFact => {
    const [row] = pscRows([psc]);
    return {
      name: psc.pscName?.trim() || null, corporate: row.corporate, companyNumber: row.companyNumber, registered: row.registered,
      notified: psc.notifiedDate, ceased: psc.ceasedDate || null,
      natureCodes: natureOfControlCodes(psc.natureOfControl), natureWords: row.natureOfControl,
      birthDate: row.corporate ? null : psc.dataOfBirth, nationality: row.nationality,
    };
  });
  const numbered = [parent, ultimateParent].flatMap((company) => (company?.crn ? [{ name: company.name, number: company.crn }] : []))
    .concat(controllers.flatMap((item) => (item.companyNumber ? [{ name: item.name, number: item.companyNumber }] : [])));
  const holders = shareholdings(profile.shareDetails ?? [], numbered).holders.map((holder) => ({
    name: holder.name, companyNumber: holder.companyNumber, percentOfAll: holder.ofAll, className: holder.className,
  }));
  return { number, name: profile.businessName ?? null, status: profile.companyStatus ?? null, controllers, holders, parent, ultimateParent };
}
