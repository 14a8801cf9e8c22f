// Filings in Companies House's words and their documents, over real HTTP: the built BFF in front of the sandbox;
// and the same words in the report's PDF (pdftotext) and workbook (exceljs).
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import ExcelJS from "exceljs";
import { describe, expect, inject, it } from "vitest";
import { wordingText, type FilingWording } from "@/lib/company/filing-text";
import { demoCompany } from "@/sandbox/demo-companies";

const liquidation = demoCompany("liquidation").number;

interface Item {
  category: string;
  wording: FilingWording;
  resolutions: Array<{ wording: FilingWording }>;
  document: { kind: "upstream"; id: string } | { kind: "external"; url: string } | null;
}

async function filings(crn: string, bffUrl = inject("bffUrl")): Promise<Item[]> {
  const response = await fetch(`${bffUrl}/api/companies/${crn}/documents`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: Item[] }).items;
}

describe("GET /api/companies/{crn}/documents: Companies House's wording", () => {
  // An upstream that gives Companies House's values (the sandbox's companies-house style; the default spec style sends
  // the spec's four values alone, tests/integration/upstream-styles.test.ts).
  it("words every filing and resolution from Companies House's templates, with no value missing", async () => {
    const items = await filings(liquidation, inject("styles")["companies-house"].bffUrl);
    expect(items.length).toBeGreaterThan(3);
    for (const item of items) {
      for (const wording of [item.wording, ...item.resolutions.map((resolution) => resolution.wording)]) {
        expect(wording.source, wording.key ?? "").toBe("companies-house");
        expect(wording.missing).toEqual([]);
        expect(wordingText(wording)).not.toBe("");
      }
      expect(item.document?.kind).toBe("upstream");
    }
    expect(items.map((item) => wordingText(item.wording))).toContain("Appointment of a voluntary liquidator");
    expect(items.some((item) => item.resolutions.some((resolution) => wordingText(resolution.wording) === "Special resolution to wind up"))).toBe(true);
  });
});

describe("GET /api/companies/{crn}/documents/{document}", () => {
  it("answers the filing's document as a real PDF fetched with the server's key", async () => {
    const items = await filings(liquidation);
    const accounts = items.find((item) => item.category === "accounts" && item.document?.kind === "upstream");
    const id = accounts?.document?.kind === "upstream" ? accounts.document.id : "";
    const response = await fetch(`${inject("bffUrl")}/api/companies/${liquidation}/documents/${id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(`inline; filename="${liquidation}-${id}.pdf"`);
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(body.includes(Buffer.from(inject("apiKey")))).toBe(false);
    expect(JSON.stringify([...response.headers])).not.toContain(inject("apiKey"));
  });

  it("refuses a malformed document id with a problem naming the parameter", async () => {
    const response = await fetch(`${inject("bffUrl")}/api/companies/${liquidation}/documents/${encodeURIComponent("../../ccj")}`);
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toContain("application/problem+json");
    const body = (await response.json()) as { parameter?: string; detail: string };
    expect(body.parameter).toBe("document");
    expect(body.detail).toContain("transaction id");
  });

  it("answers 404 for a document the filing history does not list", async () => {
    const response = await fetch(`${inject("bffUrl")}/api/companies/${liquidation}/documents/MNOTLISTED1`);
    expect(response.status).toBe(404);
    expect(((await response.json()) as { detail: string }).detail).toContain("lists no document MNOTLISTED1");
  });

  it("is refused without a session where sign-in is required", async () => {
    const response = await fetch(`${inject("accessUrl")}/api/companies/${liquidation}/documents/MNOTLISTED1`);
    expect(response.status).toBe(401);
  });
});

describe("the report in Companies House's words", () => {
  async function report(format: "pdf" | "xlsx"): Promise<Buffer> {
    const response = await fetch(`${inject("bffUrl")}/api/reports/${liquidation}?format=${format}`);
    expect(response.status).toBe(200);
    return Buffer.from(await response.arrayBuffer());
  }

  it("words the filings and lists each SIC code once in the PDF", async () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), "wording-")), "report.pdf");
    writeFileSync(file, await report("pdf"));
    const text = execFileSync("pdftotext", [file, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
    expect(text).toContain("Appointment of a voluntary liquidator");
    expect(text).toContain("Resolutions — Special resolution to wind up");
    const profile = (await (await fetch(`${inject("bffUrl")}/api/companies/${liquidation}`)).json()) as { sicCode07: { SicNumber_1: string } };
    const code = profile.sicCode07.SicNumber_1;
    expect(text.split(`${code} — `).length - 1).toBe(1);
    // Its division, group and class are levels of the code, never listed as codes of their own.
    for (const level of [code.slice(0, 2), code.slice(0, 3), code.slice(0, 4)]) expect(text).not.toContain(` ${level} — `);
  }, 120_000);

  it("words the filings and lists each SIC code once in the workbook", async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await report("xlsx")) as unknown as ArrayBuffer);
    const descriptions: string[] = [];
    workbook.getWorksheet("Filings")!.eachRow((row) => descriptions.push(String(row.getCell(3).value ?? "")));
    expect(descriptions).toContain("Appointment of a voluntary liquidator");
    // The profile's "SIC codes" line, wherever the workbook keeps it.
    let sic: string | undefined;
    workbook.eachSheet((sheet) => sheet.eachRow((row) => {
      const values = (row.values as unknown[]).map((value) => String(value ?? ""));
      if (values.includes("SIC codes")) sic = values.filter((value) => value && value !== "SIC codes").at(-1);
    }));
    expect(sic).toBeDefined();
    const codes = sic!.split("; ").map((entry) => entry.split(" ")[0]);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^\d{5}$/);
  }, 120_000);
});
