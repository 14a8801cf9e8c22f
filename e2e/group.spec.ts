// Group and links: the parent's Shares & group tab lists the subsidiaries the dashboard has seen and says so, a
// company that is its own ultimate parent says it instead of linking to itself, the subsidiary's corporate PSC and
// corporate shareholder link to the parent, and the report's PDF and workbook carry the same group section.
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import ExcelJS from "exceljs";
import { expect, test } from "./support/test";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { atEachWidth } from "./support/widths";
import { demoCompany } from "../sandbox/demo-companies";

test.describe.configure({ timeout: 180_000 });

const parent = demoCompany("group-parent").number;
const subsidiaries = [demoCompany("psc-corporate").number, demoCompany("group-child").number];
const SEEN = /This list holds the subsidiaries the dashboard has seen/;

test("the parent lists its subsidiaries as links, says the list holds those seen, and is its own ultimate parent", async ({ page }) => {
  await page.goto(`/companies/${parent}/shares`);
  const section = page.getByRole("region", { name: "Subsidiaries" });
  await expect(section.getByTestId("subsidiaries-note")).toHaveText(SEEN);
  for (const number of subsidiaries) {
    const row = section.getByTestId("subsidiary-row").filter({ hasText: number });
    await expect(row.getByRole("link")).toHaveAttribute("href", `/companies/${number}`);
    // The sandbox's groups export is the operator's import: everyone's, and said so on each row.
    await expect(row.getByTestId("subsidiary-source")).toHaveText("register import");
  }
  const group = page.getByRole("region", { name: "Group structure" });
  const ultimate = group.locator("dt", { hasText: /^Ultimate parent$/ }).locator("xpath=following-sibling::dd");
  await expect(ultimate).toHaveText("This company is its own ultimate parent");
  await expect(ultimate.getByRole("link")).toHaveCount(0);
  await expect(group.locator(`a[href="/companies/${parent}"]`)).toHaveCount(0);
  // Usable at a phone's and a desktop's width, axe clean at each.
  await atEachWidth(page, "group-parent-shares", async () => {
    await expect(section.getByTestId("subsidiary-row").first()).toBeVisible();
    await expectNoSeriousAxeViolations(page, "axe on the parent's Shares & group tab");
  });

  await section.getByRole("link", { name: /./ }).first().click();
  await expect(page).toHaveURL(new RegExp(`/companies/(${subsidiaries.join("|")})$`));
});

test("the subsidiary's corporate PSC and corporate shareholder link to the parent", async ({ page }) => {
  const child = demoCompany("psc-corporate").number;
  await page.goto(`/companies/${child}/psc`);
  const corporate = page.getByTestId("psc-item").filter({ hasText: "Corporate entity" });
  await expect(corporate.getByRole("heading").getByRole("link")).toHaveAttribute("href", `/companies/${parent}`);

  await page.goto(`/companies/${child}/shares`);
  const holder = page.getByTestId("shareholder-row").first();
  await expect(holder.getByRole("link")).toHaveAttribute("href", `/companies/${parent}`);
  await expect(page.getByRole("region", { name: "Group structure" }).getByRole("link").first()).toHaveAttribute("href", `/companies/${parent}`);
  // The child is seen as nobody's parent: the sentence says the list is of those seen, and it is empty.
  await expect(page.getByRole("region", { name: "Subsidiaries" }).getByTestId("subsidiaries-note")).toHaveText(/has seen no company/);

  await page.goto(`/companies/${child}/psc`);
  await page.getByTestId("psc-item").filter({ hasText: "Corporate entity" }).getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`/companies/${parent}$`));
});

test("the report's PDF and workbook carry the same group section", async ({ request }, testInfo) => {
  const pdf = await request.get(`/api/reports/${parent}?format=pdf`, { timeout: 150_000 });
  expect(pdf.status()).toBe(200);
  const file = testInfo.outputPath("group.pdf");
  writeFileSync(file, await pdf.body());
  const text = execFileSync("pdftotext", [file, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
  expect(text).toContain("This company is its own ultimate parent");
  expect(text).toMatch(/This list holds the subsidiaries the dashboard has seen/);
  for (const number of subsidiaries) expect(text).toContain(number);

  const xlsx = await request.get(`/api/reports/${parent}?format=xlsx`, { timeout: 150_000 });
  expect(xlsx.status()).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await xlsx.body()) as never);
  const values = (name: string) => workbook.getWorksheet(name)!.getSheetValues().flat().filter((value) => typeof value === "string");
  expect(values("Subsidiaries")).toEqual(expect.arrayContaining(subsidiaries));
  expect(values("Group")).toEqual(expect.arrayContaining(["This company is its own ultimate parent"]));
  expect(values("Group").some((value) => SEEN.test(value as string))).toBe(true);
});
