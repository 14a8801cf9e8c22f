// Companies House's nature-of-control codes as BODS 0.4 interests (interestType codelist): shares and voting rights
// with the band as minimum/maximum (the top band "75 to 100" is at least 75%; "more than 25" an exclusive bound),
// the right to appoint directors as appointmentOfBoard, significant influence as otherInfluenceOrControl. A code
// these rules do not cover becomes unknownInterest with the code kept in `details`, so nothing is dropped.
export interface BodsInterest {
  type: string;
  directOrIndirect: "direct" | "indirect" | "unknown";
  beneficialOwnershipOrControl?: boolean;
  details?: string;
  share?: { exact?: number; minimum?: number; maximum?: number; exclusiveMinimum?: number };
  startDate?: string;
  endDate?: string;
}

const BAND = /(\d+)-to-(\d+)-percent/;

export function interestOfCode(code: string): Omit<BodsInterest, "directOrIndirect"> {
  const type = code.startsWith("ownership-of-shares") ? "shareholding"
    : code.startsWith("voting-rights") ? "votingRights"
    : code.startsWith("right-to-appoint-and-remove") ? "appointmentOfBoard"
    : code.startsWith("significant-influence-or-control") ? "otherInfluenceOrControl"
    : "unknownInterest";
  const band = BAND.exec(code);
  const share = band ? shareOf(Number(band[1]), Number(band[2])) : undefined;
  return { type, details: code, ...(share ? { share } : {}) };
}

// Companies House's bands: "25 to 50" means more than 25% and up to 50%; "75 to 100" means 75% or more.
function shareOf(low: number, high: number): BodsInterest["share"] {
  return low === 75 ? { minimum: 75, maximum: high } : { exclusiveMinimum: low, maximum: high };
}

/** The interests of one controller; "as trust" or "as firm" codes say the interest is held through another. */
export function interestsOfCodes(codes: readonly string[], person: boolean): BodsInterest[] {
  if (!codes.length) return [{ type: "unknownInterest", directOrIndirect: "unknown", ...(person ? { beneficialOwnershipOrControl: true } : {}) }];
  return codes.map((code) => ({
    ...interestOfCode(code),
    directOrIndirect: /as-(trust|firm)/.test(code) ? "indirect" : "direct",
    ...(person ? { beneficialOwnershipOrControl: true } : {}),
  }));
}
