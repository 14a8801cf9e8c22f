// The comparison over HTTP against the sandbox: three demo companies side by side with their own figures, a
// 200-company workbook and CSV whose cells hold each company's latest filed figures, and bad lists refused with a
// problem naming what is wrong.
import ExcelJS from "exceljs";
import { describe, expect, inject, it } from "vitest";
import { compareAnswerSchema } from "@/lib/compare/compare-answer";
import type { CompareRow } from "@/lib/compare/compare-row";
import { accountYears } from "@/lib/financials/years";
import { makePlans } from "@/sandbox/generate/plans";
import type { CompanyProfile } from "@/lib/upstream/schemas/company";
import { call, signIn } from "./session";

const base = () => inject("accessUrl");
const THREE = ["09990001", "09990008", "09990023"];

async function session(): Promise<string> {
  const { cookie } = await signIn(base(), "alice");
  return cookie!;
}

async function latestTurnover(cookie: string, crn: string): Promise<number | null> {
  const profile = (await (await call(base(), `/api/companies/${crn}`, { cookie })).json()) as CompanyProfile;
  return accountYears(profile.statutoryAccounts ?? []).at(-1)?.accounts.turnover ?? null;
}

describe("GET /api/compare", () => {
  it("puts three demo companies side by side with their own latest figures", async () => {
    const cookie = await session();
    const answer = await call(base(), `/api/compare?companies=${THREE.join(",")}`, { cookie });
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as { companies: CompareRow[] };
    // The answer is what the API's description says (lib/compare/compare-answer.ts).
    expect(compareAnswerSchema.safeParse(body).error).toBeUndefined();
    const { companies } = body;
    expect(companies.map((row) => row.crn)).toEqual(THREE);
    for (const row of companies) {
      expect(row.missing).toBeNull();
      expect(row.figures.find((item) => item.field === "turnover")?.value ?? null).toBe(await latestTurnover(cookie, row.crn));
    }
    expect(companies[2].flags.high).toBeGreaterThan(0);
  });

  it("exports 200 companies to a workbook and CSV with each company's figures", async () => {
    const cookie = await session();
    const numbers = makePlans(20261122, 400).slice(0, 200).map((plan) => plan.number);
    const xlsx = await call(base(), `/api/compare?companies=${numbers.join(",")}&format=xlsx`, { cookie });
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get("content-disposition")).toMatch(/^attachment; filename="Comparison of 200 companies \d{4}-\d{2}-\d{2}\.xlsx"$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await xlsx.arrayBuffer()) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("Comparison")!;
    expect(sheet.rowCount).toBe(201);
    const headings = (sheet.getRow(1).values as unknown[]).slice(1);
    const turnoverColumn = headings.indexOf("Turnover") + 1;
    for (const index of [0, 57, 123, 199]) {
      const row = sheet.getRow(index + 2);
      expect(row.getCell(1).value).toBe(numbers[index]);
      expect(row.getCell(turnoverColumn).value ?? null).toBe(await latestTurnover(cookie, numbers[index]));
    }
    expect(sheet.getRow(2).getCell(headings.indexOf("Turnover: change on the year") + 1).numFmt).toBe("0.0%");

    const csv = await (await call(base(), `/api/compare?companies=${numbers.slice(0, 20).join(",")}&format=csv`, { cookie })).text();
    const lines = csv.trim().split("\r\n");
    expect(lines).toHaveLength(21);
    // The company number keeps its leading zeros in a spreadsheet (lib/export/csv.ts); the file starts with a BOM.
    expect(lines[1].startsWith(`"=""${numbers[0]}""",`)).toBe(true);
  });

  it.each([
    ["companies=12,not-a-number", /Not a company number: 'not-a-number'/],
    ["companies=", /Give 2 to 200 company numbers/],
    ["companies=1,2&companies=3,4", /more than once/],
    [`companies=${Array.from({ length: 201 }, (_, index) => index + 1).join(",")}`, /201 companies given; at most 200/],
    ["companies=1,2&format=pdf", /format/],
  ])("refuses ?%s with a problem saying why", async (query, detail) => {
    const answer = await call(base(), `/api/compare?${query}`, { cookie: await session() });
    expect(answer.status).toBe(400);
    expect(answer.headers.get("content-type")).toContain("application/problem+json");
    expect(((await answer.json()) as { detail: string }).detail).toMatch(detail);
  });

  it("keeps a company the data service does not know, saying so", async () => {
    const body = (await (await call(base(), "/api/compare?companies=09990001,09999999", { cookie: await session() })).json()) as { companies: CompareRow[] };
    expect(compareAnswerSchema.safeParse(body).error).toBeUndefined();
    const { companies } = body;
    expect(companies[1]).toMatchObject({ crn: "09999999", missing: "No company found with number 09999999" });
  });
});
