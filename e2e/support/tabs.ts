// Opening a company tab as a person does, once the page can act on the click. The tab strip says when it has
// hydrated (components/ui/tab-strip.tsx, data-hydrated): a click that lands while React is still attaching to the
// server's HTML, on a busy machine, can start a navigation that never commits (vercel/next.js#98305's race), and the
// tab stays unopened. A person clicks a drawn page a moment later; the specs wait for the same moment.
import { expect, type Locator, type Page } from "@playwright/test";

/** Waits until the company tab strip's scripts have taken over its links. */
export async function tabStripReady(page: Page): Promise<void> {
  await expect(page.getByTestId("tab-strip")).toHaveAttribute("data-hydrated", "true", { timeout: 30_000 });
}

/** Clicks the tab, waits for it to be selected and for its panel to finish loading; answers the panel. */
export async function openTab(page: Page, name: string): Promise<Locator> {
  await tabStripReady(page);
  const tab = page.getByRole("tab", { name, exact: true });
  await tab.click();
  await expect(tab).toHaveAttribute("aria-selected", "true");
  await expect(page.locator("[aria-busy=true]")).toHaveCount(0, { timeout: 30_000 });
  return page.getByRole("tabpanel");
}
