// The scalar part of the company profile, its events, alerts and commentary: each count and has… flag is computed
// from the arrays it describes, never drawn on its own.
import { AS_OF, addMonths, addYears, isoDate, isoDateTime, lastDayOfMonth, yearsBetween } from "../dates";
import type { Charge } from "./charges";
import type { Ccj } from "./ccjs";
import type { Officer } from "./officers";
import { COMPANY_TYPE, companyStatusCode, type Plan } from "./plan";

export interface ProfileFacts {
  plan: Plan;
  name: string;
  alpha: string;
  people: Officer[];
  shareCount: number;
  chargeList: Charge[];
  ccjList: Ccj[];
  possibleCcjs: number;
  pscCount: number;
  accountYears: number;
  latestYearEnd: number | null;
  latestFiled: number | null;
  accountType: string;
  tradingCount: number;
  propertyCount: number;
  children: Plan[];
  alerts: number;
  contact: { telephone: string; website: string; linkedin: string; facebook: string; ctps: string };
  industry: string;
  lastConfirmation: number | null;
  cagrCount: number;
}

export function profileScalars(facts: ProfileFacts): Record<string, unknown> {
  const { plan, people, chargeList, contact } = facts;
  const directors = people.filter((officer) => !officer.secretary);
  const secretaries = people.filter((officer) => officer.secretary);
  const activeDirectors = directors.filter((officer) => officer.to === null).length;
  const count = (state: string) => chargeList.filter((charge) => charge.state === state).length;
  const referenceEnd = facts.latestYearEnd ?? addYears(lastDayOfMonth(plan.incorporated), 1);
  const nextYearEnd = facts.latestYearEnd === null ? referenceEnd : addYears(facts.latestYearEnd, 1);
  const dueDate = facts.latestYearEnd === null ? addMonths(plan.incorporated, 21) : addMonths(nextYearEnd, 9);
  const liquidation = plan.status === "liquidation";
  const administration = plan.status === "administration";
  const hasFinances = facts.accountYears > 0;
  return {
    companyRegistrationNumber: plan.number, businessName: facts.name, companyRegistrationDate: isoDate(plan.incorporated),
    businessAlphaName: facts.alpha, companyStatus: companyStatusCode(plan.status), companyLiquidationStatus: liquidation ? "Y" : "N",
    administrationOrderFlag: administration ? "Y" : "N", voluntaryAgreementFlag: "N",
    inAdministrationFlag: administration ? "Y" : "N", receiveManagerFlag: "N",
    latestAnnualReturnDate: facts.lastConfirmation === null ? "" : isoDate(facts.lastConfirmation),
    nextAnnualReturnDate: plan.status === "dissolved" ? "" : isoDate(facts.lastConfirmation === null ? addYears(plan.incorporated, 1) + 14 : addYears(facts.lastConfirmation, 1)),
    accountsFilingDate: facts.latestFiled === null ? "" : isoDate(facts.latestFiled),
    latestDateOfAccounts: facts.latestYearEnd === null ? "" : isoDate(facts.latestYearEnd),
    accountsDueDate: plan.status === "dissolved" || plan.form === "lp" ? "" : isoDate(dueDate),
    accountsMadeUpDate: facts.latestYearEnd === null ? "" : isoDate(facts.latestYearEnd),
    accountsReferenceDate: plan.form === "lp" ? "" : isoDate(nextYearEnd),
    charityNumber: "", ftsea: "", ftset: "", accountsType: facts.accountType, companyType: COMPANY_TYPE[plan.form],
    companyConatctsIndustry: facts.industry,
    companyAge: yearsBetween(plan.incorporated, plan.status === "dissolved" && plan.statusDay !== null ? plan.statusDay : AS_OF),
    activeDirectorsCount: activeDirectors, resignedDirectorsCount: directors.length - activeDirectors,
    totalDirectorsCount: directors.length, totalSecretary: secretaries.length,
    activeSecretary: secretaries.filter((officer) => officer.to === null).length,
    numtradingAddress: facts.tradingCount, numberOfHnwiPerson: 0,
    chargesCount: chargeList.length, outstandingCount: count("outstanding"), satisfiedCount: count("fully-satisfied"),
    partialSatisfiedCount: count("part-satisfied"), numLanCorporate: facts.propertyCount,
    numShareHolder: facts.shareCount, shareHoldingsCountLive: facts.children.filter((child) => child.status === "active" || child.status === "dormant").length,
    shareHoldingsCount: facts.children.length, voScore_updated: voScore(facts),
    hasContactInfo: contact.telephone !== "" || contact.website !== "", hasWebsite: contact.website !== "",
    hasCAGR: facts.cagrCount > 0, hasZScore: hasFinances, hasIScore: hasFinances, hasContactNumber: contact.telephone !== "",
    hasCompanyGenericMail: false, hasCompanyWebsite: contact.website !== "", hasCompanyLinkedinUrl: contact.linkedin !== "",
    hasCompanyTwitterUrl: false, hasCompanyFacebookUrl: contact.facebook !== "", companyConatctsEmailPattern: false,
    isDebtor: false, hasCreditor: false, isCreditor: false, hasDebtor: false, hasHNW1: false,
    hasCharges: chargeList.length > 0, hasLandCorporate: facts.propertyCount > 0, hasCCJInfo: facts.ccjList.length > 0,
    hasPossibleCCJInfo: facts.possibleCcjs > 0, hasTradingAddress: facts.tradingCount > 0, hasFinances,
    hasSafeAlerts: facts.alerts > 0, hasShareHoldings: facts.children.length > 0, hasShareHolders: facts.shareCount > 0,
    hasPscData: facts.pscCount > 0,
    hasPersonalLinkedinUrl: people.some((officer) => officer.record.linkedin_url !== ""),
    hasPersonalGenericMail: false, hasPersonalFacebookUrl: false, hasPersonalTwitterUrl: false, hasPersonalTelephone: false,
  };
}


