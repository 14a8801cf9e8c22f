// Every one of the 20 operations, through the built BFF in front of the sandbox, over real HTTP: the BFF's answer
// is the upstream's answer read through the operation's schema, in the documented shape, whichever shape the
// upstream used for operations 12–20.
import { describe, expect, inject, it } from "vitest";
import { normaliseAnswer } from "../../lib/api/normalise";
import { readInput } from "../../lib/api/read-input";
import { buildUpstreamUrl } from "../../lib/upstream/build-url";
import { operations, type ListResult, type OperationId } from "../../lib/upstream/operations";
import {
  DEMO_CHARGE_DATE_RANGE, DEMO_COMMODITY_CODE, DEMO_CPV_CODE, DEMO_TITLE_NUMBER, demoCompany,
} from "../../sandbox/demo-companies";
import { getJson } from "./http";

const typical = demoCompany("typical-active").number;
const { fromDate, toDate } = DEMO_CHARGE_DATE_RANGE;

/** One request per operation, with inputs the sandbox guarantees to have data for. */
const SAMPLES: Record<OperationId, { path: Record<string, string>; query?: Record<string, string> }> = {
  companyProfile: { path: { crn: typical } },
  companyTradingAddress: { path: { crn: typical } },
  companySummary: { path: { crn: typical } },
  companyOfficers: { path: { crn: typical } },
  companyDirectors: { path: { crn: typical } },
  companyActiveDirectors: { path: { crn: typical } },
  companyDocuments: { path: { crn: typical } },
  companyStatutoryAccounts: { path: { crn: typical } },
  companySimplifiedAccounts: { path: { crn: typical } },
  companyFinancialRatios: { path: { crn: typical } },
  companyCharges: { path: { crn: demoCompany("charges-every-kind").number } },
  unsecuredCharges: { path: {}, query: { lendingTag: "Hire Purchase and Asset Finance", size: "10", page: "0" } },
  securedCharges: { path: {}, query: { chargeType: "PROPERTY FINANCE", size: "10", page: "1" } },
  chargesByDate: { path: {}, query: { fromDate, toDate } },
  companyPsc: { path: { crn: demoCompany("psc-individual").number } },
  companyCcjs: { path: { crn: demoCompany("ccj-every-status").number }, query: { status: "set aside" } },
  propertyByTitle: { path: { title: DEMO_TITLE_NUMBER } },
  companyProperty: { path: { crn: demoCompany("property").number } },
  govtProcurement: { path: {}, query: { "cpv-codes": DEMO_CPV_CODE, size: "10" } },
  internationalTrade: { path: { codes: DEMO_COMMODITY_CODE }, query: { size: "10" } },
};

function bffPath(id: OperationId): string {
  const sample = SAMPLES[id];
  const url = buildUpstreamUrl("http://bff.invalid/api", operations[id], sample.path, sample.query ?? {});
  return url.pathname + url.search;
}

/** What the BFF should answer: the sandbox's own answer, read as the BFF reads it. */
async function expectedFromSandbox(id: OperationId): Promise<unknown> {
  const sample = SAMPLES[id];
  const read = readInput(operations[id], sample.path, new URLSearchParams(sample.query));
  if (!read.ok) throw new Error(read.problem.detail);
  const url = buildUpstreamUrl(inject("sandboxUrl"), operations[id], read.input.path, read.input.query);
  const response = await fetch(url, { headers: { "x-api-key": inject("apiKey") } });
  expect(response.status, `sandbox ${url}`).toBe(200);
  const normal = normaliseAnswer(operations[id], await response.json(), read.input.query);
  if (!normal.ok) throw new Error(normal.reason);
  return normal.body;
}

describe.each(Object.keys(SAMPLES) as OperationId[])("operation %s", (id) => {
  const operation = operations[id];

  it(`${operation.number}. answers 200 with the upstream's data in the documented shape`, async () => {
    const answer = await getJson(inject("bffUrl"), bffPath(id));
    expect(answer.status, answer.text.slice(0, 300)).toBe(200);
    expect(answer.headers["content-type"]).toBe("application/json");
    expect(answer.json).toEqual(await expectedFromSandbox(id));
    if (operation.answers === "recordOrList") {
      expect((answer.json as ListResult<unknown>).items.length).toBeGreaterThan(0);
    }
  });

  if (operation.answers === "recordOrList") {
    it(`${operation.number}. gives the same shape when the upstream answers one record instead of a list`, async () => {
      const list = (await getJson(inject("bffUrl"), bffPath(id))).json as ListResult<unknown>;
      const single = await getJson(inject("bffSingleUrl"), bffPath(id));
      expect(single.status).toBe(200);
      expect(single.json).toEqual({ ...list, items: list.items.slice(0, 1) });
    });
  }
});

describe("what the operations mean", () => {
  it("normalises the company number before the lookup", async () => {
    const scottish = demoCompany("scottish").number;
    const answer = await getJson(inject("bffUrl"), `/api/companies/${scottish.toLowerCase().replace(/^(..)0+/, "$1")}/summary`);
    expect(answer.json).toMatchObject({ companyRegistrationNumber: scottish });
    const padded = await getJson(inject("bffUrl"), `/api/companies/${Number(typical)}/summary`);
    expect(padded.json).toMatchObject({ companyRegistrationNumber: typical });
  });

  it("filters CCJs by status, in any case", async () => {
    const answer = (await getJson(inject("bffUrl"), bffPath("companyCcjs"))).json as ListResult<{ ccjStatus: string }>;
    expect(answer.items.length).toBeGreaterThan(0);
    for (const ccj of answer.items) expect(ccj.ccjStatus.toLowerCase()).toBe("set aside");
  });

  it("returns only charges registered within the date range", async () => {
    const answer = (await getJson(inject("bffUrl"), bffPath("chargesByDate"))).json as ListResult<{ mortgages: { regDate: string }[] }>;
    const dates = answer.items.flatMap((envelope) => envelope.mortgages.map((charge) => charge.regDate));
    expect(dates.length).toBeGreaterThan(0);
    for (const date of dates) expect(date >= "2024-03-01" && date <= "2024-03-31", date).toBe(true);
  });

  it("pages the charge searches: page 1 differs from page 0 and both hold `size` records", async () => {
    const page = (n: number) => getJson(inject("bffUrl"), `/api/charges/secured?chargeType=property%20finance&size=10&page=${n}`);
    const [first, second] = await Promise.all([page(0), page(1)]);
    const a = first.json as ListResult<{ companyRegistrationNumber: string }>;
    const b = second.json as ListResult<{ companyRegistrationNumber: string }>;
    expect([a.items.length, b.items.length]).toEqual([10, 10]);
    expect(a.items.map((x) => x.companyRegistrationNumber)).not.toEqual(b.items.map((x) => x.companyRegistrationNumber));
  });

  it("maps a company the sandbox does not hold to 404 'No company found'", async () => {
    const answer = await getJson(inject("bffUrl"), "/api/companies/SC000000");
    expect(answer.status).toBe(404);
    expect(answer.json).toMatchObject({ detail: "No company found with number SC000000." });
  });
});
