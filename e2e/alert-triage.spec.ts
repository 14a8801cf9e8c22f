// Triage in the browser: from the inbox, filtered to unacknowledged alerts in the URL, open an alert, acknowledge it,
// assign it with the labelled select and comment; the inbox then shows its state, and "Assigned to me" finds it.
// The alert is made as the monitor spec makes one: a list of its own, a checked company whose stored snapshot (of that
// list) is given another status, and a real check that finds the difference. Axe clean at 1440 px and 375 px.
import type { Page } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { plantSnapshotStatus } from "./support/plant-snapshot";
import { expect, test } from "./support/test";
import { atEachWidth } from "./support/widths";

test.describe.configure({ timeout: 240_000 });

const crn = "09990007";
const plantedStatus = `Dormant (triage ${Date.now()})`;

async function checkAndWait(page: Page, listId: string, origin: string): Promise<void> {
  const lastRun = async () => ((await (await page.request.get(`/api/watchlists/${listId}`)).json()) as { lastRunAt: string | null }).lastRunAt;
  const before = await lastRun();
  expect((await page.request.post(`/api/watchlists/${listId}/check`, { data: {}, headers: { origin } })).status()).toBe(202);
  await expect.poll(lastRun, { timeout: 30_000 }).not.toBe(before);
}

test("acknowledge, assign and comment on an alert, its state in the inbox and its filters in the URL", async ({ page }) => {
  await page.goto("/alerts");
  const origin = new URL(page.url()).origin;
  const created = await page.request.post("/api/watchlists", { data: { name: `Triage ${Date.now()}` }, headers: { origin } });
  expect(created.status()).toBe(201);
  const listId = ((await created.json()) as { id: string }).id;
  await page.request.post(`/api/watchlists/${listId}/companies`, { data: { companyNumbers: [crn] }, headers: { origin } });
  await checkAndWait(page, listId, origin);
  await plantSnapshotStatus(listId, crn, plantedStatus);
  await checkAndWait(page, listId, origin);

  await page.goto(`/alerts?watchlist=${listId}&acknowledged=false`);
  await expect(page.getByRole("checkbox", { name: "Unacknowledged only" })).toBeChecked();
  const item = page.getByTestId("alerts").getByRole("listitem").filter({ hasText: plantedStatus });
  await expect(item.getByTestId("triage")).toContainText("Not acknowledged");
  await atEachWidth(page, "inbox", async (width) => expectNoSeriousAxeViolations(page, `inbox at ${width} px`));
  await page.setViewportSize({ width: 1440, height: 900 });
  await item.getByRole("link", { name: /^Triage/ }).click();
  await expect(page).toHaveURL(/\/alerts\/[A-Za-z0-9_-]{22}$/);

  await page.getByRole("button", { name: "Acknowledge" }).click();
  await expect(page.getByTestId("triage")).toContainText("Acknowledged by");
  const me = page.getByRole("combobox", { name: "Assign to" });
  await me.selectOption({ label: `${await me.locator("option", { hasText: "(you)" }).textContent()}` });
  await page.getByRole("button", { name: "Save assignee" }).click();
  await expect(page.getByTestId("triage")).toContainText("Assigned to");
  await page.getByRole("textbox", { name: "Comment" }).fill("Checked with the supplier: status confirmed.");
  await page.getByRole("button", { name: "Add comment" }).click();
  await expect(page.getByTestId("comments")).toContainText("Checked with the supplier: status confirmed.");
  await expect(page.getByTestId("triage")).toContainText("1 comment");
  await atEachWidth(page, "alert", async (width) => expectNoSeriousAxeViolations(page, `alert at ${width} px`));
  await page.setViewportSize({ width: 1440, height: 900 });

  // The filters live in the URL: a shared link, reloaded, shows the same inbox.
  await page.goto(`/alerts?watchlist=${listId}`);
  await page.getByRole("checkbox", { name: "Assigned to me" }).check();
  await expect(page).toHaveURL(/[?&]assigned=me/);
  await expect(page).toHaveURL(new RegExp(`[?&]watchlist=${listId}`));
  await page.reload();
  await expect(page.getByRole("checkbox", { name: "Assigned to me" })).toBeChecked();
  await expect(page.getByTestId("alerts").getByRole("listitem").filter({ hasText: plantedStatus }).getByTestId("triage")).toContainText(/Acknowledged by .* · Assigned to .* · 1 comment/);
  await page.goto(`/alerts?watchlist=${listId}&acknowledged=false`);
  await expect(page.getByTestId("alerts").getByRole("listitem").filter({ hasText: plantedStatus })).toHaveCount(0);
});
