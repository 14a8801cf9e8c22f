// Builds everything the register holds about one company, pre-serialised for the store.
import { AS_OF, addYears, isoDate, isoDateTime, lastDayOfMonth, addMonths } from "../dates";
import { HS_CODES } from "../reference/hs-codes";
import { plausibleHsChapters } from "../reference/hs-by-sic";
import { Random } from "../random";
import { statutoryAccounts, simplifiedAccounts, type Accounts } from "./accounts";
import { address, addressObject, contactDetailsObject, countryOfNumber, placeFor, registerCountries, registeredOffice, tradingAddressObject } from "./address";
import { ccjs, type Ccj } from "./ccjs";
import { charges, type Charge } from "./charges";
import { filingHistory } from "./filings";
import { alphaName } from "./names";
import { latestActiveDirector, officers, type ParentRef } from "./officers";
import { companyStatusCode, type Plan } from "./plan";
import { companyEvents, profileScalars, safeAlerts } from "./profile";
import { properties } from "./property";
import { holders, shareDetails } from "./holdings";
import { pscs } from "./psc";
import { cagrEntries, financialRatios, oneYearGrowth } from "./ratios";

export interface CompanyRows {
  number: string;
  name: string;
  status: string;
  /** The profile without directorsData, shareDetails and documents, which are stored once and spliced in. */
  core: string;
  directors: string;
  shares: string;
  documents: string;
  /** The profile's documents (the latest 100 items) when there are more than 100; null when all fit. */
  documentsRecent: string | null;
  /** By transaction id, the description values Companies House adds beyond the spec's four (filings.ts). */
  filingValues: string;
  activeDirector: string | null;
  statutory: string | null;
  simplified: string | null;
  ratios: string | null;
  trading: string | null;
  extract: string | null;
  /** Rows of the narrow tables, already serialised. */
  charges: { regDate: string; type: string; tags: string[]; json: string }[];
  ccjs: { status: string; json: string }[];
  pscs: string[];
  properties: { titleNumber: string; json: string }[];
  hsCodes: string[];
}

const PROFILE_DOCUMENTS = 100;

