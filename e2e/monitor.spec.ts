// The monitor in the browser: watch a company from its page, see it on the portfolio, get an alert in the inbox (and
// the header's count) after a change, and the "Changed since you last looked" banner on the company. The sandbox's
// data does not change, so the test plants an older snapshot of the company (a different status) in the store: the
// real check then finds the difference through the whole pipeline. Axe clean at 375 px and 1440 px.
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { expect, test } from "./support/test";

test.describe.configure({ timeout: 240_000 });

const crn = "09990007";
const databaseFile = path.resolve(import.meta.dirname, "..", "data", "dashboard.sqlite");

/** A status of its own per run: the change it makes is new, so a re-run against the same store alerts again. */
const plantedStatus = `Dormant (planted ${Date.now()})`;

/** Rewrites the company's stored snapshot in the store the dashboard uses: PostgreSQL with DATABASE_URL (as in CI), else
 * its SQLite file. */
async function plantOlderStatus(): Promise<void> {
  const plant = (text: string) => JSON.stringify({ ...(JSON.parse(text) as { status: string }), status: plantedStatus });
  const url = process.env.DATABASE_URL;
  if (url) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ snapshot: string }>("SELECT snapshot FROM watch_snapshots WHERE company = $1", [crn]);
      if (!rows[0]) throw new Error("no snapshot yet");
      await client.query("UPDATE watch_snapshots SET snapshot = $1 WHERE company = $2", [plant(rows[0].snapshot), crn]);
    } finally {
      await client.end();
    }
    return;
  }
  const db = new Database(databaseFile);
  try {
    const row = db.prepare("SELECT snapshot FROM watch_snapshots WHERE company = ?").get(crn) as { snapshot: string } | undefined;
    if (!row) throw new Error("no snapshot yet");
    db.prepare("UPDATE watch_snapshots SET snapshot = ? WHERE company = ?").run(plant(row.snapshot), crn);
  } finally {
    db.close();
  }
}

test("watch a company, see it on the portfolio, an alert in the inbox and the banner on the company", async ({ page }) => {
  await page.goto(`/companies/${crn}`);
  const watch = page.getByRole("button", { name: "Watch", exact: true });
  const listLink = page.getByRole("link", { name: "My watchlist", exact: true }).first();
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

  await page.getByRole("button", { name: "Check now" }).click();
  // The run is over when the list has a last-run time (its job is released then, so the next "Check now" runs).
  await expect.poll(async () => {
    await page.reload();
    return page.locator("main").textContent();
  }, { timeout: 30_000 }).not.toMatch(/Not yet|not checked yet/);

  await plantOlderStatus();
  await page.getByRole("button", { name: "Check now" }).click();
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

  await page.goto(`/companies/${crn}`);
  await expect(page.getByTestId("changed-since")).toContainText("Changed since you last looked");
  await expect(page.getByTestId("changed-since")).toContainText("Status changed");
});
