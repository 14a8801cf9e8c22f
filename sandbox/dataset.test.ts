import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHARGE_TYPES, LENDING_TAGS, operations } from "../lib/upstream/operations";
import { MODELS } from "../lib/assessment/models";
import { companiesCsvPath, groupsCsvPath } from "./ch-export";
import { ensureDataset } from "./dataset";
import { DEMO_COMPANIES, DEMO_TITLE_NUMBER, demoCompany } from "./demo-companies";
import {
  doubledAddresses, implausibleTrade, misplacedOffice, ratiosUnlikeDashboard, shareholdersAndPscs, underageOfficers,
} from "./realism-check";
import { withCompaniesHouseValues } from "./companies-house-style";
import { HANDLERS } from "./responses";
import { SandboxStore } from "./store";
import { SMALL_DATASET, smallDataset } from "./test-support";
import { enumeration, filingTemplates } from "../lib/reference/companies-house";

// Each check walks all 300 companies; shared CI machines can be slow, so allow more than vitest's 5 s default.
const SLOW = 30_000;

// biome-ignore lint/suspicious/noExplicitAny: test reads of free JSON
type Json = Record<string, any>;

let dataset: Awaited<ReturnType<typeof smallDataset>>;
let store: SandboxStore;
let numbers: string[];

beforeAll(async () => {
  dataset = await smallDataset();
  store = new SandboxStore(dataset.file);
  numbers = store.companyNumbers();
}, 60_000);

afterAll(() => {
  store?.close();
  dataset?.cleanup();
});

function answer(id: keyof typeof operations, path: Record<string, string>, query: Record<string, string | number> = {}): Json | Json[] | null {
  const result = HANDLERS[id](store, { path, query });
  if (!result) return null;
  return "record" in result ? JSON.parse(result.record) : result.list.map((item) => JSON.parse(item));
}

const profile = (number: string) => answer("companyProfile", { crn: number }) as Json;
const near = (stated: string, top: number, bottom: number, scale = 1) =>
  bottom === 0 ? stated === "" : Math.abs(Number(stated) - (top / bottom) * scale) <= 0.006;