export function buildCompany(seed: number, plan: Plan, plans: readonly Plan[], children: readonly Plan[]): CompanyRows {
  const random = new Random(seed, `company:${plan.number}`);
  const name = plan.name;
  const lastDay = plan.status === "dissolved" && plan.statusDay !== null ? plan.statusDay : AS_OF;
  const accountsEnd = plan.statusDay ?? AS_OF;
  const parentPlan = plan.parent === null ? null : plans[plan.parent];
  const parent: ParentRef | null = parentPlan ? { number: parentPlan.number, name: parentPlan.name, office: registeredOffice(seed, parentPlan.number) } : null;

  const where = registeredOffice(seed, plan.number);
  const domain = `${alphaName(name).toLowerCase().slice(0, 20)}.co.uk`;
  const website = plan.status !== "dissolved" && random.chance(0.55) ? `https://www.${domain}` : "";
  const contact = {
    telephone: website && random.chance(0.8) ? `0${random.int(1000, 2999)} ${random.digits(6)}` : "",
    website, ctps: "N",
    linkedin: website && random.chance(0.5) ? `https://www.linkedin.com/company/${alphaName(name).toLowerCase()}` : "",
    facebook: website && random.chance(0.2) ? `https://www.facebook.com/${alphaName(name).toLowerCase()}` : "",
  };
  const regAddress = addressObject(where, contact);

  const sic = plan.sic;
  const people = officers(random, plan, lastDay);
  const holderList = holders(random, plan, people, parent);
  const shares = shareDetails(plan, holderList);
  const chargeList = charges(random, plan, lastDay);
  const ccjList = ccjs(random, plan, lastDay, name);
  const pscList = pscs(random, plan, holderList, parentPlan ? countryOfNumber(parentPlan.number) === "Scotland" : false);

  const yearEnds = accountYearEnds(plan, accountsEnd);
  const years = statutoryAccounts(random, { plan, yearEnds, businessName: name, hasChildren: children.length > 0, exporter: plan.tradeCount > 0 });
  const latest = years.at(-1) ?? null;
  const newestFirst = years.slice().reverse();
  const ratioList = newestFirst.map((year, index) => financialRatios(year, index === 0));
  const { items: filings, extraValues: filingValues } = filingHistory(random, plan, lastDay, years.map((year, index) => ({ yearEnd: yearEnds[index], type: String(year.accountType) })), people, chargeList);
  const latestFiled = filings.find((item) => item.category === "accounts");
  const lastConfirmation = filings.find((item) => item.category === "confirmation-statement");

  const tradingList = Array.from({ length: plan.tradingAddresses }, (_, index) => tradingAddressObject(index === 0 ? where : address(random, placeFor(random, registerCountries(plan.number)))));
  const propertyList = properties(random, plan, lastDay, where);
  const hsCodes = tradeCodes(random, plan);
  const possible = ccjList.length && random.chance(0.3) ? [{ ccjDate: isoDateTime(AS_OF - random.int(10, 300)), ccjAmount: Math.round(random.float(500, 9000)), court: "County Court Business Centre", ccjStatus: "Possible", type: "Judgment" }] : [];
  const negativeWorth = latest !== null && Number(latest.netWorth) < 0;
  const alerts = safeAlerts(plan, ccjList, negativeWorth);
  const cagr = cagrEntries(years);

  const scalars = profileScalars({
    plan, name, alpha: alphaName(name), people, shareCount: shares.length, chargeList, ccjList, possibleCcjs: possible.length,
    pscCount: pscList.length, accountYears: years.length, latestYearEnd: yearEnds.at(-1) ?? null,
    latestFiled: latestFiled ? Date.parse(String(latestFiled.date)) / 86_400_000 : null,
    accountType: latest ? String(latest.accountType) : "", tradingCount: tradingList.length,
    propertyCount: propertyList.length, children: [...children], alerts: alerts.length, contact,
    industry: sic[0].description, lastConfirmation: lastConfirmation ? Date.parse(String(lastConfirmation.date)) / 86_400_000 : null,
    cagrCount: cagr.length,
  });

  const ultimate = parentPlan ?? (children.length ? plan : null);
  const groupStructures = ultimate ? {
    ultimateParentCompanyRegistrationNumber: ultimate.number, parentCompanyRegistrationNumber: parentPlan?.number ?? "",
    companyRegistrationNumber: plan.number, businessName: name, country: where.place.country,
    companyLevelGroup: parentPlan ? "2" : "1", holdingType: parentPlan ? "Subsidiary" : "Ultimate parent",
    ultimateParentBusinessName: ultimate.name, parentBusinessName: parentPlan?.name ?? "",
  } : null;
  const sicObjects = sicFields(sic);
  const core = {
    ...scalars,
    bankDetails: [],
    ...sicObjects,
    companyDescription: { aboutUs: `${name} is a UK company whose principal activity is ${sic[0].description.toLowerCase()}.` },
    regAddress,
    previousNames: previousNames(random, plan),
    principalActivityDetails: sic.map((entry) => ({ description: entry.description })),
    mortgages: chargeList.map((charge) => charge.plain),
    statutoryAccounts: newestFirst,
    pscData: pscList,
    financialRatios: ratioList,
    companyCommentary: commentary(plan.number, years, chargeList, ccjList),
    cagr,
    pin: { companyGeoLocation: { lat: where.lat, lon: where.lon } },
    auditorsQualificationCodes: newestFirst.filter((year) => Number(year.auditFees) > 0).slice(0, 3).map((year) => ({ accountantsName: "", auditors: "Unqualified", accountsDate: String(year.yearEndDate) })),
    companyContactInformation: { website: contact.website, linkedin_url: contact.linkedin, facebook_url: contact.facebook, ctps: contact.ctps },
    companyEvents: companyEvents(plan),
    groupStructures,
    oneYearGrowth: years.length >= 2 ? oneYearGrowth(years[years.length - 2], years[years.length - 1]) : null,
    ccjDetails: ccjList.map((ccj) => ccj.record),
    possibleCCJDetails: possible,
    safealertsinformation: alerts,
    contactDetails: contactDetailsObject(regAddress),
  };

  const documents = (items: unknown[]) => JSON.stringify({ startIndex: "0", itemsPerPage: String(items.length), totalCount: filings.length, filingHistoryStatus: "filing-history-available", items });
  const active = latestActiveDirector(people);
  const extract = propertyList.length || hsCodes.length ? JSON.stringify({
    companyRegistrationNumber: plan.number, businessName: name, companyStatus: companyStatusCode(plan.status),
    companyRegistrationDate: isoDate(plan.incorporated), region: where.place.region,
    numberOfEmployees: latest ? String(latest.numberOfEmployees) : "",
    statutoryAccounts: newestFirst.map(allText), regAddress,
    sicCode2: textSic(sicObjects.sicCode2), sicCode3: textSic(sicObjects.sicCode3), sicCode4: textSic(sicObjects.sicCode4),
    sicCode07: sicObjects.sicCode07,
    // The spec shows its elements as untyped objects without naming a field: none are invented here.
    industryTagList: [],
  }) : null;

  return {
    number: plan.number, name, status: plan.status, core: JSON.stringify(core),
    directors: JSON.stringify(people.map((officer) => officer.record)), shares: JSON.stringify(shares),
    documents: documents(filings),
    documentsRecent: filings.length > PROFILE_DOCUMENTS ? documents(filings.slice(0, PROFILE_DOCUMENTS)) : null,
    filingValues: JSON.stringify(filingValues),
    activeDirector: active ? JSON.stringify(active.record) : null,
    statutory: latest ? JSON.stringify(latest) : null,
    simplified: latest ? JSON.stringify(simplifiedAccounts(random, latest, plan.scale)) : null,
    ratios: ratioList.length ? JSON.stringify(ratioList[0]) : null,
    trading: tradingList.length ? JSON.stringify({ companyRegistrationNumber: plan.number, businessName: name, companyRegistrationDate: isoDate(plan.incorporated), companyStatus: companyStatusCode(plan.status), tradingAddres: tradingList }) : null,
    extract,
    charges: chargeList.map((charge) => ({ regDate: String(charge.detailed.regDate), type: charge.type, tags: charge.tags, json: JSON.stringify(charge.detailed) })),
    ccjs: ccjList.map((ccj) => ({ status: ccj.status, json: JSON.stringify(ccj.record) })),
    pscs: pscList.map((psc) => JSON.stringify(psc)),
    properties: propertyList.map((property) => ({ titleNumber: property.titleNumber, json: JSON.stringify(property.record) })),
    hsCodes,
  };
}

