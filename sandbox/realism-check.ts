// The rules an analyst's eye applies to a register, as pure checks over one company's answers: each returns the
// problems it finds (empty when the company passes). The dataset invariants run them over every generated company.
import { deriveRatios, RATIO_KEYS, type RatioKey } from "../lib/financials/ratios";
import { statutoryAccountsSchema } from "../lib/upstream/schemas/accounts";
import { countryOfNumber } from "./generate/address";
import { plausibleHsChapters } from "./reference/hs-by-sic";

// biome-ignore lint/suspicious/noExplicitAny: reads of free JSON from the dataset
type Json = Record<string, any>;

/** The upstream's ratio field each of the dashboard's ratios is published as. */
export const RATIO_FIELDS: Record<RatioKey, string> = {
  currentRatio: "currentRatio", gearing: "gearingPercentage", roce: "returnOnCapitalEmployedPercentage",
  preTaxMargin: "preTaxProfitPercentage", debtorDays: "debtorDays", creditorDays: "creditorDays",
};

/** Nobody may be appointed an officer before their 16th birthday (Companies Act 2006, s.157). */
export function underageOfficers(company: Json): string[] {
  const problems: string[] = [];
  for (const officer of company.directorsData ?? []) {
    const born = officer.detailedInformation?.birthDate;
    if (!born || !officer.fromDate) continue;
    const birth = new Date(`${born}T00:00:00Z`);
    const sixteenth = Date.UTC(birth.getUTCFullYear() + 16, birth.getUTCMonth(), birth.getUTCDate());
    if (Date.parse(`${officer.fromDate}T00:00:00Z`) < sixteenth) problems.push(`officer ${officer.directorPnr} born ${born} appointed ${officer.fromDate}`);
  }
  return problems;
}

/** The country a registered office must be in for the register the number's prefix names. */
export function expectedCountries(number: string): string[] {
  const country = countryOfNumber(number);
  return country ? [country] : ["England", "Wales"];
}

export function misplacedOffice(company: Json): string[] {
  const expected = expectedCountries(String(company.companyRegistrationNumber));
  const country = company.regAddress?.country;
  return expected.includes(country) ? [] : [`registered office in ${country}, expected ${expected.join(" or ")}`];
}

/** A Companies House ownership or voting band, e.g. "ownership-of-shares-25-to-50-percent" → [25, 50]. */
function bands(nature: string, kind: "ownership-of-shares" | "voting-rights"): [number, number][] {
  return nature.split(",").map((part) => part.trim())
    .map((part) => new RegExp(`^${kind}-(\\d+)-to-(\\d+)-percent$`).exec(part))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => [Number(match[1]), Number(match[2])]);
}

/** Companies House's bands: more than 25% to 50%, more than 50% to less than 75%, 75% or more. */
export function bandOf(percent: number): [number, number] | null {
  if (percent > 25 && percent <= 50) return [25, 50];
  if (percent > 50 && percent < 75) return [50, 75];
  if (percent >= 75) return [75, 100];
  return null;
}

const TITLES = new Set(["MR", "MRS", "MS", "MISS", "DR"]);
/** A holder's name without title, case or spacing, so that a shareholder and a PSC can be matched. */
export function holderKey(name: string): string {
  return name.toUpperCase().split(/\s+/).filter((word) => word && !TITLES.has(word)).join(" ");
}

function shareholderName(share: Json): string {
  const details = share.shareholdersDetails ?? {};
  return [details.shareholderTitle, details.shareholderForename, details.shareholderSurname].filter(Boolean).join(" ");
}

/** Each holder's percentage of the issued shares (every class votes alike here: ordinary shares). */
export function holdings(shares: Json[]): Map<string, number> {
  const total = shares.reduce((sum, share) => sum + Number(share.numberOfSharesIssued), 0);
  const byHolder = new Map<string, number>();
  if (!total) return byHolder;
  for (const share of shares) {
    const key = holderKey(shareholderName(share));
    byHolder.set(key, (byHolder.get(key) ?? 0) + (Number(share.numberOfSharesIssued) / total) * 100);
  }
  return byHolder;
}