describe("the generated register", () => {
  it("holds the requested number of companies, the demo companies among them, with real number formats", () => {
    expect(numbers).toHaveLength(SMALL_DATASET.companies);
    for (const demo of DEMO_COMPANIES) expect(numbers).toContain(demo.number);
    for (const number of numbers) expect(number).toMatch(/^(\d{8}|(SC|NI|OC|SO|SL|LP|R0)\d{6})$/);
  });

  it("states counts and has… flags that match the arrays beside them", () => {
    for (const number of numbers) {
      const company = profile(number);
      const directors = company.directorsData.filter((officer: Json) => officer.position !== "secretary");
      const active = directors.filter((officer: Json) => officer.toDate === "");
      expect(company.activeDirectorsCount, number).toBe(active.length);
      expect(company.resignedDirectorsCount, number).toBe(directors.length - active.length);
      expect(company.totalDirectorsCount, number).toBe(directors.length);
      expect(company.totalSecretary + company.totalDirectorsCount).toBe(company.directorsData.length);
      const states = company.mortgages.map((charge: Json) => charge.memorandumNature);
      expect(company.chargesCount).toBe(company.mortgages.length);
      expect(company.chargesCount).toBe(company.outstandingCount + company.satisfiedCount + company.partialSatisfiedCount);
      expect(company.outstandingCount).toBe(states.filter((state: string) => state === "outstanding").length);
      expect(company.hasCharges).toBe(company.mortgages.length > 0);
      expect(company.hasCCJInfo).toBe(company.ccjDetails.length > 0);
      expect(company.hasPossibleCCJInfo).toBe(company.possibleCCJDetails.length > 0);
      expect(company.hasPscData).toBe(company.pscData.length > 0);
      expect(company.hasFinances).toBe(company.statutoryAccounts.length > 0);
      expect(company.hasSafeAlerts).toBe(company.safealertsinformation.length > 0);
      expect(company.hasCAGR).toBe(company.cagr.length > 0);
      expect(company.numShareHolder).toBe(company.shareDetails.length);
      expect(company.hasShareHolders).toBe(company.shareDetails.length > 0);
      const trading = answer("companyTradingAddress", { crn: number }) as Json | null;
      expect(company.numtradingAddress).toBe(trading?.tradingAddres.length ?? 0);
      expect(company.hasTradingAddress).toBe(company.numtradingAddress > 0);
      const titles = (answer("companyProperty", { crn: number }) as Json[] | null) ?? [];
      expect(company.numLanCorporate).toBe(titles.length);
      expect(company.hasLandCorporate).toBe(titles.length > 0);
      const documents = answer("companyDocuments", { crn: number }) as Json;
      expect(documents.totalCount).toBe(documents.items.length);
      expect(company.documents.totalCount).toBe(documents.totalCount);
      expect(company.documents.items).toHaveLength(Math.min(100, documents.totalCount));
      const ccjs = (answer("companyCcjs", { crn: number }) as Json[] | null) ?? [];
      expect(ccjs).toHaveLength(company.ccjDetails.length);
      const pscs = (answer("companyPsc", { crn: number }) as Json[] | null) ?? [];
      expect(pscs).toHaveLength(company.pscData.length);
    }
  }, SLOW);

  it("keeps status, flags and events in agreement", () => {
    for (const number of numbers) {
      const company = profile(number);
      const codes = company.companyEvents.map((event: Json) => event.statusCode);
      expect(company.companyLiquidationStatus === "Y").toBe(company.companyStatus === "liquidation");
      expect(company.inAdministrationFlag === "Y").toBe(company.companyStatus === "administration");
      expect(company.administrationOrderFlag === "Y").toBe(company.companyStatus === "administration");
      expect(codes.includes("DIS")).toBe(company.companyStatus === "dissolved");
      expect(codes.includes("LIQ")).toBe(company.companyStatus === "liquidation");
      if (company.companyStatus === "dissolved") expect(company.activeDirectorsCount).toBe(0);
      // Companies House has no dormant status: a dormant company is active, with dormant accounts.
      if (codes.includes("DOR")) {
        expect(company.companyStatus).toBe("active");
        expect(company.statutoryAccounts.every((year: Json) => year.accountType === "Dormant"), number).toBe(true);
      }
    }
  }, SLOW);

  it("balances every year's accounts and computes its ratios from them", () => {
    for (const number of numbers) {
      const company = profile(number);
      expect(company.financialRatios).toHaveLength(company.statutoryAccounts.length);
      company.statutoryAccounts.forEach((year: Json, index: number) => {
        expect(year.totalAssets).toBe(year.totalFixedAssets + year.totalCurrentAssets);
        expect(year.totalFixedAssets).toBe(year.tangibleAssets + year.intangibleAssets);
        expect(year.totalLiabilities).toBe(year.totalCurrentLiabilities + year.totalLongTermLiabilities);
        expect(year.netAssets).toBe(year.totalAssets - year.totalLiabilities);
        expect(year.totalShareholdersEquity).toBe(year.netAssets);
        expect(year.netWorth).toBe(year.netAssets);
        expect(year.totalShareholdersEquity).toBe(year.issuedShareCapital + year.revenueReserves + year.otherReserves + year.revaluationReserve);
        expect(year.workingCapital).toBe(year.totalCurrentAssets - year.totalCurrentLiabilities);
        expect(year.grossProfit).toBe(year.turnover - year.costOfSales);
        expect(year.profitAfterTax).toBe(year.profitBeforeTax - year.taxation);
        expect(year.totalLiabilities).toBeGreaterThanOrEqual(0);
        const ratios = company.financialRatios[index];
        expect(ratios.yearEndDate).toBe(year.yearEndDate);
        expect(ratios.latestYearBoolean).toBe(index === 0);
        expect(near(ratios.currentRatio, year.totalCurrentAssets, year.totalCurrentLiabilities)).toBe(true);
        expect(near(ratios.debtorDays, year.tradeDebtors, year.turnover, 365)).toBe(true);
        expect(near(ratios.preTaxProfitPercentage, year.profitBeforeTax, year.turnover, 100)).toBe(true);
        const older = company.statutoryAccounts[index + 1];
        if (older) {
          expect(year.yearEndDate > older.yearEndDate).toBe(true);
          expect(year.revenueReserves).toBe(older.revenueReserves + year.retainedProfit);
        }
      });
      const latest = answer("companyStatutoryAccounts", { crn: number }) as Json | null;
      expect(latest?.yearEndDate ?? null).toBe(company.statutoryAccounts[0]?.yearEndDate ?? null);
    }
  }, SLOW);

  it("links group parents, corporate PSCs and procurement suppliers to companies that exist", () => {
    const known = new Set(numbers);
    let links = 0;
    for (const number of numbers) {
      const company = profile(number);
      const group = company.groupStructures;
      if (group?.parentCompanyRegistrationNumber) {
        expect(known.has(group.parentCompanyRegistrationNumber)).toBe(true);
        expect(known.has(group.ultimateParentCompanyRegistrationNumber)).toBe(true);
        links += 1;
      }
      for (const psc of company.pscData.filter((entry: Json) => entry.controlType.startsWith("corporate"))) {
        expect(known.has(psc.regNumber)).toBe(true);
        expect(psc.regNumber).toBe(group?.parentCompanyRegistrationNumber);
        // A corporate PSC is found at its registered office.
        expect(psc.postalCode).toBe(profile(psc.regNumber).regAddress.postalCode);
      }
    }
    expect(links).toBeGreaterThan(1);
    const notices = answer("govtProcurement", {}, { size: 100, page: 0, status: "Awarded" }) as Json[];
    expect(notices.length).toBeGreaterThan(0);
    for (const notice of notices) for (const supplier of notice.suppliers) expect(known.has(supplier.supplierReg)).toBe(true);
  }, SLOW);

  it("answers every operation with records that its schema reads", () => {
    const checks: [keyof typeof operations, Record<string, string>, Record<string, string | number>][] = [
      ["companyProfile", { crn: "09990001" }, {}], ["companyTradingAddress", { crn: "09990001" }, {}],
      ["companySummary", { crn: "09990001" }, {}], ["companyOfficers", { crn: "09990001" }, {}],
      ["companyDirectors", { crn: "09990001" }, {}], ["companyActiveDirectors", { crn: "09990001" }, {}],
      ["companyDocuments", { crn: "00990001" }, {}], ["companyStatutoryAccounts", { crn: "09990001" }, {}],
      ["companySimplifiedAccounts", { crn: "09990001" }, {}], ["companyFinancialRatios", { crn: "09990001" }, {}],
      ["companyCharges", { crn: "09990014" }, {}],
      ["unsecuredCharges", {}, { lendingTag: "unsecured lending", size: 25, page: 0 }],
      ["securedCharges", {}, { chargeType: "property finance", size: 25, page: 0 }],
      ["chargesByDate", {}, { fromDate: "01/03/2024", toDate: "31/03/2024" }],
      ["companyPsc", { crn: "09990017" }, {}], ["companyCcjs", { crn: "09990013" }, {}],
      ["propertyByTitle", { title: DEMO_TITLE_NUMBER }, {}], ["companyProperty", { crn: "09990018" }, {}],
      ["govtProcurement", {}, { size: 25, page: 0 }], ["internationalTrade", { codes: "847130" }, { size: 25, page: 0 }],
    ];
    expect(new Set(checks.map(([id]) => id)).size).toBe(20);
    for (const [id, path, query] of checks) {
      const body = answer(id, path, query);
      expect(body, id).not.toBeNull();
      for (const item of Array.isArray(body) ? body : [body]) {
        const parsed = operations[id].schema.safeParse(item);
        expect(parsed.success, `${id}: ${parsed.success ? "" : parsed.error.message}`).toBe(true);
      }
    }
    // Every profile in the register, not just the demo ones.
    for (const number of numbers) expect(operations.companyProfile.schema.safeParse(profile(number)).success).toBe(true);
  }, SLOW);
});

