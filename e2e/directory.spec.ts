// The company directory: name search from the home combobox (typeahead, keyboard, highlighted matches) and the full
// results page, which round-trips through its URL. In sandbox mode the directory is the sandbox's own companies.
import { expect, test, type Page } from "./support/test";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { expectActiveOption } from "./support/combobox";
import { collectConsoleErrors } from "./support/console-errors";

test.describe.configure({ timeout: 120_000 });

const CRN = "09990001";
const field = (page: Page) => page.getByRole("combobox", { name: "Company number or name" });

/**
 * The company's name, from the sandbox itself: asking the dashboard would teach its directory this company, and the
 * search would then pass even if the directory had not been filled from the sandbox on first start.
 */
async function nameOf(request: import("@playwright/test").APIRequestContext): Promise<string> {
  const answer = await request.get(`${process.env.E2E_SANDBOX_URL}/companies/${CRN}`, { headers: { "x-api-key": process.env.E2E_UPSTREAM_KEY ?? "" } });
  expect(answer.ok()).toBe(true);
  const body = (await answer.json()) as { businessName: string } | Array<{ businessName: string }>;
  return Array.isArray(body) ? body[0].businessName : body.businessName;
}

test("typing part of a name suggests the company; the keyboard picks it and opens its page", async ({ page, request }) => {
  const errors = collectConsoleErrors(page);
  const name = await nameOf(request);
  const words = name.split(/\s+/).slice(0, 2).join(" ").toLowerCase();
  await page.goto("/");
  await field(page).pressSequentially(words, { delay: 30 });
  const listbox = page.getByRole("listbox", { name: "Suggestions" });
  const wanted = listbox.getByRole("option").filter({ hasText: CRN });
  await expect(wanted).toBeVisible();
  await expect(wanted.locator("mark").first()).toHaveText(new RegExp(words.split(" ")[0], "i"));
  await expect(listbox.getByRole("option", { name: /See all results/ })).toBeVisible();
  await expectNoSeriousAxeViolations(page, "home with suggestions open");

  const options = await listbox.getByRole("option").allTextContents();
  const index = options.findIndex((text) => text.includes(CRN));
  for (let step = 0; step <= index; step += 1) await field(page).press("ArrowDown");
  await expectActiveOption(field(page), wanted);
  await field(page).press("Enter");
  await page.waitForURL(`**/companies/${CRN}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  expect(errors).toEqual([]);
});

test("what is typed while the page's scripts still arrive is kept, in order, as the server's combobox hydrates", async ({ page, request }) => {
  const name = await nameOf(request);
  const words = name.split(/\s+/).slice(0, 2).join(" ").toLowerCase();
  // Every script a little late, so that typing starts in the server's HTML, goes on through hydration and ends in
  // the working combobox (a plain field swapped for the combobox once lost and reordered letters: "petal" became
  // "pael"; later, under load, the combobox itself dropped letters: "ptel wolesale").
  await page.route(/\/_next\/static\/chunks\/.*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 150));
    await route.continue();
  });
  // A slow machine's CPU: each render takes long enough for the next keystroke to arrive before it is done.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
  await page.goto("/", { waitUntil: "commit" });
  await page.getByLabel("Company number or name").pressSequentially(words, { delay: 40 });
  await expect(field(page)).toHaveValue(words);
  await expect(page.getByRole("listbox", { name: "Suggestions" }).getByRole("option").filter({ hasText: CRN })).toBeVisible();
  await expect(field(page)).toBeFocused();
});

test("a failed directory search is said in the suggestions, not shown as no matches", async ({ page }) => {
  const detail = "Too many requests from this user: try again in 20 seconds.";
  await page.route(/\/api\/search\/companies\?/, (route) =>
    route.fulfill({ status: 429, contentType: "application/problem+json", body: JSON.stringify({ code: "rate-limited", title: "Too many requests", detail }) }));
  await page.goto("/");
  await field(page).pressSequentially("acme", { delay: 30 });
  const all = page.getByRole("listbox", { name: "Suggestions" }).getByRole("option", { name: /See all results/ });
  await expect(all).toContainText(`Suggestions failed: ${detail}`);
  await expect(page.getByRole("status").filter({ hasText: "Suggestions failed" })).toContainText(detail);
});

test("a company number still opens the company directly", async ({ page }) => {
  await page.goto("/");
  await field(page).fill("9990001");
  await field(page).press("Enter");
  await page.waitForURL(`**/companies/${CRN}`);
});

test("the full results page round-trips through its URL, filters by status and links each company", async ({ page, request }) => {
  const errors = collectConsoleErrors(page);
  const name = await nameOf(request);
  const first = name.split(/\s+/)[0];
  await page.goto("/");
  await field(page).fill(first);
  await field(page).press("Enter");
  await page.waitForURL(/\/search\/companies\?q=/);
  expect(new URL(page.url()).searchParams.get("q")).toBe(first);
  // The caption names the query, which changes below.
  const table = page.getByRole("table", { name: /^Companies matching/ });
  await expect(page.getByRole("table", { name: `Companies matching “${first}”` })).toBeVisible();
  await expect(table).toBeVisible();
  await expect(table.getByRole("columnheader", { name: "Matched on" })).toBeVisible();
  await expectNoSeriousAxeViolations(page, "company results");

  await page.getByLabel("Name, number or postcode").fill(name);
  await page.getByLabel("Status").selectOption("active");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/status=active/);
  const link = table.getByRole("link", { name, exact: true }).first();
  await expect(link).toHaveAttribute("href", `/companies/${CRN}`);

  await page.reload();
  await expect(page.getByLabel("Status")).toHaveValue("active");
  await expect(page.getByLabel("Name, number or postcode")).toHaveValue(name);
  await expect(table.getByRole("link", { name, exact: true }).first()).toBeVisible();
  await page.goBack();
  await expect(page.getByLabel("Name, number or postcode")).toHaveValue(first);
  await expect(page.getByLabel("Status")).toHaveValue("all");
  await page.goForward();
  await link.click();
  await page.waitForURL(`**/companies/${CRN}`);
  expect(errors).toEqual([]);
});