/** Year ends: the last day of the incorporation month each year, filed nine months later; the most recent kept. */
function accountYearEnds(plan: Plan, until: number): number[] {
  if (plan.maxAccountsYears === 0) return [];
  const firstMonthEnd = lastDayOfMonth(plan.incorporated);
  const ends: number[] = [];
  for (let end = addYears(firstMonthEnd, 1); addMonths(end, 9) <= until; end = addYears(firstMonthEnd, ends.length + 1)) ends.push(end);
  return ends.slice(-plan.maxAccountsYears);
}

function sicFields(sic: { code: string; description: string }[]) {
  const [first, ...rest] = sic;
  const secondary = rest.slice(0, 1);
  const third = rest.slice(1, 2);
  return {
    sicCode2: { sicNumber1: first.code.slice(0, 2), sicText1: first.description },
    sicCode3: { sicNumber1: Number(first.code.slice(0, 3)), sicText1: first.description },
    sicCode4: { sicNumber1: Number(first.code.slice(0, 4)), sicText1: first.description },
    sicCode07: {
      SicNumber_1: first.code, SicText_1: first.description,
      SicNumber_2: secondary.map((entry) => entry.code), SicText_2: secondary.map((entry) => entry.description),
      SicNumber_3: third.map((entry) => entry.code), SicText_3: third.map((entry) => entry.description),
      sicNumber_1: first.code, sicText_1: first.description,
      sicNumber_2: secondary.map((entry) => entry.code), sicText_2: secondary.map((entry) => entry.description),
      sicNumber_3: third.map((entry) => entry.code), sicText_3: third.map((entry) => entry.description),
    },
  };
}

