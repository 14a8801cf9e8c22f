// Screening in the company report over real HTTP: the BFF over the sandbox screens against the sandbox's own list
// (loaded by the suite's setup), and the report's JSON, workbook and PDF carry what the list's manifest says each
// company's people and owners match, and the risk flags that follow.
// Takes turns on: screening-reviews
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
        expect(found?.reviews).toEqual([]);
      }
      // Nothing reviewed yet: the summary counts every match as awaiting review, and no confirmed flag is raised.
      const matches = screening.data.subjects.flatMap((subject) => subject.matches).length;
      const waiting = body.summary.data.risks.find((risk) => risk.id === "screening-unreviewed");
      expect(waiting?.title).toBe(`${matches} screening match${matches === 1 ? "" : "es"} await${matches === 1 ? "s" : ""} review`);
      expect(body.summary.data.risks.map((risk) => risk.id)).not.toContain("screening-sanctions");
    }
  });

  it("reviews reach the report: a confirmed sanctions match is a red flag naming the entity and the list version, a false positive is shown dismissed", { timeout: SLOW }, async () => {
    // A company no other file reviews: a sanctions entry the manifest aims at one of its officers who is its PSC too.
    const entry = (await manifest()).entries.find((item) => item.expected === "match" && item.topic === "sanction"
      && item.subjects.some((subject) => subject.kind === "officer") && item.subjects.some((subject) => subject.kind === "psc")
      && item.subjects.every((subject) => subject.company === item.subjects[0].company && !/^0(99|09)9/.test(subject.company)));
    expect(entry).toBeDefined();
    const crn = entry!.subjects[0].company;
    const base = inject("bffUrl");
    const api = await fetch(`${base}/api/screening/${crn}`);
    expect(api.status).toBe(200);
    const screening = (await api.json()) as Report["screening"]["data"];
    const reviewed = screening.subjects.filter((subject) => subject.matches.some((match) => match.entity.id === entry!.entityId));
    const officer = reviewed.find((subject) => subject.role !== "PSC")!;
    const psc = reviewed.find((subject) => subject.role === "PSC")!;
    const review = async (subject: typeof officer, verdict: string, reason: string) => {
      const response = await fetch(`${base}/api/screening/${crn}/reviews`, {
        method: "POST", headers: { "content-type": "application/json", origin: base },
        body: JSON.stringify({ subject: { kind: subject.kind, role: subject.role, name: subject.name }, entityId: entry!.entityId, verdict, reason }),
      });
      expect(response.status, await response.clone().text()).toBe(201);
    };
    await review(officer, "confirmed", "Same name and birth date as the listed person");
    await review(psc, "false-positive", "Checked for the test: another person");

    const body = reportSchema.parse(await (await report(crn, "json")).json());
    // The report's screening is the API's, matches, scores and features alike.
    const shape = (data: typeof screening) => data.subjects.map((subject) => ({ ...subject, matches: subject.matches.map(({ entity, score, features }) => ({ entity, score, features })) }));
    expect(shape(body.screening.data)).toEqual(shape(screening));
    expect(body.screening.data.listVersion).toBe(screening.listVersion);
    const inReport = (subject: typeof officer) => body.screening.data.subjects.find((item) => item.role === subject.role && item.name === subject.name)!
      .matches.find((match) => match.entity.id === entry!.entityId)!;
    expect(inReport(officer).review).toMatchObject({ verdict: "confirmed", reason: "Same name and birth date as the listed person", listVersion: screening.listVersion });
    expect(inReport(psc).review).toMatchObject({ verdict: "false-positive", reason: "Checked for the test: another person", listVersion: screening.listVersion });
    const flag = body.summary.data.risks.find((risk) => risk.id === "screening-sanctions");
    expect(flag).toMatchObject({ severity: "high", title: `Sanctions match confirmed: ${officer.name}` });
    expect(flag?.detail).toContain(entry!.entityId);
    expect(flag?.detail).toContain(`against list version ${screening.listVersion}`);
    expect(body.summary.data.risks[0].severity).toBe("high");

    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await (await report(crn, "xlsx")).arrayBuffer());
    const sheet = book.getWorksheet("Screening")!;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    const reviews: string[] = [];
    sheet.eachRow((row, index) => {
      if (index > 1 && row.getCell(headers.indexOf("Entity id") + 1).value === entry!.entityId) reviews.push(String(row.getCell(headers.indexOf("Review") + 1).value));
    });
    const [confirmed, dismissed] = reviews.sort();
    expect(reviews).toHaveLength(2);
    expect(confirmed.startsWith("Confirmed: Same name and birth date as the listed person. ")).toBe(true);
    expect(dismissed.startsWith("False positive: Checked for the test: another person. ")).toBe(true);
    for (const words of reviews) expect(words.endsWith(` UTC, against ${screening.listVersion}`)).toBe(true);

    const file = path.join(root, "test-results", "report", `screening-${crn}.pdf`);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, Buffer.from(await (await report(crn, "pdf")).arrayBuffer()));
    const text = execFileSync("pdftotext", [file, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
    expect(text).toContain(flag!.title);
    expect(text).toContain("Confirmed: Same name and birth date");
    expect(text).toContain("False positive: Checked for the");
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
