// UK addresses whose postcode, district, county, region, police force and coordinates agree with each other.
import { BUILDING_NAMES, STREET_NAMES, STREET_SUFFIXES } from "../reference/names";
import { UK_PLACES, WARD_WORDS, type UkPlace } from "../reference/uk-places";
import { Random } from "../random";

export interface Address {
  line1: string;
  line2: string;
  /** The building's name, or its number when it has no name: a PSC's "premises". */
  premises: string;
  /** The street with the house number only when the premises is a building name ("High Street" after "12"). */
  streetAfterPremises: string;
  town: string;
  postcode: string;
  postcodeDistrict: string;
  ward: string;
  lat: number;
  lon: number;
  place: UkPlace;
}

/** Letters Royal Mail uses in the inward part of a postcode. */
const INWARD_LETTERS = "ABDEFGHJLNPQRSTUWXYZ";

const placesIn = new Map<string, UkPlace[]>();

/** Places by country, so that SC companies sit in Scotland and NI companies in Northern Ireland. */
export function placeFor(random: Random, country?: UkPlace["country"] | readonly UkPlace["country"][]): UkPlace {
  const countries = country === undefined ? [] : typeof country === "string" ? [country] : country;
  const key = countries.join("|");
  let candidates = placesIn.get(key);
  if (!candidates) {
    candidates = countries.length ? UK_PLACES.filter((place) => countries.includes(place.country)) : [...UK_PLACES];
    placesIn.set(key, candidates);
  }
  return random.weighted(candidates, (place) => place.weight);
}

/** The countries a company's registered office may be in: the register its number's prefix names. */
export function registerCountries(number: string): readonly UkPlace["country"][] {
  const country = countryOfNumber(number);
  return country ? [country] : ["England", "Wales"];
}

export function address(random: Random, place: UkPlace): Address {
  const districtNumber = random.pick(place.districts);
  const postcodeDistrict = `${place.area}${districtNumber}`;
  const inward = `${random.int(1, 9)}${INWARD_LETTERS[random.int(0, 19)]}${INWARD_LETTERS[random.int(0, 19)]}`;
  const houseNumber = String(random.int(1, 240));
  const streetName = `${random.pick(STREET_NAMES)} ${random.pick(STREET_SUFFIXES)}`;
  const street = `${houseNumber} ${streetName}`;
  const building = random.chance(0.35) ? random.pick(BUILDING_NAMES) : "";
  return {
    line1: building || street,
    line2: building ? street : "",
    premises: building || houseNumber,
    streetAfterPremises: building ? street : streetName,
    town: place.town,
    postcode: `${postcodeDistrict} ${inward}`,
    postcodeDistrict,
    ward: `${place.town === "London" ? place.district : place.town} ${random.pick(WARD_WORDS)}`,
    lat: Math.round((place.lat + random.float(-0.04, 0.04)) * 1e6) / 1e6,
    lon: Math.round((place.lon + random.float(-0.06, 0.06)) * 1e6) / 1e6,
    place,
  };
}

/** A company's registered office, drawn from its own stream so that its subsidiaries can name the same address. */
export function registeredOffice(seed: number, number: string): Address {
  const random = new Random(seed, `office:${number}`);
  return address(random, placeFor(random, registerCountries(number)));
}

export function countryOfNumber(number: string): UkPlace["country"] | undefined {
  const prefix = number.slice(0, 2);
  if (prefix === "SC" || prefix === "SO" || prefix === "SL") return "Scotland";
  if (prefix === "NI" || prefix === "R0") return "Northern Ireland";
  return undefined;
}

/** The address object of the spec (regAddress). */
export function addressObject(
  where: Address, contact: { telephone: string; website: string; linkedin: string; facebook: string; ctps: string },
): Record<string, string> {
  return {
    addressLine1: where.line1, addressLine2: where.line2, addressLine3: where.town, addressLine4: where.place.county,
    postalCode: where.postcode, telephone: contact.telephone, ctps: contact.ctps, website: contact.website,
    regPOBox: "", county: where.place.county, regCareOfAddress: "", regOfficeAreaCode: where.place.area,
    country: where.place.country, ward: where.ward, constituency: where.place.constituency, region: where.place.region,
    postcode_area: where.place.area, postcode_district: where.postcodeDistrict, district: where.place.district,
    police_force: where.place.police, linkedin_url: contact.linkedin, facebook_url: contact.facebook,
  };
}

export function contactDetailsObject(regAddress: Record<string, string>): Record<string, string> {
  const { addressLine1, addressLine2, addressLine3, addressLine4, postalCode, telephone, ctps, website, regPOBox,
    regCareOfAddress, regOfficeAreaCode } = regAddress;
  return { addressLine1, addressLine2, addressLine3, addressLine4, postalCode, telephone, ctps, website, regPOBox,
    regCareOfAddress, regOfficeAreaCode };
}

/** An item of the trading address response. */
export function tradingAddressObject(where: Address): Record<string, unknown> {
  return {
    postcode: where.postcode, county: where.place.county, district: where.place.district, ward: where.ward,
    country: where.place.country, constituency: where.place.constituency, region: where.place.region,
    postcode_area: where.place.area, postcode_district: where.postcodeDistrict, police_force: where.place.police,
    pin: { companyGeoLocation: { lat: where.lat, lon: where.lon } },
  };
}