describe("the filing history in Companies House's words", () => {
  const templates = filingTemplates();
  const placeholders = (template: string) => [...template.matchAll(/\{([a-z_]+)\}/g)].map((match) => match[1]);

  const row = (number: string) => store.company(number)!;
  const companiesHouseHistory = (number: string) =>
    JSON.parse(withCompaniesHouseValues("companyDocuments", row(number).documents, row(number).filing_values)) as Json;
  const months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
  const inWords = (name: string, value: string) => {
    if (name !== "date" && !name.endsWith("_date")) return value;
    const [year, month, day] = value.split("-").map(Number);
    return `${day} ${months[month - 1]} ${year}`;
  };

  it("gives every filing and resolution a description key Companies House lists, with the values its template names (companies-house style)", () => {
    for (const number of numbers) {
      for (const item of companiesHouseHistory(number).items) {
        for (const entry of [item, ...item.resolutions]) {
          expect(Object.hasOwn(templates, entry.description), `${number} ${entry.description}`).toBe(true);
          for (const name of placeholders(templates[entry.description])) {
            expect(String(item.description_values[name] ?? "").trim(), `${number} ${entry.description} ${name}`).not.toBe("");
          }
        }
      }
    }
  }, SLOW);

  it("in the spec style, carries the spec's four values only, description being the template filled with those values", () => {
    for (const number of numbers) {
      const spec = (answer("companyDocuments", { crn: number }) as Json | null)?.items ?? [];
      const companiesHouse = companiesHouseHistory(number).items;
      spec.forEach((item: Json, index: number) => {
        const full = companiesHouse[index];
        for (const [entry, fullEntry] of [[item, full], ...item.resolutions.map((resolution: Json, at: number) => [resolution, full.resolutions[at]])]) {
          expect(Object.keys(entry.description_values)).toEqual(["description", "appointment_date", "officer_name", "termination_date"]);
          const sentence = templates[entry.description]
            .replace(/\*\*/g, "")
            .replace(/\{([a-z_]+)\}/g, (_: string, name: string) => inWords(name, String(fullEntry.description_values[name])));
          expect(entry.description_values.description, `${number} ${entry.description}`).toBe(sentence);
          expect(fullEntry.description_values.description).toBe("");
        }
      });
    }
  }, SLOW);

  it("links every filing to a document path on the sandbox", () => {
    const history = answer("companyDocuments", { crn: numbers[0] }) as Json;
    for (const item of history.items) expect(item.links.document_metadata).toMatch(/^\/companies\/[A-Z0-9]+\/filing-history\/[A-Za-z0-9]+\/document$/);
  });
});

