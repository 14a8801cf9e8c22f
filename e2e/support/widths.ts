// Screens at a desktop and a phone width, checking at each that the page itself never scrolls sideways (wide tables
// scroll in their own region), and in the dark scheme. Nothing is saved: the checks the caller runs are the test.
import { expect, type Page } from "@playwright/test";

export const WIDTHS = [1440, 375] as const;

/** For each width: resize, let the caller wait for the screen (and run its own checks, such as axe), then assert that nothing overflows sideways. */
export async function atEachWidth(page: Page, name: string, ready?: (width: number) => Promise<void>): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await ready?.(width);
    // Polled: the layout may still be settling after the resize.
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), {
      message: `${name} scrolls sideways at ${width} px`,
    }).toBeLessThanOrEqual(0);
  }
}

/** Switches to the dark scheme (for the rest of the test) and lets the caller check the screen. */
export async function inDarkScheme(page: Page, check: () => Promise<void>): Promise<void> {
  await page.emulateMedia({ colorScheme: "dark" });
  await check();
}
