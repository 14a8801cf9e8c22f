import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operations, type OperationId } from "../lib/upstream/operations";
import {
  DEMO_CHARGE_DATE_RANGE, DEMO_COMMODITY_CODE, DEMO_CPV_CODE, DEMO_NOTICE_IDENTIFIER, DEMO_TITLE_NUMBER, demoCompany,
} from "./demo-companies";
import { startSandboxServer, type SandboxServer } from "./server";
import { smallDataset } from "./test-support";

const KEY = "test-key";
let dataset: Awaited<ReturnType<typeof smallDataset>>;
let server: SandboxServer;
let single: SandboxServer;
let companiesHouse: SandboxServer;

beforeAll(async () => {
  dataset = await smallDataset();
  server = await startSandboxServer({ port: 0, datasetFile: dataset.file, apiKeys: ["other-key", KEY] });
  single = await startSandboxServer({ port: 0, datasetFile: dataset.file, apiKeys: [KEY], recordShape: "single" });
  companiesHouse = await startSandboxServer({ port: 0, datasetFile: dataset.file, apiKeys: [KEY], style: "companies-house" });
}, 60_000);

afterAll(async () => {
  await server?.close();
  await single?.close();
  await companiesHouse?.close();
  dataset?.cleanup();
});

async function call(path: string, options: { key?: string | null; method?: string; base?: SandboxServer } = {}) {
  const headers: Record<string, string> = {};
  const key = options.key === undefined ? KEY : options.key;
  if (key !== null) headers["x-api-key"] = key;
  const response = await fetch(`${(options.base ?? server).url}${path}`, { method: options.method ?? "GET", headers });
  return { status: response.status, type: response.headers.get("content-type"), body: (await response.json()) as unknown };
}

const typical = demoCompany("typical-active").number;
const { fromDate, toDate } = DEMO_CHARGE_DATE_RANGE;

/** One request per operation, each for a demo company or constant that guarantees a result. */
const CALLS: Record<OperationId, string> = {
  companyProfile: `/companies/${typical}`,
  companyTradingAddress: `/companies/${typical}/trading-address`,
  companySummary: `/companies/${typical}/summary`,
  companyOfficers: `/companies/${typical}/officers`,
  companyDirectors: `/companies/${typical}/directors`,
  companyActiveDirectors: `/companies/${typical}/active-directors`,
  companyDocuments: `/companies/${typical}/documents`,
  companyStatutoryAccounts: `/companies/${typical}/statutory-accounts`,
  companySimplifiedAccounts: `/companies/${typical}/simplified-accounts`,
  companyFinancialRatios: `/companies/${typical}/financial-ratios`,
  companyCharges: `/charges/${demoCompany("charges-every-kind").number}`,
  unsecuredCharges: "/charges/unsecured?lendingTag=HIRE%20PURCHASE%20AND%20ASSET%20FINANCE&size=10&page=0",
  securedCharges: "/charges/secured?chargeType=Invoice%20Finance&size=50",
  chargesByDate: `/charges/registered-by-date?fromDate=${fromDate}&toDate=${toDate}`,
  companyPsc: `/psc/${demoCompany("psc-corporate").number}`,
  companyCcjs: `/ccj/${demoCompany("ccj-every-status").number}?status=SET%20ASIDE`,
  propertyByTitle: `/property-register/title-number/${DEMO_TITLE_NUMBER}`,
  companyProperty: `/property-register/company-number/${demoCompany("property").number}`,
  govtProcurement: `/govt-procurement?cpv-codes=${DEMO_CPV_CODE}&status=awarded`,
  internationalTrade: `/international-trade/${DEMO_COMMODITY_CODE}?page=0&size=10`,
};