describe("the register speaks Companies House's codes", () => {
  // Every code the sandbox sends must be a key of the published vocabulary, or the dashboard would show it raw.
  const vocabularies = {
    status: enumeration("constants", "company_status"),
    type: enumeration("constants", "company_type"),
    role: enumeration("constants", "officer_role"),
    nature: enumeration("psc", "short_description"),
    charge: enumeration("mortgage", "status"),
  };
  const listed = (vocabulary: keyof typeof vocabularies, code: unknown) => typeof code === "string" && Object.hasOwn(vocabularies[vocabulary], code);
  // Companies House's API names a PSC's kind by these codes; its published enumerations do not list them.
  const PSC_KIND = /^(individual|corporate-entity|legal-person)-person-with-significant-control$/;

  it("gives every company a status and type, every officer a role, every PSC a kind and natures, every charge a status from the YAML", () => {
    const problems: string[] = [];
    const check = (ok: boolean, what: string) => { if (!ok) problems.push(what); };
    for (const number of numbers) {
      const company = profile(number);
      check(listed("status", company.companyStatus), `${number} status ${company.companyStatus}`);
      check(listed("type", company.companyType), `${number} type ${company.companyType}`);
      for (const officer of company.directorsData) {
        check(listed("role", officer.directorRole) && listed("role", officer.position), `${number} officer ${officer.directorRole}/${officer.position}`);
      }
      for (const psc of company.pscData) {
        check(PSC_KIND.test(psc.controlType), `${number} PSC kind ${psc.controlType}`);
        for (const nature of String(psc.natureOfControl).split(", ")) check(listed("nature", nature), `${number} nature ${nature}`);
      }
      for (const charge of company.mortgages) check(listed("charge", charge.memorandumNature), `${number} charge ${charge.memorandumNature}`);
    }
    expect(problems.slice(0, 5), `${problems.length} problems, the first ones shown`).toEqual([]);
  }, SLOW);

  it("covers the statuses, types and roles the demo companies stand for", () => {
    const statuses = new Set(numbers.map((number) => profile(number).companyStatus));
    expect([...statuses].sort()).toEqual(["active", "administration", "dissolved", "liquidation"]);
    const types = new Set(numbers.map((number) => profile(number).companyType));
    expect([...types].sort()).toEqual(["limited-partnership", "llp", "ltd", "plc"]);
    const roles = new Set(numbers.flatMap((number) => profile(number).directorsData.map((officer: Json) => officer.directorRole)));
    expect([...roles].sort()).toEqual(["director", "llp-designated-member", "llp-member", "secretary"]);
  });
});

