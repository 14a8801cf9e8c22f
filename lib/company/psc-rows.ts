// The persons with significant control as the PSC tab and the report list them: who they are, whether they are a
// corporate entity, and the facts that apply to that kind of controller. Dates stay as the upstream wrote them.
import { formatAddress } from "@/lib/format/address";
import { normaliseCompanyNumber } from "@/lib/upstream/company-number";
import { dateSortKey } from "@/lib/format/dates";
import type { UpstreamRecord } from "@/lib/upstream/operations";
import { natureOfControlPhrases } from "./nature-of-control";

type Psc = UpstreamRecord<"companyPsc">;

export interface PscRow {
  name: string;
  corporate: boolean;
  current: boolean;
  notified: string | null;
  ceased: string | null;
  natureOfControl: string[];
  /** Individuals only. */
  nationality: string | null;
  countryOfResidence: string | null;
  /** Corporate entities only: legal form, registration number and where registered, in one line. */
  registered: string | null;
  governingLaw: string | null;
  address: string | null;
  /** A corporate controller's company number, when its registration number is a UK company number. */
  companyNumber: string | null;
}

const ADDRESS_FIELDS = ["premisesNumber", "addressLine1", "addressLine2", "locality", "region", "postalCode"];

/** The upstream has no single "kind" field: a corporate controller shows in its control type or its registration. */
export function isCorporatePsc(psc: Psc): boolean {
  return /corporate|legal|entity|company/i.test(psc.controlType ?? "") || Boolean(psc.legalForm || psc.regNumber);
}

/** Registered at Companies House, so that its registration number is a company number the dashboard can open. */
function ukRegistered(psc: Psc): boolean {
  const where = [psc.regPlace, psc.regCountry, psc.legalAuthority].filter(Boolean).join(" ");
  return /companies house|register of companies|companies act|england|wales|scotland|northern ireland|united kingdom/i.test(where);
}

/** Current controllers first, then ceased, each newest notification first. */
export function pscRows(items: readonly Psc[]): PscRow[] {
  return [...items]
    .sort((a, b) => Number(Boolean(a.ceasedDate)) - Number(Boolean(b.ceasedDate)) || dateSortKey(b.notifiedDate) - dateSortKey(a.notifiedDate))
    .map((psc) => {
      const corporate = isCorporatePsc(psc);
      return {
        name: psc.pscName ?? "Name not given",
        corporate,
        current: !psc.ceasedDate,
        notified: psc.notifiedDate,
        ceased: psc.ceasedDate || null,
        natureOfControl: natureOfControlPhrases(psc.natureOfControl),
        nationality: corporate ? null : psc.nationality,
        countryOfResidence: corporate ? null : psc.countryOfResidence,
        registered: corporate ? [psc.legalForm, psc.regNumber, psc.regPlace ?? psc.regCountry].filter(Boolean).join(", ") || null : null,
        governingLaw: corporate ? psc.legalAuthority : null,
        address: formatAddress(psc, ADDRESS_FIELDS),
        companyNumber: corporate && psc.regNumber && ukRegistered(psc) ? normaliseCompanyNumber(psc.regNumber) : null,
      };
    });
}