describe("the sandbox server", () => {
  it("listens on the port it was given (0: any free one) and says so in its url", () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(server.url).not.toMatch(/:0$/);
  });

  it.each(Object.entries(CALLS) as [OperationId, string][])("answers %s with records its schema reads", async (id, path) => {
    const { status, type, body } = await call(path);
    expect(status, JSON.stringify(body).slice(0, 300)).toBe(200);
    expect(type).toContain("application/json");
    const operation = operations[id];
    if (operation.answers === "record") expect(Array.isArray(body)).toBe(false);
    if (operation.number >= 12) expect(Array.isArray(body)).toBe(true);
    const items = Array.isArray(body) ? body : [body];
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(operation.schema.safeParse(item).success).toBe(true);
  });

  it("filters and pages as the parameters say", async () => {
    const ccjs = (await call(CALLS.companyCcjs)).body as { ccjStatus: string }[];
    expect(ccjs.map((ccj) => ccj.ccjStatus)).toEqual(["Set Aside", "Set Aside"]);
    const byDate = (await call(CALLS.chargesByDate)).body as { companyRegistrationNumber: string; mortgages: { regDate: string }[] }[];
    expect(byDate.some((envelope) => envelope.companyRegistrationNumber === demoCompany("charges-every-kind").number)).toBe(true);
    for (const envelope of byDate) for (const charge of envelope.mortgages) expect(charge.regDate >= "2024-03-01" && charge.regDate <= "2024-03-31").toBe(true);
    const tagged = (await call(CALLS.unsecuredCharges)).body as { mortgages: { mortgageDetails: { tagName: string[] }[] }[] }[];
    expect(tagged.length).toBeLessThanOrEqual(10);
    for (const envelope of tagged) for (const charge of envelope.mortgages) expect(charge.mortgageDetails[0].tagName).toContain("hire purchase and asset finance");
    const first = (await call("/govt-procurement?size=5&page=0")).body as { notice_identifier: string }[];
    const second = (await call("/govt-procurement?size=5&page=1")).body as { notice_identifier: string }[];
    expect(first).toHaveLength(5);
    expect(second.map((notice) => notice.notice_identifier)).not.toContain(first[0].notice_identifier);
    const awarded = (await call(CALLS.govtProcurement)).body as { notice_identifier: string; status: string; suppliers: { supplierReg: string }[] }[];
    expect(awarded.map((notice) => notice.notice_identifier)).toContain(DEMO_NOTICE_IDENTIFIER);
    expect(awarded.every((notice) => notice.status === "Awarded")).toBe(true);
    type Notice = { cpv_codes: { code: string }[]; closing_date: string; contract_end_date: string; ojeu_contract_type: string; notice_type: string };
    const it72 = (await call("/govt-procurement?cpv-codes=72000000&size=100")).body as Notice[];
    expect(it72.length).toBeGreaterThan(0);
    for (const notice of it72) expect(notice.cpv_codes.some((cpv) => cpv.code.startsWith("72"))).toBe(true);
    const dated = (await call("/govt-procurement?closingDateFrom=01/01/2025&closingDateTo=30/06/2025&contractEndDateFrom=01/01/2027&contract-type=SERVICES&procurement-stage=Award&size=100")).body as Notice[];
    expect(dated.length).toBeGreaterThan(0);
    for (const notice of dated) {
      expect(notice.closing_date >= "2025-01-01" && notice.closing_date <= "2025-06-30").toBe(true);
      expect(notice.contract_end_date >= "2027-01-01").toBe(true);
      expect([notice.ojeu_contract_type, notice.notice_type]).toEqual(["Services", "Award"]);
    }
    const traders = (await call("/international-trade/8471,0901")).body as { companyRegistrationNumber: string }[];
    expect(traders.map((company) => company.companyRegistrationNumber)).toContain(demoCompany("trade").number);
  });

  it("refuses a missing key with 401 and an unknown key with 403", async () => {
    const missing = await call(CALLS.companyProfile, { key: null });
    expect(missing).toMatchObject({ status: 401, body: { status: 401, error: "Unauthorized" } });
    const unknown = await call(CALLS.companyProfile, { key: "nope" });
    expect(unknown).toMatchObject({ status: 403, body: { status: 403, error: "Forbidden" } });
  });

  it("answers 404 when nothing is found or the path is unknown", async () => {
    for (const path of [
      "/companies/01999999", `/companies/${demoCompany("dissolved").number}/active-directors`,
      `/companies/${demoCompany("no-accounts").number}/statutory-accounts`, `/charges/${demoCompany("bare").number}`,
      `/ccj/${demoCompany("ccj-satisfied").number}?status=new%20judgment`, "/property-register/title-number/ZZ1",
      `/psc/${demoCompany("bare").number}`, "/international-trade/2501", "/govt-procurement?cpv-codes=03221000&status=cancelled&contract-type=works&procurement-stage=planning",
      "/nowhere", "/companies",
    ]) {
      const { status, body } = await call(path);
      expect(status, path).toBe(404);
      expect(body).toMatchObject({ status: 404, error: "Not Found" });
    }
  });

  it("answers 400 for invalid parameters", async () => {
    for (const path of [
      "/companies/not-a-number", "/charges/unsecured?lendingTag=mortgages", "/charges/secured?chargeType=assets%20finance&size=20",
      "/charges/registered-by-date?fromDate=2024-03-01&toDate=31/03/2024", "/charges/registered-by-date?fromDate=01/04/2024&toDate=01/03/2024",
      "/ccj/09990013?status=paid", "/govt-procurement?closingDateFrom=31/02/2024", "/companies/09990001?extra=1",
    ]) {
      const { status, body } = await call(path);
      expect(status, path).toBe(400);
      expect(body).toMatchObject({ status: 400, error: "Bad Request" });
      expect(typeof (body as { message: string }).message).toBe("string");
    }
  });

  it("allows only GET", async () => {
    const { status, body } = await call(CALLS.companyProfile, { method: "POST" });
    expect(status).toBe(405);
    expect(body).toMatchObject({ status: 405, error: "Method Not Allowed" });
  });

  it("answers operations 12–20 with the first record alone when the record shape is single", async () => {
    for (const id of ["unsecuredCharges", "companyPsc", "companyCcjs", "companyProperty", "govtProcurement", "internationalTrade"] as const) {
      const { status, body } = await call(CALLS[id], { base: single });
      expect(status).toBe(200);
      expect(Array.isArray(body)).toBe(false);
      expect(operations[id].schema.safeParse(body).success).toBe(true);
    }
    const profile = await call(CALLS.companyProfile, { base: single });
    expect((profile.body as { companyRegistrationNumber: string }).companyRegistrationNumber).toBe(typical);
  });

  it("normalises company numbers the way the BFF does", async () => {
    const { status, body } = await call("/companies/sc990001/summary");
    expect(status).toBe(200);
    expect((body as { companyRegistrationNumber: string }).companyRegistrationNumber).toBe("SC990001");
  });

  it("adds Companies House's description values in the companies-house style, and changes nothing else", async () => {
    type Item = { category: string; description_values: Record<string, string>; resolutions: { description_values: Record<string, string> }[] };
    const spec = (await call(CALLS.companyDocuments)).body as { items: Item[] };
    const house = (await call(CALLS.companyDocuments, { base: companiesHouse })).body as { items: Item[] };
    expect(house.items).toHaveLength(spec.items.length);
    spec.items.forEach((item, index) => {
      const { description, ...specFour } = item.description_values;
      const { description: emptied, made_up_date, ...rest } = house.items[index].description_values;
      expect(emptied).toBe("");
      expect(rest).toMatchObject(specFour);
      expect(Object.keys(rest).every((name) => name in specFour || ["charge_number", "charge_creation_date", "date"].includes(name))).toBe(true);
      expect({ ...house.items[index], description_values: item.description_values, resolutions: item.resolutions }).toEqual(item);
      if (item.category === "accounts") {
        // The spec style's sentence states the same made-up date ("… made up to 31 March 2024").
        const [year, month, day] = made_up_date.split("-").map(Number);
        const worded = `${day} ${new Date(Date.UTC(year, month - 1, day)).toLocaleString("en-GB", { month: "long", timeZone: "UTC" })} ${year}`;
        expect(description).toContain(`made up to ${worded}`);
      } else if (item.category !== "confirmation-statement") expect(made_up_date).toBeUndefined();
    });
    expect(house.items.some((item) => item.category === "accounts")).toBe(true);
    const profile = (await call(CALLS.companyProfile, { base: companiesHouse })).body as { documents: { items: Item[] } };
    expect(profile.documents.items[0].description_values).toEqual(house.items[0].description_values);
    for (const id of ["companyStatutoryAccounts", "companyCharges", "companyPsc", "internationalTrade"] as const) {
      expect((await call(CALLS[id], { base: companiesHouse })).body, id).toEqual((await call(CALLS[id])).body);
    }
  });
});