describe("the register passes an analyst's realism check", () => {
  const RULES = {
    "no officer appointed before their 16th birthday": underageOfficers,
    "shareholders over 25% are PSCs of the matching band, and PSCs hold what their nature of control says": shareholdersAndPscs,
    "registered offices in the country the number's prefix implies": misplacedOffice,
    "ratios are the dashboard's deriveRatios, absent where it gives none": ratiosUnlikeDashboard,
  } as const;
  const DOUBLED = "no doubled house numbers or postcodes in addresses";
  const problems = new Map<string, string[]>([...Object.keys(RULES), DOUBLED, "traded commodities plausible for the industry"].map((rule) => [rule, []]));
  let checked = 0;

  // One pass over every company of the dataset, each rule applied to each profile.
  beforeAll(() => {
    const db = new Database(dataset.file, { readonly: true });
    const trade = new Map<string, string[]>();
    for (const row of db.prepare("SELECT hs_code AS code, company FROM trade").iterate() as Iterable<{ code: string; company: string }>) {
      trade.set(row.company, [...(trade.get(row.company) ?? []), row.code]);
    }
    db.close();
    for (const number of numbers) {
      const company = profile(number);
      for (const [rule, check] of Object.entries(RULES)) problems.get(rule)!.push(...check(company).map((problem) => `${number}: ${problem}`));
      const titles = (answer("companyProperty", { crn: number }) as Json[] | null) ?? [];
      problems.get(DOUBLED)!.push(...doubledAddresses(company, titles).map((problem) => `${number}: ${problem}`));
      problems.get("traded commodities plausible for the industry")!.push(...implausibleTrade(company, trade.get(number) ?? []).map((problem) => `${number}: ${problem}`));
      checked += 1;
    }
  }, SLOW);

  it("checks every company of the register", () => {
    expect(checked).toBe(numbers.length);
  });

  for (const rule of [...Object.keys(RULES), DOUBLED, "traded commodities plausible for the industry"]) {
    it(rule, () => {
      const found = problems.get(rule)!;
      expect(found.slice(0, 5), `${found.length} problems, the first ones shown`).toEqual([]);
    });
  }
});

describe("the demo companies", () => {
  const get = (caseName: string) => profile(demoCompany(caseName).number);

  it("show the status cases", () => {
    const typical = get("typical-active");
    expect(typical.companyStatus).toBe("active");
    expect(typical.outstandingCount).toBeGreaterThan(0);
    expect(typical.satisfiedCount).toBeGreaterThan(0);
    expect(typical.hasPscData && typical.hasTradingAddress && typical.hasFinances).toBe(true);
    expect(get("psc-individual").pscData).toHaveLength(2);
    expect(get("dormant").companyStatus).toBe("active");
    expect(get("dormant").accountsType).toBe("Dormant");
    expect(get("dormant").statutoryAccounts[0].turnover).toBe(0);
    expect(get("dissolved").companyStatus).toBe("dissolved");
    expect(answer("companyActiveDirectors", { crn: demoCompany("dissolved").number })).toBeNull();
    expect(get("liquidation").companyStatus).toBe("liquidation");
    expect(get("liquidation").companyLiquidationStatus).toBe("Y");
    expect(get("administration").companyStatus).toBe("administration");
    expect(get("administration").inAdministrationFlag).toBe("Y");
    expect(get("llp").companyType).toBe("llp");
    expect(get("scottish-limited-partnership").companyType).toBe("limited-partnership");
  });

  it("show accounts histories of 0, 1, 12 and 30 years", () => {
    expect(get("no-accounts").statutoryAccounts).toHaveLength(0);
    expect(answer("companyFinancialRatios", { crn: demoCompany("no-accounts").number })).toBeNull();
    expect(get("one-year-accounts").statutoryAccounts).toHaveLength(1);
    expect(get("one-year-accounts").oneYearGrowth).toBeNull();
    expect(get("ten-years-accounts").statutoryAccounts).toHaveLength(12);
    expect(get("thirty-years-accounts").statutoryAccounts).toHaveLength(30);
    expect(get("negative-net-worth").statutoryAccounts[0].netWorth).toBeLessThan(0);
  });

  it("show CCJs in every status, filtered case-insensitively", () => {
    const number = demoCompany("ccj-every-status").number;
    for (const status of ["Satisfied", "Set Aside", "New Judgment"]) {
      const found = answer("companyCcjs", { crn: number }, { status: status.toLowerCase() }) as Json[];
      expect(found.map((ccj) => ccj.ccjStatus)).toEqual([status, status]);
    }
    expect((answer("companyCcjs", { crn: demoCompany("ccj-satisfied").number }) as Json[])[0].ccjPaidDate).not.toBe("");
    expect(answer("companyCcjs", { crn: demoCompany("ccj-satisfied").number }, { status: "new judgment" })).toBeNull();
  });

  it("show charges under every lending tag and charge type, in every state", () => {
    const company = get("charges-every-kind");
    const states = new Set(company.mortgages.map((charge: Json) => charge.memorandumNature));
    expect([...states].sort()).toEqual(["fully-satisfied", "outstanding", "part-satisfied"]);
    for (const tag of LENDING_TAGS) {
      const envelopes = answer("unsecuredCharges", {}, { lendingTag: tag, size: 100, page: 0 }) as Json[];
      expect(envelopes.some((envelope) => envelope.companyRegistrationNumber === company.companyRegistrationNumber), tag).toBe(true);
    }
    for (const type of CHARGE_TYPES) {
      let found = false;
      for (let page = 0; page < 5 && !found; page += 1) {
        const envelopes = (answer("securedCharges", {}, { chargeType: type, size: 100, page }) as Json[] | null) ?? [];
        found = envelopes.some((envelope) => envelope.companyRegistrationNumber === company.companyRegistrationNumber);
      }
      expect(found, type).toBe(true);
    }
    expect(get("charges-all-satisfied").outstandingCount).toBe(0);
  });

  it("include very large companies at the scale the issue asks for", () => {
    for (const caseName of ["very-large", "very-large-second"]) {
      const company = get(caseName);
      expect(company.documents.totalCount).toBeGreaterThanOrEqual(2000);
      expect(company.directorsData.length).toBeGreaterThanOrEqual(300);
      expect(company.statutoryAccounts).toHaveLength(30);
      expect(company.chargesCount).toBeGreaterThanOrEqual(500);
    }
  });

  it("show individual and corporate PSCs and the group", () => {
    const individual = get("psc-individual").pscData;
    expect(individual.every((psc: Json) => psc.controlType === "individual-person-with-significant-control")).toBe(true);
    expect(individual.some((psc: Json) => psc.ceasedDate !== "")).toBe(true);
    const corporate = get("psc-corporate").pscData[0];
    expect(corporate.regNumber).toBe(demoCompany("group-parent").number);
    expect(corporate.natureOfControl).toContain("ownership-of-shares-75-to-100-percent");
    expect(get("group-parent").shareHoldingsCount).toBeGreaterThanOrEqual(2);
  });
});

