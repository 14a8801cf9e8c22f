// A charge's status and a company's charge counts: the one rule for "outstanding" that the Charges tab, the risk
// summary, the charge search and the report share. Apart from the Charges tab's rows (./charge-rows.ts), so that the
// risk summary, in every company tab's first load, does not carry the code that builds them.

/** Companies House's words for a charge's status (mortgage_descriptions.yml; charge-rows.test.ts holds them to it). */
export type ChargeStatus = "Outstanding" | "Partially satisfied" | "Satisfied";

export function chargeStatus(charge: { satisfiedDate: string | null; memorandumNature: string | null }): ChargeStatus {
  const wording = charge.memorandumNature ?? "";
  if (/part/i.test(wording)) return "Partially satisfied";
  // "Unsatisfied" and "not satisfied" say the opposite of the word they contain.
  const saysSatisfied = /satisf/i.test(wording) && !/\b(un|not\s+)satisf/i.test(wording);
  if (charge.satisfiedDate || saysSatisfied) return "Satisfied";
  return "Outstanding";
}

/**
 * The one rule for "outstanding" everywhere (Charges tab, risk summary, charge search, report): neither satisfied
 * nor partially satisfied, the way the profile's outstandingCount counts it beside partialSatisfiedCount.
 */
export function isOutstandingCharge(charge: { satisfiedDate: string | null; memorandumNature: string | null }): boolean {
  return chargeStatus(charge) === "Outstanding";
}

export interface ChargeCounts {
  total: number;
  outstanding: number;
  partiallySatisfied: number;
  satisfied: number;
}

type ProfileCounts = { chargesCount: number | null; outstandingCount: number | null; partialSatisfiedCount: number | null; satisfiedCount: number | null };

/** The profile's own counts lead; the rows' statuses stand in for any count it does not give. */
export function chargeCounts(profile: ProfileCounts, rows: readonly { status: ChargeStatus }[]): ChargeCounts {
  const count = (status: ChargeStatus) => rows.filter((row) => row.status === status).length;
  return {
    total: profile.chargesCount ?? rows.length,
    outstanding: profile.outstandingCount ?? count("Outstanding"),
    partiallySatisfied: profile.partialSatisfiedCount ?? count("Partially satisfied"),
    satisfied: profile.satisfiedCount ?? count("Satisfied"),
  };
}
