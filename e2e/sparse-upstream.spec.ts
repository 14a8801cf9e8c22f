// The dashboard against another implementation of the spec: the sandbox in its "sparse" style sends numbers as
// text, leaves empty values out and misses about a quarter of the fields. Every tab and search must still render
// without an error state, and numbers sent as text must still be shown as numbers.
import { expect, test } from "./support/test";
import { DEMO_TITLE_NUMBER, demoCompany } from "../sandbox/demo-companies";

const TAB_PATHS = ["", "/financials", "/officers", "/psc", "/shares", "/charges", "/ccjs", "/property", "/filings"];

for (const caseName of ["typical-active", "thirty-years-accounts", "very-large"]) {
  test(`every tab of the ${caseName} company renders from sparse records`, async ({ page, request }) => {
    const crn = demoCompany(caseName).number;
    const profile = await (await request.get(`/api/companies/${crn}`)).json();
    // The sparse upstream sent every number as text; the BFF hands the spec's number fields on as numbers.
    expect(Object.values(profile.statutoryAccounts[0] ?? {}).some((value) => typeof value === "number")).toBe(true);
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));

    for (const path of TAB_PATHS) {
      await page.goto(`/companies/${crn}${path}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(profile.businessName);
      await expect(page.locator("[aria-busy=true]")).toHaveCount(0, { timeout: 30_000 });
      await expect(page.getByRole("tabpanel").getByRole("alert"), `tab ${path || "/"}`).toHaveCount(0);
    }
    expect(errors).toEqual([]);
  });
}

test("a search renders from a sparse single record", async ({ page }) => {
  await page.goto(`/search/property?title=${DEMO_TITLE_NUMBER}`);
  await expect(page.getByRole("link", { name: new RegExp(demoCompany("property").number) }).or(page.getByRole("table"))).toBeVisible({ timeout: 30_000 });
  // Scoped to main: Next.js keeps its own route announcer (role alert) outside it.
  await expect(page.getByRole("main").getByRole("alert")).toHaveCount(0);
});
