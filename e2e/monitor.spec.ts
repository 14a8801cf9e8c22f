// The monitor in the browser: watch a company from its page, see it on the portfolio, get an alert in the inbox (and
// the header's count) after a change, and the "Changed since you last looked" banner on the company. The sandbox's
// data does not change, so the test plants an older snapshot of the company (a different status) in the store: the
// real check then finds the difference through the whole pipeline. Axe clean at 375 px and 1440 px.
import { demoCompany } from "../sandbox/demo-companies";
import { ccjBuckets, upstreamAnswer } from "./debt-truth";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { plantSnapshotStatus } from "./support/plant-snapshot";
import { expect, test } from "./support/test";

test.describe.configure({ timeout: 240_000 });

const crn = "09990007";

/** A status of its own per run: the change it makes is new, so a re-run against the same store alerts again. */
const plantedStatus = `Dormant (planted ${Date.now()})`;

/** "Check now" on the list's page, then wait for that run to end (its last-run time moves): against a store an
 * earlier run left, the page already shows a last run, and a snapshot planted while this run goes on would be lost. */
async function checkNowAndWait(page: import("@playwright/test").Page): Promise<void> {
  const id = new URL(page.url()).pathname.split("/").pop();
  const lastRun = async () => ((await (await page.request.get(`/api/watchlists/${id}`)).json()) as { lastRunAt: string | null }).lastRunAt;
  const before = await lastRun();
  await page.getByRole("button", { name: "Check now" }).click();
  await expect.poll(lastRun, { timeout: 30_000 }).not.toBe(before);
}

test("watch a company, see it on the portfolio, an alert in the inbox and the banner on the company", async ({ page }) => {
  await page.goto(`/companies/${crn}`);
  const watch = page.getByRole("button", { name: "Watch", exact: true });
  // Watch adds the company to the user's first list ("My watchlist" only when there was none: an earlier spec may
  // have made one), so the list is found as the one the control says it is watched on.
  const listLink = page.locator("span", { hasText: /^Watched on/ }).getByRole("link").first();
  // A re-run against the same store finds the company watched already.
  await expect(watch.or(listLink)).toBeVisible({ timeout: 30_000 });
  if (await watch.isVisible()) {
    await watch.click();
    await expect(page.getByRole("status").filter({ hasText: "Watching" })).toBeVisible();
  }
  await expect(listLink).toBeVisible();
  await listLink.click();
  await expect(page).toHaveURL(/\/watchlists\/[0-9a-f-]{36}/);
  await expect(page.getByRole("table", { name: /Companies on/ })).toContainText(crn);

  await checkNowAndWait(page);
  // The run is over when the list has a last-run time (its job is released then, so the next "Check now" runs).
  await expect.poll(async () => {
    await page.reload();
    return page.locator("main").textContent();
  }, { timeout: 30_000 }).not.toMatch(/Not yet|not checked yet/);

  await plantSnapshotStatus(new URL(page.url()).pathname.split("/").at(-1)!, crn, plantedStatus);
  await checkNowAndWait(page);
  // The header's count is polled each minute; a reload reads it at once.
  await expect.poll(async () => {
    await page.reload();
    return page.getByTestId("unread-alerts").waitFor({ timeout: 5000 }).then(() => true, () => false);
  }, { timeout: 30_000 }).toBe(true);
  await expectNoSeriousAxeViolations(page, "portfolio at 1440 px");

  await page.getByRole("link", { name: /^Alerts/ }).first().click();
  await expect(page.getByTestId("alerts")).toContainText(`Company status changed from ${plantedStatus} to`);
  await expectNoSeriousAxeViolations(page, "alerts at 1440 px");
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoSeriousAxeViolations(page, "alerts at 375 px");
  // "Mark read" names the alert by its random public id (the table's integer never reaches the browser).
  const planted = page.getByTestId("alerts").getByRole("listitem").filter({ hasText: plantedStatus });
  const marking = page.waitForRequest((request) => request.url().includes("/api/alerts/read") && request.method() === "POST");
  await planted.getByRole("button", { name: "Mark read" }).click();
  expect((await marking).postDataJSON()).toEqual({ ids: [expect.stringMatching(/^[A-Za-z0-9_-]{22}$/)] });
  await expect(planted.getByRole("button", { name: "Mark read" })).toHaveCount(0);

  await page.goto(`/companies/${crn}`);
  await expect(page.getByTestId("changed-since")).toContainText("Changed since you last looked");
  await expect(page.getByTestId("changed-since")).toContainText("Status changed");
});

