// Every field the upstream's specification names (reference/company-data-api.md, verbatim) is read by the upstream
// schemas and answered by the sandbox over HTTP, under the spec's exact name (misspellings such as
// companyConatctsIndustry, tradingAddres and propertType included). A field renamed, dropped or "corrected" in a
// schema or in the sandbox's generator fails here, naming the section and the field. And the other way round: in its
// default "spec" style the sandbox sends no key the spec does not show (Companies House's extras, such as a
// filing's made_up_date, belong to its companies-house style), so that the dashboard is proven on a spec-literal
// upstream.
import { readFileSync } from "node:fs";
import type { z } from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DEMO_CHARGE_DATE_RANGE, DEMO_COMMODITY_CODE, DEMO_COMPANIES, DEMO_CPV_CODE, DEMO_TITLE_NUMBER,
} from "../../sandbox/demo-companies";
import { startSandboxServer, type SandboxServer } from "../../sandbox/server";
import { smallDataset } from "../../sandbox/test-support";
import { CHARGE_TYPES, LENDING_TAGS, operations, type OperationId } from "./operations";
import { addressSchema } from "./schemas/address";
import { groupStructureSchema, shareRecordSchema } from "./schemas/shares";
import { SPEC_FILE, specFieldsBySection } from "./spec-fields";

const KEY = "spec-coverage-key";
const companies = DEMO_COMPANIES.map((company) => company.number);
const encode = encodeURIComponent;

/** The sandbox requests whose answers, together, should carry every field of the operation's resource. */
const REQUESTS: Record<OperationId, string[]> = {
  companyProfile: companies.map((crn) => `/companies/${crn}`),
  companyTradingAddress: companies.map((crn) => `/companies/${crn}/trading-address`),
  companySummary: companies.map((crn) => `/companies/${crn}/summary`),
  companyOfficers: companies.map((crn) => `/companies/${crn}/officers`),
  companyDirectors: companies.map((crn) => `/companies/${crn}/directors`),
  companyActiveDirectors: companies.map((crn) => `/companies/${crn}/active-directors`),
  companyDocuments: companies.map((crn) => `/companies/${crn}/documents`),
  companyStatutoryAccounts: companies.map((crn) => `/companies/${crn}/statutory-accounts`),
  companySimplifiedAccounts: companies.map((crn) => `/companies/${crn}/simplified-accounts`),
  companyFinancialRatios: companies.map((crn) => `/companies/${crn}/financial-ratios`),
  companyCharges: companies.map((crn) => `/charges/${crn}`),
  unsecuredCharges: LENDING_TAGS.map((tag) => `/charges/unsecured?lendingTag=${encode(tag)}&size=100&page=0`),
  securedCharges: CHARGE_TYPES.map((type) => `/charges/secured?chargeType=${encode(type)}&size=100&page=0`),
  chargesByDate: [`/charges/registered-by-date?fromDate=${DEMO_CHARGE_DATE_RANGE.fromDate}&toDate=${DEMO_CHARGE_DATE_RANGE.toDate}`],
  companyPsc: companies.map((crn) => `/psc/${crn}`),
  companyCcjs: companies.map((crn) => `/ccj/${crn}`),
  propertyByTitle: [`/property-register/title-number/${DEMO_TITLE_NUMBER}`],
  companyProperty: companies.map((crn) => `/property-register/company-number/${crn}`),
  govtProcurement: [`/govt-procurement?cpv-codes=${DEMO_CPV_CODE}&size=100`, "/govt-procurement?size=100"],
  internationalTrade: [`/international-trade/${DEMO_COMMODITY_CODE}?size=100`],
};

type Pick = (answer: unknown) => unknown;
const whole: Pick = (answer) => answer;
const field = (name: string): Pick => (answer) => (answer as Record<string, unknown>)[name];

