// Printing a company tab: the company's header, its risk summary and the tab's table whole: its column headers (sort
// buttons on screen) printed as words and repeated on every page, every column within the page's width, and every
// row of a list long enough to be windowed on screen. Checked under print media and in the PDF Chromium prints.
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { expect, test, type APIRequestContext } from "./support/test";
import { demoCompany } from "../sandbox/demo-companies";

test.describe.configure({ timeout: 240_000 });

const CRN = demoCompany("very-large").number;
/** An A4 page's width at 96 px an inch, less the 1 cm margins the PDF below is printed with. */
const PAPER_WIDTH = 718;

async function bff<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

// Officers (every one of 300+, nine columns) and charges (500+, with cells the screen keeps at a minimum width).
const CASES = [
  {
    tab: "officers?status=all", table: "Officers", row: "officer-row",
    rows: async (request: APIRequestContext) => (await bff<{ directorsData: unknown[] }>(request, `/api/companies/${CRN}/officers`)).directorsData.length,
  },
  {
    tab: "charges", table: "Charges", row: "charge-row",
    // The tab's own count, which the long-lists spec checks against the data: here, that paper shows as many.
    rows: null,
  },
] as const;

for (const { tab, table, row, rows: expectedRows } of CASES) {
  test(`a printed ${table} tab carries the header, the risk summary and the whole of its wide, long table`, async ({ page, request }) => {
    const { businessName } = await bff<{ businessName: string }>(request, `/api/companies/${CRN}`);
    await page.setViewportSize({ width: PAPER_WIDTH, height: 1000 });
    await page.goto(`/companies/${CRN}/${tab}`);
    const region = page.getByRole("region", { name: table, exact: true });
    const rows = region.getByTestId(row);
    await expect(rows.first()).toBeVisible({ timeout: 30_000 });
    const total = expectedRows ? await expectedRows(request) : Number(/^(\d+)/.exec(await page.getByTestId("shown-count").innerText())?.[1]);
    expect(total, "more rows than the table draws at once").toBeGreaterThan(100);
    const width = () => region.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
    // On screen at the paper's width the table is wider than its region (it scrolls sideways) and windowed.
    const onScreen = await width();
    expect(onScreen.scroll, "the table is wider than the page on screen").toBeGreaterThan(onScreen.client);
    expect(await rows.count()).toBeLessThan(total);
    const headers = (await region.locator("thead th").allInnerTexts()).map((text) => text.replace(/[▲▼↕]/g, "").trim());
    const [firstHeader, lastHeader] = [headers[0], headers.at(-1) as string];

    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("heading", { level: 1 })).toContainText(businessName);
    await expect(page.getByTestId("risk-summary")).toBeVisible();
    for (const header of [firstHeader, lastHeader]) await expect(region.locator("thead th").filter({ hasText: header })).toBeVisible();
    await expect(rows).toHaveCount(total);
    const printed = await width();
    expect(printed.scroll, "nothing of the table is cut off").toBeLessThanOrEqual(printed.client);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PAPER_WIDTH);
    // The header repeats on every page the table runs over.
    expect(await region.locator("thead").evaluate((element) => getComputedStyle(element).display)).toBe("table-header-group");

    const pdf = await page.pdf({ format: "A4", margin: { top: "1cm", bottom: "1cm", left: "1cm", right: "1cm" } });
    // Kept with the test's results, to be looked at when it fails.
    const file = test.info().outputPath("tab.pdf");
    writeFileSync(file, pdf);
    const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
    const flat = text.replace(/\s+/g, " ").toLowerCase();
    expect(flat).toContain(businessName.toLowerCase());
    expect(flat).toContain("risk summary");
    // The pages the table runs on to (a few hundred rows fill more than the next two) open with its whole header row
    // again, the last column's too; a header may wrap over the row's first lines.
    const pages = text.split("\f").filter((sheet) => sheet.trim());
    expect(pages.length).toBeGreaterThan(3);
    for (const [index, sheet] of pages.slice(1, 3).entries()) {
      const top = sheet.split("\n").filter((line) => line.trim()).slice(0, 4).join(" ").toLowerCase();
      for (const header of headers) {
        for (const word of header.toLowerCase().split(/\s+/)) expect(top.split(/[^a-z0-9.%&]+/), `"${header}" atop page ${index + 2}`).toContain(word);
      }
    }
  });
}
