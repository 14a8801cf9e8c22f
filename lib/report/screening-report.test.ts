// Screening in the report: the summary's flags (a confirmed sanctions match red, matches awaiting review counted),
// and the screening itself (list version, when, every match with its score and review, with the list version the
// review was made against) in the JSON model, the workbook's Screening sheet and the PDF alike.
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { SHIPPED_POLICY } from "@/lib/policy/policy";
import { companyProfileSchema } from "@/lib/upstream/schemas/company";
import { buildReport, type ReportInputs } from "./build/report";
import { reportSchema } from "./model";
import { renderPages } from "./pdf/render";
import { reportPages } from "./pdf/document";
import type { ReportScreening } from "./screening-schema";
import { screeningRows } from "./screening-words";
import { renderReportWorkbook } from "./xlsx/workbook";

const NOW = new Date("2026-11-22T10:00:00Z");
const LIST = "sandbox 20261122-b90722f2d8";
const profile = companyProfileSchema.parse({ companyRegistrationNumber: "00990001", businessName: "SCREENED LIMITED", companyStatus: "Active" });
const feature = (name: string, score: number, weight: number, detail: string) => ({ name, score, weight, detail });
const SCREENING: ReportScreening = {
  listVersion: LIST, screenedAt: "2026-11-22T09:59:00.000Z", threshold: 0.7,
  subjects: [
    { kind: "company", name: "SCREENED LIMITED", role: "Company", matches: [] },
    {
      kind: "person", name: "David Freddie Roberts", role: "Director", matches: [{
        entity: { id: "sbx-officer-001", caption: "David Freddie Roberts", schema: "Person", topics: ["sanction"], datasets: ["sandbox"] },
        score: 0.97, features: [feature("name", 1, 1, "David Freddie Roberts ~ David Freddie Roberts"), feature("birthDate", 1, 0.1, "1946-01-25 = 1946-01-25")],
        review: { verdict: "confirmed", reason: "same birth date and nationality", by: "Alice", at: "2026-11-21T14:05:00.000Z", listVersion: "sandbox 20261101-aaaa" },
        reviews: [
          { verdict: "confirmed", reason: "same birth date and nationality", by: "Alice", at: "2026-11-21T14:05:00.000Z", listVersion: "sandbox 20261101-aaaa" },
          { verdict: "false-positive", reason: "thought another person", by: "Bob", at: "2026-10-02T08:00:00.000Z", listVersion: "sandbox 20260901-bbbb" },
        ],
        reviewNeeded: null,
      }],
    },
    {
      kind: "person", name: "Max Jack Adams", role: "Director", matches: [{
        entity: { id: "sbx-officer-002", caption: "Max Jack Adams", schema: "Person", topics: ["role.pep"], datasets: ["sandbox"] },
        score: 0.88, features: [feature("name", 1, 1, "Max Jack Adams ~ Max Jack Adams")], review: null, reviews: [], reviewNeeded: null,
      }],
    },
  ],
};

function report(screening: ReportInputs["screening"] = { kind: "ok", body: SCREENING }) {
  const empty = { kind: "empty" } as const;
  const inputs = { profile: { kind: "ok", body: profile }, tradingAddress: empty, officers: empty, documents: empty, charges: empty, psc: empty, ccjs: empty, property: empty, screening } as unknown as ReportInputs;
  return buildReport(inputs, { crn: "00990001", generatedAt: NOW, source: "test", generatedBy: null, policy: SHIPPED_POLICY });
}

