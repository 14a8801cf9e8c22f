// Persons with significant control: every holder of more than 25% of the shares, in the band their holding falls in
// (Companies House wording), at the address the share register gives; a subsidiary's parent as a corporate PSC
// whose regNumber is the parent's number; LLP members by the LLP natures; and former PSCs, ceased.
import { AS_OF, isoDate, toDay } from "../dates";
import type { Random } from "../random";
import { address, placeFor, type Address } from "./address";
import type { Holder } from "./holdings";
import { fullName, person, type Person } from "./names";
import type { Plan } from "./plan";

const PSC_REGIME_START = toDay("2016-04-06");
const LLP_NATURES = ["right-to-share-surplus-assets-25-to-50-percent-limited-liability-partnership", "voting-rights-25-to-50-percent-limited-liability-partnership", "right-to-appoint-and-remove-members-limited-liability-partnership"];

/** Companies House's bands: more than 25% to 50%, more than 50% to less than 75%, 75% or more. */
function band(percent: number): string | null {
  if (percent > 25 && percent <= 50) return "25-to-50";
  if (percent > 50 && percent < 75) return "50-to-75";
  return percent >= 75 ? "75-to-100" : null;
}

export function pscs(random: Random, plan: Plan, holderList: readonly Holder[], parentScottish: boolean): Record<string, string>[] {
  const list: Record<string, string>[] = [];
  // Companies have had to keep a PSC register since 6 April 2016.
  const notified = Math.max(plan.incorporated, PSC_REGIME_START);
  for (const holder of holderList) {
    const held = band(holder.percent);
    if (!held) continue;
    // Ordinary shares carry one vote each, so a holder's votes are in the same band as their shares.
    const natures = [`ownership-of-shares-${held}-percent`];
    if (holder.parent || random.chance(0.6)) natures.push(`voting-rights-${held}-percent`);
    if (holder.percent > 50 && (holder.parent || random.chance(0.5))) natures.push("right-to-appoint-and-remove-directors");
    const nature = natures.join(", ");
    if (holder.parent) {
      list.push(base(plan, {
        title: "", pscName: holder.parent.name, dataOfBirth: "", countryOfResidence: "", nationality: "",
        ...addressFields(holder.where), controlType: "corporate-entity-person-with-significant-control",
        natureOfControl: nature, notifiedDate: isoDate(notified), ceasedDate: "", legalAuthority: "Companies Act 2006",
        legalForm: "Private Limited Company", regCountry: parentScottish ? "Scotland" : "England And Wales",
        regPlace: "Register Of Companies", regNumber: holder.parent.number, stat: "active",
      }));
    } else if (holder.person) {
      list.push(individual(plan, holder.person, holder.where, nature, isoDate(notified), ""));
    }
  }
  if (plan.form === "llp") {
    for (let index = 0; index < plan.individualPscs; index += 1) {
      list.push(individual(plan, person(random, notified), address(random, placeFor(random)), random.pick(LLP_NATURES), isoDate(notified), ""));
    }
  }
  // Former holders who sold down: their PSC entry is kept, ceased.
  for (let index = 0; index < plan.ceasedPscs && plan.form !== "lp"; index += 1) {
    const nature = plan.form === "llp" ? random.pick(LLP_NATURES) : "ownership-of-shares-25-to-50-percent";
    const ceased = isoDate(Math.min(AS_OF - 30, notified + random.int(100, 1500)));
    list.push(individual(plan, person(random, notified), address(random, placeFor(random)), nature, isoDate(notified), ceased));
  }
  return list;
}

function individual(plan: Plan, someone: Person, where: Address, nature: string, notified: string, ceased: string): Record<string, string> {
  return base(plan, {
    title: someone.title, pscName: `${someone.title} ${fullName(someone)}`,
    dataOfBirth: isoDate(someone.birthDay), countryOfResidence: someone.country === "United Kingdom" ? "England" : someone.country,
    nationality: someone.nationality, ...addressFields(where),
    controlType: "individual-person-with-significant-control", natureOfControl: nature,
    notifiedDate: notified, ceasedDate: ceased,
    legalAuthority: "", legalForm: "", regCountry: "", regPlace: "", regNumber: "", stat: ceased ? "ceased" : "active",
  });
}

/** Companies House's PSC address: the premises (a building's name or number), then the street without it. */
function addressFields(where: Address): Record<string, string> {
  return {
    premisesNumber: where.premises, addressLine1: where.streetAfterPremises, addressLine2: "", locality: where.town,
    postalCode: where.postcode, county: where.place.county, region: where.place.region,
  };
}

function base(plan: Plan, fields: Record<string, string>): Record<string, string> {
  const etag = `${plan.number}${fields.pscName.length}${fields.notifiedDate}`.replace(/\W/g, "").toLowerCase();
  return {
    companyRegistrationNumber: plan.number, ...fields, etagRef: etag, insertDate: fields.notifiedDate,
    links: `/company/${plan.number}/persons-with-significant-control/${fields.controlType.startsWith("corporate") ? "corporate-entity" : "individual"}/${etag}`,
    linkedPscName: "",
  };
}
