// Opening a company tab as a person does, once the page can act on the click. The tab strip says when it has
// hydrated (components/ui/tab-strip.tsx, data-hydrated): a click that lands while React is still attaching to the
// server's HTML is not yet the router's. A person clicks a drawn page a moment later; the specs wait for the same
// moment.
import { expect, test, type Locator, type Page } from "@playwright/test";

/** How long a tab may take to be selected after its click before the click is called stalled. */
const STALL_MS = 5_000;

/** Waits until the company tab strip's scripts have taken over its links. */
async function tabStripReady(page: Page): Promise<void> {
  await expect(page.getByTestId("tab-strip")).toHaveAttribute("data-hydrated", "true", { timeout: 30_000 });
}

/**
 * Clicks the tab and waits for it to be selected. On a machine as loaded as CI's, about one tab click in a few
 * hundred fetched the tab's page and never showed it (the router's transition left waiting, the shape of
 * vercel/next.js#98305, seen on Next 16.4.6; never reproduced on demand): a person clicks again, and so does this,
 * saying so in the test's annotations and the log, so that the stall stays counted rather than failing an unrelated
 * check. A second stall fails.
 */
export async function clickTab(page: Page, name: string): Promise<Locator> {
  await tabStripReady(page);
  const tab = page.getByRole("tab", { name, exact: true });
  await tab.click();
  // Watched by a page function, not an expect: Playwright reports a failed expect even when it is caught.
  const selected = page.waitForFunction(
    (label) => [...document.querySelectorAll("[role=tab]")].some((each) => each.textContent === label && each.getAttribute("aria-selected") === "true"),
    name,
    { timeout: STALL_MS },
  );
  if (await selected.then(() => false, () => true)) {
    const description = `${name}: not selected ${STALL_MS} ms after its click; clicked again`;
    test.info().annotations.push({ type: "tab navigation stalled", description });
    console.warn(`tab navigation stalled (${test.info().title}): ${description}`);
    await tab.click();
  }
  await expect(tab).toHaveAttribute("aria-selected", "true");
  return tab;
}

/** Opens the tab and waits for its panel to finish loading; answers the panel. */
export async function openTab(page: Page, name: string): Promise<Locator> {
  await clickTab(page, name);
  await expect(page.locator("[aria-busy=true]")).toHaveCount(0, { timeout: 30_000 });
  return page.getByRole("tabpanel");
}
