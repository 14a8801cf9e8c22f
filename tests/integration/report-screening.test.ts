// Screening in the company report over real HTTP: the BFF over the sandbox screens against the sandbox's own list
// (loaded by the suite's setup), and the report's JSON, workbook and PDF carry what the list's manifest says each
// company's people and owners match, and the risk flags that follow.
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import ExcelJS from "exceljs";
import { describe, expect, inject, it } from "vitest";
import { reportSchema, type Report } from "@/lib/report/model";
import { ensureDataset } from "../../sandbox/dataset";
import { ensureScreeningList, type ScreeningListManifest } from "../../sandbox/screening-list";

const root = path.resolve(import.meta.dirname, "../..");
const SLOW = 240_000;
// Isla Harris is the PSC and a director of 09990016; GRIFFITHS & OWEN LIMITED (09990019) the corporate PSC and parent of 09990017.
const COMPANIES = ["09990016", "09990017"];

async function manifest(): Promise<ScreeningListManifest> {
  const { file } = await ensureDataset({ companies: 20_000, seed: 20261122 });
  return JSON.parse(readFileSync(ensureScreeningList(file, 20261122).manifestFile, "utf8")) as ScreeningListManifest;
}

async function report(crn: string, format: "json" | "xlsx" | "pdf"): Promise<Response> {
  const response = await fetch(`${inject("bffUrl")}/api/reports/${crn}?format=${format}`);
  expect(response.status).toBe(200);
  return response;
}

describe("screening in the company report", () => {
  it("the JSON report holds every true match the sandbox list aims at the company, above the threshold, awaiting review", { timeout: SLOW }, async () => {
    const entries = (await manifest()).entries;
    for (const crn of COMPANIES) {
      const body = reportSchema.parse(await (await report(crn, "json")).json());
      const screening = body.screening;
      expect(screening.status, crn).toBe("ok");
      expect(screening.data.listVersion).toMatch(/^sandbox /);
      const aimed = entries.filter((entry) => entry.expected === "match").flatMap((entry) =>
        entry.subjects.filter((subject) => subject.company === crn).map((subject) => ({ entityId: entry.entityId, name: subject.name })));
      expect(aimed.length, crn).toBeGreaterThan(0);
      for (const { entityId, name } of aimed) {
        const found = screening.data.subjects.filter((subject) => subject.name.toLowerCase() === name.toLowerCase())
          .flatMap((subject) => subject.matches).find((match) => match.entity.id === entityId);
        expect(found, `${crn}: ${name} ~ ${entityId}`).toBeDefined();
        expect(found?.score).toBeGreaterThanOrEqual(screening.data.threshold ?? 0.7);
        expect(found?.features.length).toBeGreaterThan(0);
        expect(found?.review).toBeNull();
      }
      // Nothing reviewed yet: the summary counts every match as awaiting review, and no confirmed flag is raised.
      const matches = screening.data.subjects.flatMap((subject) => subject.matches).length;
      const waiting = body.summary.data.risks.find((risk) => risk.id === "screening-unreviewed");
      expect(waiting?.title).toBe(`${matches} screening match${matches === 1 ? "" : "es"} await${matches === 1 ? "s" : ""} review`);
      expect(body.summary.data.risks.map((risk) => risk.id)).not.toContain("screening-sanctions");
    }
  });

  it("the workbook's Screening sheet and the PDF carry the same matches as the JSON", { timeout: SLOW }, async () => {
    const crn = COMPANIES[0];
    const json = (await (await report(crn, "json")).json()) as Report;
    const matches = json.screening.data.subjects.flatMap((subject) => subject.matches.map((match) => ({ subject: subject.name, id: match.entity.id, score: match.score })));

    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await (await report(crn, "xlsx")).arrayBuffer());
    const sheet = book.getWorksheet("Screening")!;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    const rows = matches.map((_match, index) => sheet.getRow(index + 2));
    const cell = (row: ExcelJS.Row, header: string) => row.getCell(headers.indexOf(header) + 1).value;
    expect(rows.map((row) => ({ subject: cell(row, "Subject"), id: cell(row, "Entity id"), score: cell(row, "Score") }))).toEqual(matches);
    expect(rows.map((row) => cell(row, "Review"))).toEqual(matches.map(() => "Awaiting review"));

    const dir = path.join(root, "test-results", "report");
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `screening-${crn}.pdf`);
    writeFileSync(file, Buffer.from(await (await report(crn, "pdf")).arrayBuffer()));
    const text = execFileSync("pdftotext", [file, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
    expect(text).toContain(`against ${json.screening.data.listVersion}`);
    for (const match of matches) expect(text).toContain(match.id);
    expect(text).toContain(json.summary.data.risks.find((risk) => risk.id === "screening-unreviewed")?.title);
  });
});