/** Where each section of the spec lives: the schemas that read it and the sandbox answers (or parts) that carry it. */
const SECTIONS: Record<string, { schemas: z.ZodType[]; answers: [OperationId, Pick][] }> = {
  "Address object": { schemas: [addressSchema], answers: [["companyProfile", field("regAddress")], ["companySummary", field("regAddress")]] },
  "Company profile": { schemas: [operations.companyProfile.schema], answers: [["companyProfile", whole]] },
  "Filing history object": { schemas: [operations.companyDocuments.schema], answers: [["companyDocuments", whole]] },
  "Statutory accounts record": { schemas: [operations.companyStatutoryAccounts.schema], answers: [["companyStatutoryAccounts", whole]] },
  "Simplified accounts record": { schemas: [operations.companySimplifiedAccounts.schema], answers: [["companySimplifiedAccounts", whole]] },
  "Financial ratios record": { schemas: [operations.companyFinancialRatios.schema], answers: [["companyFinancialRatios", whole]] },
  "Director record": { schemas: [operations.companyActiveDirectors.schema], answers: [["companyDirectors", field("directorsData")], ["companyActiveDirectors", whole]] },
  "Share record": { schemas: [shareRecordSchema], answers: [["companyOfficers", field("shareDetails")]] },
  "Group structure object": { schemas: [groupStructureSchema], answers: [["companyProfile", field("groupStructures")]] },
  "PSC record": { schemas: [operations.companyPsc.schema], answers: [["companyPsc", whole]] },
  "Charge record": {
    schemas: [operations.companyCharges.schema, operations.unsecuredCharges.schema],
    answers: [["companyCharges", whole], ["unsecuredCharges", whole], ["securedCharges", whole], ["chargesByDate", whole]],
  },
  "CCJ record": { schemas: [operations.companyCcjs.schema], answers: [["companyCcjs", whole]] },
  "Property register record": { schemas: [operations.companyProperty.schema], answers: [["companyProperty", whole]] },
  "Company extract record": { schemas: [operations.internationalTrade.schema], answers: [["internationalTrade", whole], ["propertyByTitle", whole]] },
  "Government procurement record": { schemas: [operations.govtProcurement.schema], answers: [["govtProcurement", whole]] },
  "Trading address response": { schemas: [operations.companyTradingAddress.schema], answers: [["companyTradingAddress", whole]] },
  "Summary response": { schemas: [operations.companySummary.schema], answers: [["companySummary", whole]] },
  "Officers response": { schemas: [operations.companyOfficers.schema], answers: [["companyOfficers", whole]] },
  "Directors response": { schemas: [operations.companyDirectors.schema], answers: [["companyDirectors", whole]] },
};

/** Every key a zod schema reads, at any depth (through optional, nullable, pipes, arrays and unions). */
function schemaKeys(schema: z.ZodType, into = new Set<string>(), seen = new Set<unknown>()): Set<string> {
  if (seen.has(schema)) return into;
  seen.add(schema);
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
  const children: unknown[] = [];
  if (def.type === "object") {
    for (const [key, child] of Object.entries(def.shape as Record<string, unknown>)) {
      into.add(key);
      children.push(child);
    }
  }
  children.push(def.innerType, def.in, def.out, def.element, ...((def.options as unknown[] | undefined) ?? []));
  for (const child of children) if (child) schemaKeys(child as z.ZodType, into, seen);
  return into;
}

/** Every key present in a JSON value, at any depth. */
function jsonKeys(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) jsonKeys(item, into);
  else if (value && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) {
      into.add(key);
      jsonKeys(child, into);
    }
  }
  return into;
}

const spec = specFieldsBySection();
let dataset: Awaited<ReturnType<typeof smallDataset>>;
let sandbox: SandboxServer;
const answers = new Map<OperationId, unknown[]>();

beforeAll(async () => {
  dataset = await smallDataset();
  sandbox = await startSandboxServer({ port: 0, datasetFile: dataset.file, apiKeys: [KEY] });
  for (const [id, paths] of Object.entries(REQUESTS) as [OperationId, string[]][]) {
    const bodies: unknown[] = [];
    for (const path of paths) {
      const response = await fetch(`${sandbox.url}${path}`, { headers: { "x-api-key": KEY } });
      if (response.status === 200) bodies.push(...[await response.json()].flat());
      else expect(response.status, `${path} answered ${response.status}`).toBe(404);
    }
    answers.set(id, bodies);
  }
}, 120_000);

afterAll(async () => {
  await sandbox?.close();
  dataset?.cleanup();
});

