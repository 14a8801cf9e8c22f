// The company page's "Download report": the keyboard reaches it and the PDF's appendices, and the PDF link saves a
// real PDF (the summary and the appendices ticked) whose name carries the company number; the Excel and JSON links
// name their files too.
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "./support/test";
import type { Assessment } from "../lib/assessment/assessment";
import { demoCompany } from "../sandbox/demo-companies";

test.describe.configure({ timeout: 240_000 });

const crn = demoCompany("typical-active").number;

test("Download report saves a PDF of the company", async ({ page }, testInfo) => {
  await page.goto(`/companies/${crn}`);
  const control = page.getByRole("navigation", { name: "Download report" });
  await expect(control).toBeVisible({ timeout: 30_000 });
  const pdfLink = control.getByRole("link", { name: /Download report as PDF/ });
  // The summary alone until appendices are ticked in the dialog beside the link.
  await expect(pdfLink).toHaveAttribute("href", `/api/reports/${crn}?format=pdf&appendices=none`);
  await expect(control.getByRole("link", { name: /as Excel/ })).toHaveAttribute("href", `/api/reports/${crn}?format=xlsx`);
  await expect(control.getByRole("link", { name: /as JSON/ })).toHaveAttribute("href", `/api/reports/${crn}?format=json`);
  // By keyboard: open the appendices, tick the assessment in full (the limit's every step) and the filings, summarised.
  await control.getByText(/^PDF appendices/).focus();
  await page.keyboard.press("Enter");
  await control.getByRole("checkbox", { name: "Assessment in full" }).focus();
  await page.keyboard.press("Space");
  await control.getByRole("checkbox", { name: "Filings", exact: true }).check();
  await expect(pdfLink).toHaveAttribute("href", `/api/reports/${crn}?format=pdf&appendices=assessment%2Cfilings`);
  await expect(pdfLink).toHaveAccessibleName(/the summary and 2 appendices/);

  await pdfLink.focus();
  const [download] = await Promise.all([page.waitForEvent("download", { timeout: 200_000 }), page.keyboard.press("Enter")]);
  // As analysts file it: <company name> <number> <report> <date>.pdf.
  expect(download.suggestedFilename()).toMatch(new RegExp(`^[A-Za-z0-9 &'(),.+-]+ ${crn} Due diligence report \\d{4}-\\d{2}-\\d{2}\\.pdf$`));
  const dir = testInfo.outputPath();
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, download.suggestedFilename());
  await download.saveAs(file);
  expect(readFileSync(file).subarray(0, 5).toString()).toBe("%PDF-");

  const name = (await page.getByRole("heading", { level: 1 }).textContent())?.trim() ?? "";
  const text = execFileSync("pdftotext", [file, "-"], { encoding: "utf8" });
  expect(text).toContain(name);

  // The credit policy's verdict, naming its version, and every step of the limit as the API gives them.
  const assessment = (await (await page.request.get(`/api/assessments/${crn}`)).json()) as Assessment;
  const flat = text.replace(/\s+/g, " ");
  expect(assessment.verdict.sentence).toMatch(/ under credit policy v\d+: /);
  expect(flat).toContain(assessment.verdict.sentence);
  for (const step of assessment.creditLimit?.basis.steps ?? []) expect(flat).toContain(step.label);
  if (!assessment.creditLimit) expect(flat).toContain(assessment.creditLimitWithheld);
});

test("a company tab's table downloads as a CSV named after the company, the tab and the table", async ({ page }) => {
  await page.goto(`/companies/${crn}/officers`);
  const name = (await page.getByRole("heading", { level: 1 }).textContent())?.trim() ?? "";
  const csv = page.getByRole("button", { name: "Download Officers as CSV" });
  await expect(csv).toBeVisible({ timeout: 30_000 });
  const [download] = await Promise.all([page.waitForEvent("download"), csv.click()]);
  // The tab is "Officers" and so is the table: named once.
  expect(download.suggestedFilename()).toMatch(new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} ${crn} Officers \\d{4}-\\d{2}-\\d{2}\\.csv$`));
});
