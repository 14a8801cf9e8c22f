// A charge's status and a company's charge counts: the one rule for "outstanding" and for "live" that the Charges
// tab, the risk summary, the debt timeline, the charge search, the report and the watchlist share. Apart from the
// Charges tab's rows (./charge-rows.ts), so that the risk summary, in every company tab's first load, does not carry
// the code that builds them.
import { formatInteger } from "@/lib/format/numbers";

/** Companies House's words for a charge's status (mortgage_descriptions.yml; charge-rows.test.ts holds them to it). */
export type ChargeStatus = "Outstanding" | "Partially satisfied" | "Satisfied";

type ChargeFields = { satisfiedDate: string | null; memorandumNature: string | null };

/**
 * memorandumNature carries Companies House's status ("part-satisfied", "Partially Satisfied", "fully-satisfied"):
 * its words decide, and a satisfaction date decides only when the words do not say "part" (Companies House dates a
 * partial satisfaction too, so the date alone cannot tell the two apart).
 */
export function chargeStatus(charge: ChargeFields): ChargeStatus {
  const wording = charge.memorandumNature ?? "";
  if (/part/i.test(wording)) return "Partially satisfied";
  // "Unsatisfied" and "not satisfied" say the opposite of the word they contain.
  const saysSatisfied = /satisf/i.test(wording) && !/\b(un|not\s+)satisf/i.test(wording);
  if (charge.satisfiedDate || saysSatisfied) return "Satisfied";
  return "Outstanding";
}

/** Neither satisfied nor partially satisfied, the way the profile's outstandingCount counts it beside partialSatisfiedCount. */
export function isOutstandingCharge(charge: ChargeFields): boolean {
  return chargeStatus(charge) === "Outstanding";
}

/**
 * Live debt: a charge not yet fully satisfied. A partially satisfied charge still secures what is left of the loan,
 * so every verdict (risk summary, debt timeline, charge search, report, watchlist) counts it with the outstanding ones.
 */
export function isLiveStatus(status: ChargeStatus): boolean {
  return status !== "Satisfied";
}

export function isLiveCharge(charge: ChargeFields): boolean {
  return isLiveStatus(chargeStatus(charge));
}

export interface ChargeCounts {
  total: number;
  /** Outstanding plus partially satisfied: the charges that still secure debt. */
  live: number;
  outstanding: number;
  partiallySatisfied: number;
  satisfied: number;
}

type ProfileCounts = { chargesCount: number | null; outstandingCount: number | null; partialSatisfiedCount: number | null; satisfiedCount: number | null };

/** The profile's own counts lead; the rows' statuses stand in for any count it does not give. */
export function chargeCounts(profile: ProfileCounts, rows: readonly { status: ChargeStatus }[]): ChargeCounts {
  const count = (status: ChargeStatus) => rows.filter((row) => row.status === status).length;
  const outstanding = profile.outstandingCount ?? count("Outstanding");
  const partiallySatisfied = profile.partialSatisfiedCount ?? count("Partially satisfied");
  return {
    total: profile.chargesCount ?? rows.length,
    live: outstanding + partiallySatisfied,
    outstanding,
    partiallySatisfied,
    satisfied: profile.satisfiedCount ?? count("Satisfied"),
  };
}

/** A company's charges from its profile alone (the risk summary, the watchlist), without building the tab's rows. */
export function profileChargeCounts(profile: ProfileCounts & { mortgages: readonly ChargeFields[] }): ChargeCounts {
  return chargeCounts(profile, profile.mortgages.map((charge) => ({ status: chargeStatus(charge) })));
}

/** The counts in words, the same on the Charges tab, in the PDF and wherever they are quoted. */
export function chargeCountsLine(counts: ChargeCounts): string {
  const n = formatInteger;
  return `${n(counts.live)} live (${n(counts.outstanding)} outstanding, ${n(counts.partiallySatisfied)} partially satisfied) · ${n(counts.satisfied)} satisfied · ${n(counts.total)} registered in all`;
}