describe("the spec's fields", () => {
  it("are read from every resource section of the spec, its misspellings as written", () => {
    expect([...spec.keys()].sort()).toEqual(Object.keys(SECTIONS).sort());
    for (const [section, names] of spec) expect(names.size, section).toBeGreaterThan(1);
    const all = new Set([...spec.values()].flatMap((names) => [...names]));
    for (const name of ["companyConatctsIndustry", "tradingAddres", "propertType", "resined_count", "dataOfBirth", "alertDetail11", "shareholderAddress5"]) {
      expect(all.has(name), name).toBe(true);
    }
    expect(all.size).toBeGreaterThan(450);
  });

  it.each(Object.keys(SECTIONS))("%s: every field is in the upstream schemas", (section) => {
    const known = new Set(SECTIONS[section]!.schemas.flatMap((schema) => [...schemaKeys(schema)]));
    expect([...spec.get(section)!].filter((name) => !known.has(name))).toEqual([]);
  });

  it.each(Object.keys(SECTIONS))("%s: every field is in the sandbox's answers", (section) => {
    const seen = new Set<string>();
    for (const [id, pick] of SECTIONS[section]!.answers) {
      for (const body of answers.get(id) ?? []) jsonKeys(pick(body), seen);
    }
    expect(seen.size, `no sandbox answer for ${section}`).toBeGreaterThan(0);
    expect([...spec.get(section)!].filter((name) => !seen.has(name))).toEqual([]);
  });
});

/** Sections whose records another section's answer carries inside it (the profile holds the charges, the accounts…). */
const NESTED: Record<string, string[]> = {
  "Company profile": [
    "Address object", "Filing history object", "Statutory accounts record", "Financial ratios record", "Director record",
    "Share record", "Group structure object", "PSC record", "Charge record", "CCJ record",
  ],
  "Company extract record": ["Statutory accounts record", "Address object"],
  "Summary response": ["Address object"],
  "Officers response": ["Director record", "Share record"],
  "Directors response": ["Director record"],
};

/** Every description_values object in an answer, at any depth (filing items and their resolutions). */
function descriptionValues(value: unknown, into: Record<string, unknown>[] = []): Record<string, unknown>[] {
  if (Array.isArray(value)) for (const item of value) descriptionValues(item, into);
  else if (value && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) {
      if (key === "description_values" && child && typeof child === "object") into.push(child as Record<string, unknown>);
      else descriptionValues(child, into);
    }
  }
  return into;
}

/** The fields of one row of the spec's tables ("| sicCode07 | {SicNumber_1 string, …} |"): the first word of each item. */
function tableRowFields(field: string): string[] {
  const row = new RegExp(`^\\| ${field} \\| \\{([^}]*)\\}`, "m").exec(readFileSync(SPEC_FILE, "utf8"));
  return (row?.[1] ?? "").split(",").map((item) => item.trim().split(/\s+/)[0]!).filter(Boolean);
}

/** Fields a section shows by reference to another's: the extract's sicCode07 is "as in the profile". */
const BY_REFERENCE: Record<string, () => string[]> = { "Company extract record": () => tableRowFields("sicCode07") };

describe("the sandbox's default (spec) style", () => {
  it.each(Object.keys(SECTIONS))("%s: carries no key the spec does not show", (section) => {
    const shown = new Set([section, ...(NESTED[section] ?? [])].flatMap((name) => [...spec.get(name)!]));
    for (const name of BY_REFERENCE[section]?.() ?? []) shown.add(name);
    if (BY_REFERENCE[section]) expect(BY_REFERENCE[section]()).toContain("SicNumber_1");
    const seen = new Set<string>();
    for (const [id, pick] of SECTIONS[section]!.answers) {
      for (const body of answers.get(id) ?? []) jsonKeys(pick(body), seen);
    }
    expect([...seen].filter((name) => !shown.has(name))).toEqual([]);
  });

  it("gives a filing's description_values exactly the four fields the spec shows, description in words", () => {
    const text = readFileSync(SPEC_FILE, "utf8");
    const four = /description_values \{([^}]*)\}/.exec(text)?.[1].split(",").map((name) => name.trim());
    expect(four).toHaveLength(4);
    const values = [...answers.get("companyDocuments")!, ...answers.get("companyProfile")!].flatMap((body) => descriptionValues(body));
    expect(values.length).toBeGreaterThan(100);
    for (const entry of values) {
      expect(Object.keys(entry).sort()).toEqual([...four!].sort());
      expect(String(entry.description).trim()).not.toBe("");
    }
  });

  it("answers every one of the 20 operations with keys the spec shows", () => {
    const all = new Set([...spec.values()].flatMap((names) => [...names]));
    for (const [id, bodies] of answers) {
      expect(bodies.length, `no answer for ${id}`).toBeGreaterThan(0);
      const seen = new Set<string>();
      for (const body of bodies) jsonKeys(body, seen);
      expect([...seen].filter((name) => !all.has(name)), id).toEqual([]);
    }
  });
});