function textSic(value: { sicNumber1: string | number; sicText1: string }) {
  return { sicNumber1: String(value.sicNumber1).padStart(2, "0"), sicText1: value.sicText1 };
}

/** The company extract's statutory accounts: the same record with every field as text, as the spec says. */
function allText(year: Accounts): Record<string, string> {
  return Object.fromEntries(Object.entries(year).map(([key, value]) => [key, String(value)]));
}

/** Commodity codes of the chapters the company's principal industry deals in (none for a service industry). */
function tradeCodes(random: Random, plan: Plan): string[] {
  const chapters = plausibleHsChapters(plan.sic[0].code);
  const codes = new Set(plan.hsCodes);
  const candidates = HS_CODES.map(([code]) => code).filter((code) => chapters.has(code.slice(0, 2)) && !codes.has(code));
  for (const code of random.sample(candidates, Math.max(0, Math.min(plan.tradeCount - codes.size, candidates.length)))) codes.add(code);
  return [...codes];
}

function previousNames(random: Random, plan: Plan) {
  if (plan.ordinal < 3 || !random.chance(0.15)) return [];
  const changed = plan.incorporated + random.int(60, Math.max(61, AS_OF - plan.incorporated - 30));
  const previous = `${plan.name.split(" ")[0]} ${random.pick(["TRADING", "SERVICES", "GROUP", "VENTURES"])} LIMITED`;
  return [{ alphaName: alphaName(previous), previousName: previous, registrationNumber: plan.number, changedDate: isoDate(changed) }];
}

function commentary(number: string, years: Accounts[], chargeList: Charge[], ccjList: Ccj[]) {
  const notes: { code: string; text: string; impact: string; day: number }[] = [];
  if (years.length >= 2) {
    const [previous, latest] = years.slice(-2);
    const change = Number(previous.turnover) ? ((Number(latest.turnover) - Number(previous.turnover)) / Number(previous.turnover)) * 100 : 0;
    notes.push({ code: "TURN", text: `Turnover ${change >= 0 ? "rose" : "fell"} by ${Math.abs(change).toFixed(1)}% in the year to ${String(latest.yearEndDate)}.`, impact: change >= 0 ? "Positive" : "Negative", day: AS_OF - 60 });
    if (Number(latest.netWorth) < 0) notes.push({ code: "NNW", text: "The company's liabilities exceed its assets.", impact: "Negative", day: AS_OF - 60 });
  }
  const outstanding = chargeList.filter((charge) => charge.state === "outstanding").length;
  if (outstanding) notes.push({ code: "CHG", text: `There are ${outstanding} outstanding charges registered against the company.`, impact: "Neutral", day: AS_OF - 45 });
  if (ccjList.length) notes.push({ code: "CCJ", text: `${ccjList.length} county court judgment(s) recorded.`, impact: "Negative", day: AS_OF - 40 });
  return notes.map((note) => ({ companyRegistrationNumber: number, commentaryCode: note.code, dateLogged: isoDate(note.day), commentaryText: note.text, commentaryPriority: note.impact === "Negative" ? "High" : "Low", commentaryImpact: note.impact }));
}