/** Shareholders over 25% are active PSCs of the matching band; active PSCs hold what their nature of control says. */
export function shareholdersAndPscs(company: Json): string[] {
  const shares: Json[] = company.shareDetails ?? [];
  if (!shares.length) return [];
  const problems: string[] = [];
  const held = holdings(shares);
  const active = (company.pscData ?? []).filter((psc: Json) => !psc.ceasedDate);
  const pscByKey = new Map<string, Json>(active.map((psc: Json) => [holderKey(psc.pscName), psc]));
  for (const [holder, percent] of held) {
    const band = bandOf(percent);
    if (!band) continue;
    const psc = pscByKey.get(holder);
    if (!psc) { problems.push(`${holder} holds ${percent.toFixed(1)}% but is no PSC`); continue; }
    const stated = bands(psc.natureOfControl, "ownership-of-shares");
    if (stated.length !== 1 || stated[0][0] !== band[0]) problems.push(`${holder} holds ${percent.toFixed(1)}%, PSC says ${psc.natureOfControl}`);
  }
  for (const psc of active) {
    const percent = held.get(holderKey(psc.pscName)) ?? 0;
    const band = bandOf(percent);
    for (const kind of ["ownership-of-shares", "voting-rights"] as const) {
      for (const [low] of bands(psc.natureOfControl, kind)) {
        if (band?.[0] !== low) problems.push(`PSC ${psc.pscName} states ${kind} from ${low}% but holds ${percent.toFixed(1)}%`);
      }
    }
  }
  return problems;
}

/** Traded HS codes whose chapter the company's principal industry would not deal in. */
export function implausibleTrade(company: Json, codes: readonly string[]): string[] {
  if (!codes.length) return [];
  const sic = String(company.sicCode07?.SicNumber_1 ?? "");
  const chapters = plausibleHsChapters(sic);
  return codes.filter((code) => !chapters.has(code.slice(0, 2))).map((code) => `SIC ${sic} trades HS ${code}`);
}

/** Every year's published ratios are the dashboard's own (deriveRatios), and absent where it gives none. */
export function ratiosUnlikeDashboard(company: Json): string[] {
  const problems: string[] = [];
  const byYearEnd = new Map<string, Json>((company.financialRatios ?? []).map((record: Json) => [record.yearEndDate, record]));
  for (const year of company.statutoryAccounts ?? []) {
    const record = byYearEnd.get(year.yearEndDate);
    if (!record) { problems.push(`no ratios for ${year.yearEndDate}`); continue; }
    const derived = deriveRatios(statutoryAccountsSchema.parse(year));
    for (const key of RATIO_KEYS) {
      const stated = record[RATIO_FIELDS[key]];
      const expected = derived[key];
      const empty = stated === undefined || stated === null || stated === "";
      if (expected === null ? !empty : empty || Math.abs(Number(stated) - expected) > 0.006) {
        problems.push(`${year.yearEndDate} ${RATIO_FIELDS[key]} is '${stated}', the dashboard computes ${expected}`);
      }
    }
  }
  return problems;
}

const POSTCODE = /\b[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}\b/g;

/** An address's lines must not repeat the house number or the postcode. */
export function doubledInAddress(lines: readonly unknown[]): string[] {
  const fields = lines.map((line) => String(line ?? "").trim()).filter(Boolean);
  const problems: string[] = [];
  const postcodes = fields.flatMap((field) => field.match(POSTCODE) ?? []);
  if (new Set(postcodes).size !== postcodes.length) problems.push(`postcode repeated in '${fields.join(", ")}'`);
  const numbers = fields.map((field) => /^(\d+[A-Z]?)(\s|$)/.exec(field)?.[1]).filter(Boolean);
  if (new Set(numbers).size !== numbers.length) problems.push(`house number repeated in '${fields.join(", ")}'`);
  return problems;
}

/** Every address the profile shows (registered office, PSCs, shareholders, CCJ plaintiffs) and its property titles. */
export function doubledAddresses(company: Json, properties: readonly Json[] = []): string[] {
  const office = company.regAddress ?? {};
  const problems = doubledInAddress([office.addressLine1, office.addressLine2, office.addressLine3, office.addressLine4, office.postalCode]);
  for (const psc of company.pscData ?? []) {
    problems.push(...doubledInAddress([psc.premisesNumber, psc.addressLine1, psc.addressLine2, psc.locality, psc.county, psc.postalCode]));
  }
  for (const share of company.shareDetails ?? []) {
    const d = share.shareholdersDetails ?? {};
    problems.push(...doubledInAddress([d.shareholderAddress1, d.shareholderAddress2, d.shareholderAddress3, d.shareholderAddress4, d.shareholderAddress5, d.shareholderPostcode]));
  }
  for (const ccj of company.ccjDetails ?? []) {
    problems.push(...doubledInAddress([1, 2, 3, 4, 5].map((line) => ccj[`plaintiffAddressLine${line}`])));
  }
  for (const title of properties) problems.push(...doubledInAddress(String(title.propertyAddress ?? "").split(", ")));
  return problems;
}