/** A 0–100 score of how much is known about the company (the spec does not say what voScore measures). */
function voScore(facts: ProfileFacts): number {
  return Math.min(100, 20 + facts.accountYears * 5 + (facts.contact.website ? 10 : 0) + facts.pscCount * 5 + facts.tradingCount * 3);
}

export function companyEvents(plan: Plan): Record<string, string>[] {
  const event = (code: string, description: string, day: number) => ({ statusCode: code, statusCodeDesc: description, statusFiledDate: isoDateTime(day), registeredDate: isoDateTime(day) });
  const events = [event("INC", "Incorporated", plan.incorporated)];
  if (plan.status === "dormant") events.push(event("DOR", "Dormant company", Math.min(AS_OF - 30, addYears(plan.incorporated, 1))));
  if (plan.statusDay !== null) {
    if (plan.status === "liquidation") events.push(event("RES", "Resolution to wind up", plan.statusDay - 1), event("LIQ", "Liquidator appointed (creditors' voluntary liquidation)", plan.statusDay));
    if (plan.status === "administration") events.push(event("ADM", "Administrator appointed", plan.statusDay));
    if (plan.status === "dissolved") events.push(event("GAZ1", "First Gazette notice for voluntary strike-off", plan.statusDay - 90), event("DIS", "Dissolved", plan.statusDay));
  }
  return events.reverse();
}

export function safeAlerts(plan: Plan, ccjList: Ccj[], negativeWorth: boolean): Record<string, string>[] {
  const alerts: Record<string, string>[] = [];
  const alert = (code: string, title: string, day: number, detail: string) => {
    const entry: Record<string, string> = { alertCode: code, alertCodeTitle: title, alertDate: isoDate(day), alertDetail1: detail };
    for (let index = 2; index <= 11; index += 1) entry[`alertDetail${index}`] = "";
    alerts.push(entry);
  };
  if (plan.status === "liquidation" && plan.statusDay !== null) alert("LIQ", "Liquidation", plan.statusDay, "A liquidator has been appointed");
  if (plan.status === "administration" && plan.statusDay !== null) alert("ADM", "Administration", plan.statusDay, "An administrator has been appointed");
  if (plan.status === "dissolved" && plan.statusDay !== null) alert("DIS", "Dissolved", plan.statusDay, "The company has been dissolved");
  for (const ccj of ccjList.filter((entry) => entry.status === "New Judgment")) alert("CCJ", "County court judgment", ccj.day, `Judgment of £${String(ccj.record.ccjAmount)}`);
  if (negativeWorth) alert("NNW", "Negative net worth", AS_OF - 30, "Liabilities exceed assets in the latest accounts");
  return alerts;
}
