// Persons with significant control: individuals (natures of control in Companies House wording) and, for a
// subsidiary, its parent company as a corporate PSC whose regNumber is the parent's number.
import { AS_OF, isoDate, toDay } from "../dates";
import type { Random } from "../random";
import { address, placeFor } from "./address";
import { fullName, person } from "./names";
import type { ParentRef } from "./officers";
import type { Plan } from "./plan";

const PSC_REGIME_START = toDay("2016-04-06");
const SHARE_BANDS = ["ownership-of-shares-25-to-50-percent", "ownership-of-shares-50-to-75-percent", "ownership-of-shares-75-to-100-percent"];
const VOTE_BANDS = ["voting-rights-25-to-50-percent", "voting-rights-50-to-75-percent", "voting-rights-75-to-100-percent"];
const LLP_NATURES = ["right-to-share-surplus-assets-25-to-50-percent-limited-liability-partnership", "voting-rights-25-to-50-percent-limited-liability-partnership", "right-to-appoint-and-remove-members-limited-liability-partnership"];

export function pscs(random: Random, plan: Plan, parent: ParentRef | null, parentScottish: boolean): Record<string, string>[] {
  const list: Record<string, string>[] = [];
  // Companies have had to keep a PSC register since 6 April 2016.
  const notified = Math.max(plan.incorporated, PSC_REGIME_START);
  if (parent) {
    const where = address(random, placeFor(random, parentScottish ? "Scotland" : undefined));
    list.push(base(plan, {
      title: "", pscName: parent.name, dataOfBirth: "", countryOfResidence: "", nationality: "",
      premisesNumber: premises(where.line1, where.line2), addressLine1: where.line1, addressLine2: where.line2, locality: where.town,
      postalCode: where.postcode, county: where.place.county, region: where.place.region,
      controlType: "corporate-entity-person-with-significant-control",
      natureOfControl: "ownership-of-shares-75-to-100-percent, voting-rights-75-to-100-percent, right-to-appoint-and-remove-directors",
      notifiedDate: isoDate(notified), ceasedDate: "", legalAuthority: "Companies Act 2006",
      legalForm: "Private Limited Company", regCountry: parentScottish ? "Scotland" : "England And Wales",
      regPlace: "Register Of Companies", regNumber: parent.number, stat: "active",
    }));
  }
  const total = plan.individualPscs + plan.ceasedPscs;
  for (let index = 0; index < total; index += 1) {
    const someone = person(random);
    const where = address(random, placeFor(random));
    const ceased = index >= plan.individualPscs;
    const band = plan.individualPscs === 1 && !ceased ? 2 : random.int(0, 1);
    const nature = plan.form === "llp" ? random.pick(LLP_NATURES) : random.chance(0.6) ? `${SHARE_BANDS[band]}, ${VOTE_BANDS[band]}` : SHARE_BANDS[band];
    list.push(base(plan, {
      title: someone.title, pscName: `${someone.title} ${fullName(someone)}`,
      dataOfBirth: isoDate(someone.birthDay), countryOfResidence: someone.country === "United Kingdom" ? "England" : someone.country,
      nationality: someone.nationality, premisesNumber: premises(where.line1, where.line2), addressLine1: where.line1,
      addressLine2: where.line2, locality: where.town, postalCode: where.postcode, county: where.place.county,
      region: where.place.region, controlType: "individual-person-with-significant-control", natureOfControl: nature,
      notifiedDate: isoDate(notified), ceasedDate: ceased ? isoDate(Math.min(AS_OF - 30, notified + random.int(100, 1500))) : "",
      legalAuthority: "", legalForm: "", regCountry: "", regPlace: "", regNumber: "", stat: ceased ? "ceased" : "active",
    }));
  }
  return list;
}

/** The building number or name of an address ("12" of "12 High Street", or "The Old Mill"). */
function premises(line1: string, line2: string): string {
  const numbered = /^(\d+)\s/.exec(line2 || line1);
  return line2 ? line1 : numbered?.[1] ?? "";
}

function base(plan: Plan, fields: Record<string, string>): Record<string, string> {
  const etag = `${plan.number}${fields.pscName.length}${fields.notifiedDate}`.replace(/\W/g, "").toLowerCase();
  return {
    companyRegistrationNumber: plan.number, ...fields, etagRef: etag, insertDate: fields.notifiedDate,
    links: `/company/${plan.number}/persons-with-significant-control/${fields.controlType.startsWith("corporate") ? "corporate-entity" : "individual"}/${etag}`,
    linkedPscName: "",
  };
}
