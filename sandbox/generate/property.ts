// Land Registry titles a company owns. Title numbers are unique across the register: a prefix from the region and
// a number derived from the company's ordinal (demo titles are shorter, so the two never meet).
import { AS_OF, isoDate } from "../dates";
import type { Random } from "../random";
import { address, placeFor, type Address } from "./address";
import type { Plan } from "./plan";

const TITLE_PREFIX: Record<string, string> = {
  London: "NGL", "South East": "SY", "South West": "DN", "East of England": "EX", "West Midlands": "WM",
  "East Midlands": "NT", "North West": "MAN", "North East": "TY", "Yorkshire and The Humber": "WYK", Wales: "CYM",
  Scotland: "MID", "Northern Ireland": "ANT",
};

const KINDS = [["Commercial", "Office"], ["Commercial", "Warehouse"], ["Commercial", "Retail unit"], ["Commercial", "Industrial unit"], ["Residential", "Flat"], ["Residential", "House"], ["Land", "Land"]] as const;

export interface Property {
  titleNumber: string;
  record: Record<string, unknown>;
}

export function properties(random: Random, plan: Plan, lastDay: number, registered: Address): Property[] {
  const list: Property[] = [];
  for (let index = 0; index < plan.properties; index += 1) {
    const where = index === 0 ? registered : address(random, placeFor(random));
    const titleNumber = plan.titleNumbers[index] ?? `${TITLE_PREFIX[where.place.region] ?? "NGL"}${1_000_000 + plan.ordinal * 16 + index}`;
    const [category, kind] = random.pick(KINDS);
    const added = Math.min(AS_OF - 10, plan.incorporated + random.int(30, Math.max(31, lastDay - plan.incorporated)));
    const epc = category !== "Land" && random.chance(0.6);
    list.push({
      titleNumber,
      record: {
        postcode_district: where.postcodeDistrict, country: where.place.country, additionalProprietorIndicator: "N",
        propertType: category, propertyKind: kind,
        propertyAddress: [where.line1, where.line2, where.town, where.postcode].filter(Boolean).join(", "),
        postcode: where.postcode, lmkKey: epc ? random.digits(12) : "", county: where.place.county, ward: where.ward,
        police_force: where.place.police, changeIndicator: "A", dateProprietorAdded: isoDate(added),
        constituency: where.place.constituency, titleNumber, district: where.place.district, changeDate: isoDate(added),
        postcode_area: where.place.area, category: "Corporate", region: where.place.region,
        tenure: random.chance(0.6) ? "Freehold" : "Leasehold", hasEpcData: epc,
        pricePaid: Math.round(random.float(category === "Residential" ? 150_000 : 250_000, plan.scale === "huge" ? 40_000_000 : 3_000_000) / 1000) * 1000,
      },
    });
  }
  return list;
}
