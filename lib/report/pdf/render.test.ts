// The PDF as a file: its outline (a bookmark for every section), language, title and author, embedded fonts, and a
// summarised appendix's table cut with its note; checked with poppler (pdfinfo, pdffonts, pdftotext) and pdf-lib.
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PDFDocument, PDFName, PDFString } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { SHIPPED_POLICY } from "@/lib/policy/policy";
import { companyProfileSchema } from "@/lib/upstream/schemas/company";
import { buildReport, type ReportInputs } from "../build/report";
import type { Officer, Report } from "../model";
import { SUMMARY_ONLY, SUMMARY_ROWS } from "../pdf-contents";
import { readOutline, type OutlineItem } from "./outline";
import { renderReportPdf } from "./render";

const NOW = new Date("2026-11-22T10:00:00Z");
const profile = companyProfileSchema.parse({ companyRegistrationNumber: "00990001", businessName: "OUTLINED LIMITED", companyStatus: "Active" });

const officer = (index: number): Officer => ({
  name: `Officer Number ${index}`, role: "Director", current: true, appointed: "2020-01-01", resigned: null, age: 50,
  nationality: "British", occupation: "Director", otherDirectorships: 0,
});

function report(officers: number): Report {
  const empty = { kind: "empty" } as const;
  const inputs = { profile: { kind: "ok", body: profile }, tradingAddress: empty, officers: empty, documents: empty, charges: empty, psc: empty, ccjs: empty, property: empty } as unknown as ReportInputs;
  const built = buildReport(inputs, { crn: "00990001", generatedAt: NOW, source: "test", generatedBy: "alice", policy: SHIPPED_POLICY });
  return { ...built, officers: { status: "ok", note: null, data: Array.from({ length: officers }, (_, index) => officer(index + 1)) } };
}

function saved(name: string, pdf: Buffer): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "report-pdf-")), `${name}.pdf`);
  writeFileSync(file, pdf);
  return file;
}

const titles = (items: OutlineItem[]): unknown[] => items.map((item) => (item.children.length ? { [item.title]: titles(item.children) } : item.title));

describe("the report's PDF file", () => {
  it("has a bookmark for every section of the summary, its language, title and author, and only embedded fonts", async () => {
    const pdf = await renderReportPdf(report(3), SUMMARY_ONLY);
    const file = saved("summary", pdf);
    const info = execFileSync("pdfinfo", [file], { encoding: "utf8" });
    expect(info).toMatch(/^Title:\s+OUTLINED LIMITED 00990001 Due diligence report 2026-11-22$/m);
    expect(info).toMatch(/^Author:\s+alice \(Company due diligence dashboard\)$/m);
    expect(info).toMatch(/^Pages:\s+1$/m);
    const fonts = execFileSync("pdffonts", [file], { encoding: "utf8" }).trim().split("\n").slice(2);
    expect(fonts.length).toBeGreaterThan(0);
    // name, type, encoding, then "emb sub uni": every font embedded.
    for (const line of fonts) expect(line, line).toMatch(/\s(yes)\s+(yes|no)\s+(yes|no)\s+\d+\s+\d+$/);
    const loaded = await PDFDocument.load(pdf);
    expect(loaded.catalog.lookup(PDFName.of("Lang"), PDFString).decodeText()).toBe("en-GB");
    expect(titles(readOutline(loaded, 0))).toEqual([
      { "Summary": ["Company", "Credit assessment and decision", "Risk flags", "Key figures", "Ownership", "Screening result", "Appendices"] },
    ]);
  }, 60_000);

  it("an appendix follows the summary with its own bookmark; summarised, its table stops at the first rows and says how many more", async () => {
    const officers = SUMMARY_ROWS + 25;
    const summarised = await renderReportPdf(report(officers), { appendices: [{ id: "officers", full: false }] });
    const file = saved("summarised", summarised);
    const text = execFileSync("pdftotext", [file, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
    // Table cells break lines ("\n"), a character no font has: still only embedded fonts.
    for (const line of execFileSync("pdffonts", [file], { encoding: "utf8" }).trim().split("\n").slice(2)) expect(line, line).toMatch(/\s(yes)\s+(yes|no)\s+(yes|no)\s+\d+\s+\d+$/);
    expect(text).toContain(`Officer Number ${SUMMARY_ROWS} `);
    expect(text).not.toContain(`Officer Number ${SUMMARY_ROWS + 1} `);
    expect(text).toContain(`Showing the first ${SUMMARY_ROWS} of ${officers} rows, as the tab orders them; 25 more in the workbook and the tab's CSV`);
    // The counts come from every officer, not the rows printed.
    expect(text).toContain(`${officers} current and 0 resigned officers`);
    const outline = readOutline(await PDFDocument.load(summarised), 0);
    expect(outline.map((item) => item.title)).toEqual(["Summary", "Officers", "Persons with significant control", "Shares and group"]);
    expect(outline[1]).toMatchObject({ title: "Officers", page: 1 });

    const full = await renderReportPdf(report(officers), { appendices: [{ id: "officers", full: true }] });
    const fullText = execFileSync("pdftotext", [saved("full", full), "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
    expect(fullText).toContain(`Officer Number ${officers} `);
    expect(fullText).not.toContain("Showing the first");
  }, 60_000);
});
