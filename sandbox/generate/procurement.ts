// Government procurement notices from UK public buyers, at every stage, classified with real CPV codes; awarded
// notices name suppliers that are companies of the register.
import { AS_OF, addMonths, isoDate } from "../dates";
import { DEMO_CPV_CODE, DEMO_NOTICE_IDENTIFIER } from "../demo-companies";
import { CPV_CODES } from "../reference/cpv-codes";
import { Random } from "../random";
import type { Plan } from "./plan";

export interface Notice {
  id: number;
  identifier: string;
  published: string;
  status: string;
  stage: string;
  contractType: string;
  closingDate: string;
  contractEndDate: string;
  cpvs: string[];
  json: string;
}

const BUYERS: readonly (readonly [name: string, group: string])[] = [
  ["Manchester City Council", "Local Government"], ["Birmingham City Council", "Local Government"],
  ["Leeds City Council", "Local Government"], ["Bristol City Council", "Local Government"], ["Kent County Council", "Local Government"],
  ["The City of Edinburgh Council", "Local Government"], ["Cardiff Council", "Local Government"], ["Belfast City Council", "Local Government"],
  ["NHS England", "Health"], ["Guy's and St Thomas' NHS Foundation Trust", "Health"], ["Manchester University NHS Foundation Trust", "Health"],
  ["NHS Scotland National Services Scotland", "Health"], ["Ministry of Defence", "Central Government"], ["Department for Education", "Central Government"],
  ["Home Office", "Central Government"], ["HM Revenue and Customs", "Central Government"], ["Crown Commercial Service", "Central Government"],
  ["Department for Transport", "Central Government"], ["Environment Agency", "Non-Departmental Public Body"], ["Transport for London", "Transport"],
  ["Network Rail Infrastructure Limited", "Transport"], ["University of Manchester", "Education"], ["University of Leeds", "Education"],
  ["Metropolitan Police Service", "Police"], ["West Yorkshire Police", "Police"], ["Scottish Water", "Utilities"],
];

/** Stages (notice_type) of a procurement, from early market engagement to the contract being let. */
const STAGES = ["Planning", "Tender", "Award", "Contract"] as const;

/** Planning notices look ahead; some tenders are still open; awards and contracts are in the past. */
function noticeDates(random: Random, stage: string): { published: number; closing: number } {
  if (stage === "Planning") {
    const published = AS_OF - random.int(5, 200);
    return { published, closing: Math.max(AS_OF + 10, published + random.int(60, 240)) };
  }
  const recent = stage === "Tender" && random.chance(0.4);
  const published = recent ? AS_OF - random.int(5, 40) : AS_OF - random.int(90, 1500);
  return { published, closing: published + random.int(20, 60) };
}

/** The status a notice has, consistent with its stage and dates. */
function noticeStatus(random: Random, stage: string, closing: number, contractEnd: number): string {
  if (stage === "Planning") return "Open";
  if (stage === "Tender") return closing >= AS_OF ? "Open" : random.chance(0.75) ? "Closed" : "Cancelled";
  if (stage === "Award") return "Awarded";
  return contractEnd < AS_OF ? "Closed" : "Awarded";
}
const CONTRACT_TYPES = ["Services", "Supplies", "Works"] as const;

export function notices(seed: number, plans: readonly Plan[], count: number): Notice[] {
  const random = new Random(seed, "procurement");
  const suppliers = plans.filter((plan) => plan.status === "active" && plan.form !== "lp");
  const demoSupplier = plans.find((plan) => plan.number === "09990021");
  const demoCpv = CPV_CODES.find(([code]) => code.startsWith(DEMO_CPV_CODE));
  const list: Notice[] = [];
  for (let id = 1; id <= count; id += 1) {
    // The first ten notices are awarded to the procurement demo company, the first of them under the demo CPV code.
    const demo = id <= 10 && demoSupplier !== undefined;
    const stage = demo ? "Award" : random.pick(STAGES);
    const { published, closing } = noticeDates(random, stage);
    const contractStart = closing + random.int(30, 120);
    const contractEnd = addMonths(contractStart, random.pick([12, 24, 36, 48, 60]));
    const status = noticeStatus(random, stage, closing, contractEnd);
    const cpvs = random.sample(CPV_CODES, random.int(1, 3));
    if (id === 1 && demoCpv) cpvs[0] = demoCpv;
    const [buyer, buyerGroup] = random.pick(BUYERS);
    const contractType = random.pick(CONTRACT_TYPES);
    const awarded = stage === "Award" || stage === "Contract";
    const chosen = awarded ? (demo ? [demoSupplier] : random.sample(suppliers, random.int(1, 3))) : [];
    const value = Math.round(random.float(10_000, random.chance(0.1) ? 50_000_000 : 2_000_000) / 100) * 100;
    const identifier = id === 1 ? DEMO_NOTICE_IDENTIFIER : `${String(100_000 + id).padStart(6, "0")}-${new Date(published * 86_400_000).getUTCFullYear()}`;
    const record = {
      organisationReg: "", awarded_date: awarded ? isoDate(closing + random.int(10, 25)) : "", closing_date: isoDate(closing),
      buyerGroupName: buyerGroup, buyer_name: buyer, contract_end_date: isoDate(contractEnd),
      contract_start_date: isoDate(contractStart), customOrganisationReg: "", end_date: isoDate(closing),
      notice_identifier: identifier, notice_type: stage, ojeu_contract_type: contractType, published_date: isoDate(published),
      start_date: isoDate(published), status,
      title: `${cpvs[0][1]} for ${buyer}`, awarded_value: value,
      cpv_codes: cpvs.map(([code, desc]) => ({ code, desc })),
      suppliers: chosen.map((supplier) => ({
        name: supplier.name,
        supplierGroupName: supplier.parent === null ? supplier.name : plans[supplier.parent].name,
        supplierReg: supplier.number,
      })),
    };
    list.push({
      id, identifier, published: record.published_date, status, stage, contractType, closingDate: record.closing_date,
      contractEndDate: record.contract_end_date, cpvs: cpvs.map(([code]) => code.slice(0, 8)), json: JSON.stringify(record),
    });
  }
  return list;
}
