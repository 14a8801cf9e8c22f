// Charges (lending): each has a charge type (one of the spec's four, or a plain debenture) and lending tags from the
// spec's six; the profile carries the plain record, the charge operations the detailed one.
import { CHARGE_TYPES, LENDING_TAGS } from "../../lib/upstream/operations";
import { isoDate } from "../dates";
import type { Random } from "../random";
import type { Plan } from "./plan";

export type ChargeType = (typeof CHARGE_TYPES)[number] | "";
/** Companies House's charge status codes (mortgage_descriptions.yml `status`), as memorandumNature carries them. */
export type ChargeState = "outstanding" | "fully-satisfied" | "part-satisfied";

export interface Charge {
  regDay: number;
  satisfiedDay: number | null;
  state: ChargeState;
  type: ChargeType;
  tags: string[];
  code: string;
  /** The record of the profile's mortgages array. */
  plain: Record<string, unknown>;
  /** The record of the charge operations (11–14). */
  detailed: Record<string, unknown>;
}

const LENDERS: readonly (readonly [name: string, group: string, sector: string])[] = [
  ["Barclays Bank UK PLC", "Barclays", "Bank"], ["HSBC UK Bank PLC", "HSBC", "Bank"], ["Lloyds Bank PLC", "Lloyds Banking Group", "Bank"],
  ["National Westminster Bank PLC", "NatWest Group", "Bank"], ["Santander UK PLC", "Santander", "Bank"],
  ["Bank of Scotland PLC", "Lloyds Banking Group", "Bank"], ["The Royal Bank of Scotland PLC", "NatWest Group", "Bank"],
  ["Metro Bank PLC", "Metro Bank", "Bank"], ["Allica Bank Limited", "Allica", "Bank"], ["Clydesdale Bank PLC", "Virgin Money", "Bank"],
  ["Close Brothers Limited", "Close Brothers", "Asset finance"], ["Lombard North Central PLC", "NatWest Group", "Asset finance"],
  ["Aldermore Bank PLC", "Aldermore", "Specialist lender"], ["Shawbrook Bank Limited", "Shawbrook", "Specialist lender"],
  ["Bibby Financial Services Limited", "Bibby Line Group", "Invoice finance"], ["Investec Bank PLC", "Investec", "Bank"],
  ["Handelsbanken PLC", "Handelsbanken", "Bank"], ["Hitachi Capital (UK) PLC", "Mitsubishi HC Capital", "Asset finance"],
];

const TYPE_PARTICULARS: Record<string, readonly [string, string]> = {
  "assets finance": ["Chattel mortgage", "Fixed charge over the plant, machinery and vehicles listed in the schedule"],
  "property finance": ["Legal charge", "Freehold property known as the land and buildings at the address in the schedule"],
  "invoice finance": ["Debenture", "Fixed charge over all book debts and their proceeds, present and future"],
  "invoice finance with ai": ["Debenture", "Fixed charge over book debts assigned under the invoice discounting agreement"],
  "": ["Debenture", "Fixed and floating charge over the undertaking and all property and assets present and future"],
};

/** Lending tags that suit each charge type; one or two are drawn from these. */
const TAGS_BY_TYPE: Record<string, readonly string[]> = {
  "assets finance": ["hire purchase and asset finance", "leasing and operating lease", "current hire purchase commitments"],
  "property finance": ["interest and financial charges", "unsecured lending"],
  "invoice finance": ["cash flow or payment commitments", "interest and financial charges"],
  "invoice finance with ai": ["cash flow or payment commitments"],
  "": ["unsecured lending", "interest and financial charges", "cash flow or payment commitments"],
};

export function charges(random: Random, plan: Plan, lastDay: number): Charge[] {
  const list: Charge[] = [];
  const span = Math.max(1, lastDay - plan.incorporated - 30);
  for (let index = 0; index < plan.charges; index += 1) {
    const every = plan.chargeMix === "every";
    const type: ChargeType = every ? ([...CHARGE_TYPES, ""] as ChargeType[])[index % 5] : random.pick([...CHARGE_TYPES, "", "", ""] as ChargeType[]);
    const tags = every && index < LENDING_TAGS.length ? [LENDING_TAGS[index]] : random.sample(TAGS_BY_TYPE[type], random.int(1, 2));
    const regDay = plan.chargeOn !== null && index === 0 ? plan.chargeOn : plan.incorporated + 30 + random.int(0, span - 2);
    const state: ChargeState =
      plan.chargeMix === "satisfied" ? "fully-satisfied"
      : every ? (["outstanding", "fully-satisfied", "part-satisfied"] as const)[index % 3]
      : plan.status === "dissolved" ? "fully-satisfied"
      : random.pick(["outstanding", "outstanding", "fully-satisfied", "part-satisfied"] as const);
    // Satisfied some time after registration and before the register's date (never piled up on the last day).
    const satisfiedDay = state === "outstanding" ? null : regDay + 1 + Math.floor(random.next() * Math.min(2500, Math.max(1, lastDay - regDay - 1)));
    list.push(chargeRecord(random, plan.number, index + 1, regDay, satisfiedDay, state, type, tags));
  }
  return list.sort((a, b) => b.regDay - a.regDay || a.code.localeCompare(b.code));
}

function chargeRecord(
  random: Random, number: string, sequence: number, regDay: number, satisfiedDay: number | null, state: ChargeState,
  type: ChargeType, tags: string[],
): Charge {
  const [lender, group, sector] = random.pick(LENDERS);
  const [kind, particulars] = TYPE_PARTICULARS[type];
  const code = `${number}${String(sequence).padStart(4, "0")}`;
  const createdDay = regDay - random.int(1, 20);
  const reg = isoDate(regDay);
  const created = isoDate(createdDay);
  const common = {
    regDate: reg, createdDate: created, satisfiedDate: satisfiedDay === null ? "" : isoDate(satisfiedDay),
    lastChangeDate: isoDate(satisfiedDay ?? regDay), memorandumNature: state, chargeCode: code,
    createdMonth: created.slice(0, 7), regMonth: reg.slice(0, 7),
  };
  const details = [
    { recordType: "Persons Entitled", description: lender, chargeCode: code, groupName: group, sector },
    { recordType: "Charge Type", description: kind, chargeCode: code, groupName: group, sector },
    { recordType: "Short Particulars", description: particulars, chargeCode: code, groupName: group, sector },
  ];
  return {
    regDay, satisfiedDay, state, type, tags, code,
    plain: { ...common, mortgageDetails: details },
    detailed: {
      ...common,
      invoice_finance: type === "invoice finance" || type === "invoice finance with ai" ? type : "",
      assets_finance_exists: type === "assets finance",
      property_finance_exists: type === "property finance",
      mortgageDetails: details.map((detail) => ({ ...detail, tagName: tags })),
    },
  };
}
