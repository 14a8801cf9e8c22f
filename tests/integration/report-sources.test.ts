// The report's links back to the record over real HTTP: every accounts figure names its filing (the PDF's source
// lines and page, the workbook's Source columns, the JSON), and the filing history prints Companies House's words
// without the templates' ** markers, each filed document a link annotation that the dashboard serves.
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import ExcelJS from "exceljs";
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFString } from "pdf-lib";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { ownershipEdgeRows } from "@/lib/ownership/ownership-edge-rows";
import type { OwnershipGraph } from "@/lib/ownership/ownership-graph";
import { reportSchema, type Report } from "@/lib/report/model";
import { demoCompany } from "@/sandbox/demo-companies";

const root = path.resolve(import.meta.dirname, "../..");
const artifacts = path.join(root, "test-results", "report");
const SLOW = 240_000;
const typical = demoCompany("typical-active").number;
const child = demoCompany("group-child").number;
const parent = demoCompany("group-parent").number;

async function get(pathAndQuery: string): Promise<Buffer> {
  const response = await fetch(inject("bffUrl") + pathAndQuery);
  expect(response.status, pathAndQuery).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

/** The URIs of every link annotation in the PDF, in page order. */
async function linkTargets(pdf: Buffer): Promise<string[]> {
  const document = await PDFDocument.load(pdf);
  return document.getPages().flatMap((page) => {
    const annotations = page.node.lookupMaybe(PDFName.of("Annots"), PDFArray);
    if (!annotations) return [];
    return annotations.asArray().flatMap((ref) => {
      const action = (document.context.lookup(ref, PDFDict)).lookupMaybe(PDFName.of("A"), PDFDict);
      const uri = action?.lookupMaybe(PDFName.of("URI"), PDFString);
      return uri ? [uri.decodeText()] : [];
    });
  });
}

function pdfText(name: string, pdf: Buffer): string {
  mkdirSync(artifacts, { recursive: true });
  const file = path.join(artifacts, `${name}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync("pdftotext", [file, "-"], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 }).replace(/\s+/g, " ");
}

describe("the report's sources and filings", () => {
  let report: Report;
  let latest: NonNullable<Report["financials"]["data"]["years"][number]["source"]>;
  beforeAll(async () => {
    report = reportSchema.parse(JSON.parse((await get(`/api/reports/${typical}?format=json`)).toString()));
    const source = report.financials.data.years.at(-1)?.source;
    if (!source) throw new Error("the latest year carries no source");
    latest = source;
  }, SLOW);

  it("names in the JSON each year's filing with a link the dashboard serves, the same for key figures and the assessment", async () => {
    expect(latest.sentence).toMatch(/^Accounts for the year ended \d{2} \w{3} \d{4}, filed on \d{2} \w{3} \d{4}/);
    expect(latest.documentUrl).toMatch(new RegExp(`^${inject("bffUrl")}/api/companies/${typical}/documents/[A-Za-z0-9_-]+$`));
    const document = await fetch(latest.documentUrl ?? "");
    expect(document.status).toBe(200);
    expect(document.headers.get("content-type")).toContain("application/pdf");
    expect(report.summary.data.source).toEqual(latest);
    for (const model of report.assessment.data.models) expect(model.years.at(-1)?.filing).toEqual(latest);
    for (const year of report.financials.data.years) {
      expect(year.source?.sentence).toMatch(/^(Accounts for the year ended .+, filed on |No matching filing in the history for the accounts for the year ended )/);
    }
  });

  it("prints the sources in the PDF and links them, and the filings without ** with a link to each document", { timeout: SLOW }, async () => {
    const pdf = await get(`/api/reports/${typical}?format=pdf`);
    const text = pdfText("sources", pdf);
    expect(text).toContain("Where the accounts figures come from");
    expect(text).toContain(`Source: ${latest.sentence}.`);
    expect(text).toContain("Open the filed accounts");
    expect(text).not.toContain("**");
    const filed = report.filings.data.rows.find((row) => row.parts?.some((part) => part.bold) && row.documentUrl);
    expect(filed, "a filing with bold words and a document").toBeTruthy();
    expect(text).toContain(filed?.description.slice(0, 40));

    const targets = await linkTargets(pdf);
    expect(targets).toContain(latest.documentUrl);
    const filingLinks = report.filings.data.rows.flatMap((row) => (row.documentUrl ? [row.documentUrl] : []));
    expect(filingLinks.length).toBeGreaterThan(0);
    for (const url of filingLinks) expect(targets).toContain(url);
  });

  it("holds each year's source, filing date and document link beside its figures in the workbook", { timeout: SLOW }, async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await get(`/api/reports/${typical}?format=xlsx`)) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("Financials");
    if (!sheet) throw new Error("no Financials sheet");
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    const column = (name: string) => headers.indexOf(name) + 1;
    expect(column("Source")).toBeGreaterThan(1);
    const row = sheet.getRow(2); // newest first
    expect((row.getCell(1).value as Date).toISOString().slice(0, 10)).toBe(latest.yearEnded);
    expect(row.getCell(column("Source")).value).toBe(latest.sentence);
    expect((row.getCell(column("Filed on")).value as Date).toISOString().slice(0, 10)).toBe(latest.filed);
    expect(row.getCell(column("Filed document")).value).toEqual({ text: latest.documentUrl, hyperlink: latest.documentUrl });

    const assessment = workbook.getWorksheet("Assessment");
    const filings = workbook.getWorksheet("Filings");
    if (!assessment || !filings) throw new Error("no Assessment or Filings sheet");
    const assessmentHeaders = (assessment.getRow(1).values as unknown[]).slice(1);
    expect(assessment.getRow(2).getCell(assessmentHeaders.indexOf("Source") + 1).value).toBe(latest.sentence);

    const filingHeaders = (filings.getRow(1).values as unknown[]).slice(1);
    const links = report.filings.data.rows.map((item) => item.documentUrl ?? null);
    links.forEach((url, index) => {
      const cell = filings.getRow(index + 2).getCell(filingHeaders.indexOf("Filed document") + 1);
      expect(cell.value ?? null).toEqual(url ? { text: url, hyperlink: url } : null);
    });
  });
});

describe("ownership in the reports", () => {
  it("carries the Ownership tab's rows at its default depth, gaps labelled, in the JSON, the PDF and the workbook", { timeout: SLOW }, async () => {
    const graph = JSON.parse((await get(`/api/companies/${child}/ownership`)).toString()) as OwnershipGraph;
    const tabRows = ownershipEdgeRows(graph).map(({ key: _key, ...row }) => row);
    const report = reportSchema.parse(JSON.parse((await get(`/api/reports/${child}?format=json`)).toString()));
    expect(report.ownership.status).toBe("ok");
    expect(report.ownership.data.rows).toEqual(tabRows);
    expect(report.ownership.data.rows).toContainEqual(expect.objectContaining({ relation: "Ultimate parent company", ownerCrn: parent }));

    const text = pdfText("ownership", await get(`/api/reports/${child}?format=pdf`));
    expect(text).toContain("Where the data stops");
    expect(text).toContain("Ultimate parent company");
    expect(text).toMatch(/\d+ parties and \d+ links, from \d+ company profiles? looked up/);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await get(`/api/reports/${child}?format=xlsx`)) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("Ownership");
    if (!sheet) throw new Error("no Ownership sheet");
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    tabRows.forEach((row, index) => {
      const cells = sheet.getRow(index + 2);
      expect(cells.getCell(headers.indexOf("Owner or controller") + 1).value).toBe(row.owner);
      expect(cells.getCell(headers.indexOf("Relation") + 1).value).toBe(row.relation);
      expect(cells.getCell(headers.indexOf("Where the data stops") + 1).value ?? null).toBe(row.gap);
    });
  });
});
