// Who holds a company's shares and how much: drawn once, so that the share register and the PSC register describe
// the same people. A subsidiary is wholly owned by its parent; otherwise the plan's number of significant holders
// (over 25%, each a PSC) hold their shares beside smaller holders who are not.
import { AS_OF } from "../dates";
import type { Random } from "../random";
import { address, placeFor, type Address } from "./address";
import { fullName, person, type Person } from "./names";
import type { Officer, ParentRef } from "./officers";
import type { Plan } from "./plan";

export interface Holder {
  /** The individual, or null for the parent company. */
  person: Person | null;
  parent: ParentRef | null;
  percent: number;
  where: Address;
}

/** Percentages of the issued shares by how many holders hold more than 25% (the rest hold 25% or less). */
const SPLITS: Record<number, readonly (readonly number[])[]> = {
  0: [[25, 25, 25, 25], [20, 20, 20, 20, 20], [25, 25, 20, 15, 15]],
  1: [[100], [75, 25], [60, 20, 20], [51, 25, 24]],
  2: [[50, 50], [40, 35, 25], [60, 30, 10]],
  3: [[34, 33, 33], [30, 30, 30, 10]],
};

export function holders(random: Random, plan: Plan, people: Officer[], parent: ParentRef | null): Holder[] {
  if (plan.form === "llp" || plan.form === "lp") return [];
  if (parent) return [{ person: null, parent, percent: 100, where: parent.office }];
  const split = random.pick(SPLITS[Math.min(3, plan.individualPscs)]);
  // Directors in office hold shares first; anyone else is an outside investor.
  const directors = people.filter((officer) => !officer.secretary && officer.to === null).map((officer) => officer.person);
  // Two holders of the same name would read as one person holding both stakes: each name appears once.
  const named = new Set<string>();
  const distinct = (someone: Person) => !named.has(fullName(someone)) && named.add(fullName(someone));
  return split.map((percent, index) => {
    let someone = directors[index];
    while (!someone || !distinct(someone)) someone = person(random, AS_OF);
    return { person: someone, parent: null, percent, where: address(random, placeFor(random)) };
  });
}

/** A holder's forenames as the share register writes them (middle names included, as in the PSC's name). */
export function forenames(someone: Person): string {
  return [someone.forename, someone.middleName].filter(Boolean).join(" ");
}

/** The share register, one row per holder of ordinary shares. */
export function shareDetails(plan: Plan, list: readonly Holder[]): Record<string, unknown>[] {
  const issued = plan.scale === "micro" ? 100 : plan.scale === "small" ? 1000 : plan.scale === "medium" ? 100_000 : 10_000_000;
  return list.map((holder, index) => {
    const { where } = holder;
    return {
      shareholderPNRNumber: `${plan.number}-${index + 1}`, companyRegistrationNumber: plan.number,
      numberOfSharesIssued: (issued / 100) * holder.percent, shareType: "Ordinary", shareClasses: "ORDINARY", value: 1, currency: "GBP",
      shareholdersDetails: {
        shareholderTitle: holder.person?.title ?? "", shareholderForename: holder.person ? forenames(holder.person) : "",
        shareholderSurname: holder.person?.surname ?? holder.parent?.name ?? "",
        shareholderAddress1: where.line1, shareholderAddress2: where.line2, shareholderAddress3: where.town,
        shareholderAddress4: where.place.county, shareholderAddress5: where.place.country, shareholderPostcode: where.postcode,
      },
    };
  });
}