describe("screening in the report", () => {
  it("the JSON model carries the screening whole and the summary's flags from it", () => {
    const built = report();
    expect(reportSchema.safeParse(built).success).toBe(true);
    expect(built.screening).toEqual({ status: "ok", note: null, data: SCREENING });
    const risks = built.summary.data.risks;
    expect(risks.find((risk) => risk.id === "screening-sanctions")).toMatchObject({ severity: "high", title: "Sanctions match confirmed: David Freddie Roberts" });
    expect(risks.find((risk) => risk.id === "screening-sanctions")?.detail).toContain("sbx-officer-001");
    expect(risks.find((risk) => risk.id === "screening-sanctions")?.detail).toContain("sandbox 20261101-aaaa");
    expect(risks.find((risk) => risk.id === "screening-unreviewed")).toMatchObject({ severity: "medium", title: "1 screening match awaits review" });
  });

  it("says when no list was loaded or the screening could not be read", () => {
    expect(report({ kind: "empty" }).screening).toMatchObject({ status: "empty", note: "No screening list loaded: the company and its people were not screened." });
    const failed = report({ kind: "failed", reason: "the screening store could not be read." });
    expect(failed.screening).toMatchObject({ status: "failed", note: "Screening: not available — the screening store could not be read." });
    expect(failed.summary.data.risks.map((risk) => risk.id)).toEqual([]);
  });

  it("the workbook's Screening sheet has a row per match with its score and review", async () => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await renderReportWorkbook(report())) as unknown as ArrayBuffer);
    const sheet = book.getWorksheet("Screening")!;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    const cell = (row: number, header: string) => sheet.getRow(row).getCell(headers.indexOf(header) + 1).value;
    expect([2, 3].map((row) => [cell(row, "Subject"), cell(row, "Entity id"), cell(row, "Score")])).toEqual([
      ["David Freddie Roberts", "sbx-officer-001", 0.97], ["Max Jack Adams", "sbx-officer-002", 0.88],
    ]);
    expect(cell(2, "Review")).toBe("Confirmed: same birth date and nationality. Alice, 21 Nov 2026 14:05 UTC, against sandbox 20261101-aaaa");
    expect(cell(2, "Earlier reviews")).toBe("False positive: thought another person. Bob, 2 Oct 2026 08:00 UTC, against sandbox 20260901-bbbb");
    expect(cell(3, "Review")).toBe("Awaiting review");
    expect(String(cell(2, "What the score rests on"))).toContain("birthDate 1.00 × 0.1: 1946-01-25 = 1946-01-25");
    expect(String(sheet.getRow(5).getCell(1).value)).toContain(`against ${LIST}, a match at a score of 0.70 or more: 3 subjects`);
  });

  it("says why a match once reviewed awaits review again", () => {
    const lapsed = "The list entry changed since Alice reviewed this match as false positive on 1 Nov 2026 (list version sandbox 20261101-aaaa).";
    const [subject, director] = SCREENING.subjects;
    const screening = { ...SCREENING, subjects: [subject, { ...director, matches: [{ ...director.matches[0], review: null, reviewNeeded: lapsed }] }] };
    expect(screeningRows(screening)[0]).toMatchObject({ review: `Awaiting review again: ${lapsed}`, earlier: expect.stringContaining("Confirmed: same birth date") });
  });

  it("the PDF gives the red flag on its summary and every match with its review", async () => {
    const built = report();
    const file = path.join(mkdtempSync(path.join(tmpdir(), "screening-")), "screening.pdf");
    writeFileSync(file, await (await renderPages(reportPages(built, { appendices: [{ id: "screening", full: true }] }))).save());
    const text = execFileSync("pdftotext", [file, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
    expect(text).toContain("Sanctions match confirmed: David Freddie Roberts");
    expect(text).toContain("1 screening match awaits review");
    expect(text).toContain(`Screened on 22 Nov 2026 against ${LIST}`);
    expect(text).toContain("sbx-officer-001");
    // A table's cells are read line by line across the row, so the review is checked in the pieces its cell wraps to.
    for (const words of ["Confirmed: same birth date and", "Alice, 21 Nov 2026", "against sandbox 20261101-aaaa", "Earlier: False positive", "Awaiting review", "0.97", "0.88"]) {
      expect(text).toContain(words);
    }
  }, 60_000);
});
