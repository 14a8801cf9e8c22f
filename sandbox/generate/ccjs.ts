// County court judgments against the company, in the three statuses the spec names.
import { isoDate } from "../dates";
import { SURNAMES } from "../reference/names";
import type { Random } from "../random";
import { address, placeFor } from "./address";
import { companyName } from "./names";
import type { Plan } from "./plan";

const COURTS = ["County Court Business Centre", "County Court Money Claims Centre", "Manchester County Court", "Birmingham County Court", "Leeds County Court", "Bristol County Court", "Central London County Court", "Cardiff County Court"];

export interface Ccj {
  status: string;
  day: number;
  record: Record<string, unknown>;
}

export function ccjs(random: Random, plan: Plan, lastDay: number, businessName: string): Ccj[] {
  return plan.ccjStatuses.map((status, index) => {
    const day = Math.max(plan.incorporated + 60, lastDay - random.int(30, 2000));
    const paid = status === "Satisfied" ? Math.min(lastDay, day + random.int(10, 200)) : null;
    const individual = random.chance(0.3);
    const plaintiff = individual ? random.pick(SURNAMES) : companyName(random, "ltd");
    const where = address(random, placeFor(random));
    return {
      status, day,
      record: {
        caseNumber: `${random.letters(1)}${random.int(0, 9)}${random.letters(2)}${random.digits(3)}${index}`,
        ccjDate: isoDate(day), ccjPaidDate: paid === null ? "" : isoDate(paid), court: random.pick(COURTS),
        splitFlag: "N", businessName, incomingRecordDetails: "Judgment entered by default",
        plaintiffName: individual ? `${random.pick(["Mr", "Mrs", "Ms"])} ${plaintiff}` : plaintiff,
        plaintiffForeName: individual ? random.pick(["John", "Sarah", "David", "Emma"]) : "",
        plaintiffSurName: individual ? plaintiff : "",
        plaintiffAddressLine1: where.line1, plaintiffAddressLine2: where.line2, plaintiffAddressLine3: where.town,
        plaintiffAddressLine4: where.place.county, plaintiffAddressLine5: where.postcode,
        // The spec types these two as integers: a postcode cannot be one, so it is left out (null); the telephone
        // number is the national number without its leading zero.
        plaintiffPostCode: null, plaintiffTelephone: Number(`1${random.digits(9)}`),
        manualUpdateFlag: "N", amendFlag: status === "Set Aside" ? "Y" : "N", ccjStatus: status,
        type: "Judgment", ccjAmount: Math.round(random.float(300, plan.scale === "huge" ? 250_000 : 40_000) * 100) / 100,
      },
    };
  }).sort((a, b) => b.day - a.day);
}