/** A list of its own through the API, as the page's user (same origin, as every state-changing call must be). */
async function listWith(page: import("@playwright/test").Page, name: string, companyNumbers: string[]): Promise<string> {
  await page.goto("/watchlists");
  const origin = new URL(page.url()).origin;
  const created = await page.request.post("/api/watchlists", { data: { name }, headers: { origin } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const added = await page.request.post(`/api/watchlists/${id}/companies`, { data: { companyNumbers }, headers: { origin } });
  expect(((await added.json()) as { added: string[] }).added).toHaveLength(companyNumbers.length);
  return id;
}

test("a 5,000-company portfolio renders windowed and sorts by its headers", async ({ page }) => {
  const numbers = Array.from({ length: 5000 }, (_, i) => String(8_000_000 + i).padStart(8, "0"));
  const id = await listWith(page, `Five thousand ${Date.now()}`, numbers);
  await page.goto(`/watchlists/${id}`);
  await expect(page.getByRole("status").filter({ hasText: "5,000 of 5,000 companies shown" })).toBeVisible();
  const rows = page.getByTestId("portfolio-row");
  await expect(rows.first()).toBeVisible();
  // Windowed: a screenful of rows is in the page, not 5,000.
  expect(await rows.count()).toBeLessThan(200);

  const table = page.getByRole("table", { name: /Companies on Five thousand/ });
  await table.getByRole("button", { name: /^Company/ }).click();
  await expect(page).toHaveURL(/sort=company&dir=asc/);
  await expect(rows.first()).toContainText("08000000");
  await table.getByRole("button", { name: /^Company/ }).click();
  await expect(page).toHaveURL(/sort=company&dir=desc/);
  await expect(rows.first()).toContainText("08004999");
  await expect(table.locator("th[aria-sort=descending]")).toContainText("Company");
  // Scrolled to its end, the table draws the last rows.
  await page.getByRole("region", { name: /Companies on Five thousand/ }).evaluate((element) => element.scrollTo(0, element.scrollHeight));
  await expect(page.getByTestId("portfolio-row").filter({ hasText: "08000000" })).toBeVisible();
});

test("compare selected opens the comparison with the ticked companies", async ({ page }) => {
  const three = ["09990001", "09990008", "09990023"];
  const id = await listWith(page, `Compare from portfolio ${Date.now()}`, three);
  await page.goto(`/watchlists/${id}?sort=company&dir=asc`);
  const compare = page.getByText(/^Compare selected/);
  await expect(compare).toHaveText("Compare selected (0)");
  await expect(page.getByRole("link", { name: /Compare selected/ })).toHaveCount(0);
  await page.getByRole("checkbox", { name: /\(09990001\) to compare/ }).check();
  await expect(page.getByRole("status").filter({ hasText: "Tick 2 or more" })).toBeVisible();
  await page.getByRole("checkbox", { name: /\(09990023\) to compare/ }).check();
  const link = page.getByRole("link", { name: "Compare selected (2)" });
  await expect(link).toHaveAttribute("href", "/compare?companies=09990001,09990023");
  await expectNoSeriousAxeViolations(page, "portfolio with a selection at 1440 px");
  await link.click();
  await expect(page).toHaveURL(/\/compare\?companies=09990001,09990023/);
  const table = page.getByRole("table", { name: "Companies side by side" });
  for (const crn of ["09990001", "09990023"]) await expect(table.locator(`a[href="/companies/${crn}"]`)).toBeVisible();
  await expect(table.locator('a[href="/companies/09990008"]')).toHaveCount(0);
});

test("the portfolio counts part-satisfied charges as live and sums only outstanding judgments, as the risk summary does", async ({ page }) => {
  const charged = demoCompany("charges-every-kind").number;
  const judged = demoCompany("ccj-every-status").number;
  const id = await listWith(page, `Debt columns ${Date.now()}`, [charged, judged]);
  await page.goto(`/watchlists/${id}?sort=company&dir=asc`);
  await page.getByRole("button", { name: "Check now" }).click();
  await expect.poll(async () => {
    await page.reload();
    return page.locator("main").textContent();
  }, { timeout: 60_000 }).not.toMatch(/Not yet|not checked yet/);
  const table = page.getByRole("table", { name: /Companies on Debt columns/ });
  const headers = (await table.locator("thead th").allTextContents()).map((text) => text.replace(/[▲▼↕]/g, "").trim());
  const cell = (crn: string, header: string) => page.getByTestId("portfolio-row").filter({ hasText: crn }).locator("td, th").nth(headers.indexOf(header));
  for (const crn of [charged, judged]) {
    // Expected from the sandbox's own profile, not from the dashboard's derivations.
    const profile = (await upstreamAnswer(page.request, `/companies/${crn}`)) ?? {};
    const number = (key: string) => (typeof profile[key] === "number" ? (profile[key] as number) : 0);
    const part = number("partialSatisfiedCount");
    await expect(cell(crn, "Live charges")).toHaveText(`${number("outstandingCount") + part}${part ? `${part} partially satisfied` : ""}`);
    const { outstanding } = ccjBuckets((profile.ccjDetails as Record<string, unknown>[] | undefined) ?? []);
    await expect(cell(crn, "Outstanding CCJs")).toHaveText(`${outstanding.count}${outstanding.count ? `£${Math.round(outstanding.amount).toLocaleString("en-GB")}` : ""}`);
  }
});