describe("the credit assessment over the dataset", () => {
  it("gives every company with accounts both scores for every year, each from figures in those accounts", () => {
    let years = 0;
    for (const number of numbers) {
      for (const accounts of profile(number).statutoryAccounts as Json[]) {
        for (const model of MODELS) {
          const result = model.compute(accounts);
          expect(result.missing, `${number} ${accounts.yearEndDate} ${model.id}`).toBeUndefined();
          expect(Number.isFinite(result.score), `${number} ${accounts.yearEndDate} ${model.id}`).toBe(true);
          for (const [field, value] of Object.entries(result.inputs)) expect(Number(accounts[field])).toBe(value);
        }
        years += 1;
      }
    }
    expect(years).toBeGreaterThan(100);
  }, SLOW);
});

describe("ensureDataset", () => {
  it("is deterministic and regenerates only when the seed or the size changes", async () => {
    const again = await ensureDataset({ ...SMALL_DATASET, dataDir: dataset.dir });
    expect(again).toEqual({ file: dataset.file, generated: false, companiesCsv: companiesCsvPath(dataset.file), groupsCsv: groupsCsvPath(dataset.file) });
    const otherDir = path.join(dataset.dir, "second");
    const copy = await ensureDataset({ ...SMALL_DATASET, dataDir: otherDir });
    expect(copy.generated).toBe(true);
    const digest = (file: string) => createHash("sha256").update(readFileSync(file)).digest("hex");
    expect(digest(copy.file)).toBe(digest(dataset.file));
    expect(digest(copy.companiesCsv)).toBe(digest(again.companiesCsv));
    const reseeded = await ensureDataset({ ...SMALL_DATASET, seed: 7, dataDir: otherDir });
    expect(reseeded.generated).toBe(true);
    const resized = await ensureDataset({ ...SMALL_DATASET, companies: 120, dataDir: otherDir });
    expect(resized.generated).toBe(true);
    expect(readdirSync(otherDir).filter((name) => name.endsWith(".sqlite"))).toHaveLength(3);
  }, 60_000);
});
