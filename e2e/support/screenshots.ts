// Screenshots at a desktop and a phone width, checking at each that the page itself never scrolls sideways (wide
// tables scroll in their own region). Files land in test-results/screenshots for review; nothing is compared.
import { expect, type Page } from "@playwright/test";

export const SCREENSHOT_WIDTHS = [1440, 375] as const;

export function screenshot(page: Page, name: string): Promise<Buffer> {
  return page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: true });
}

/**
 * For each width: resize, let the caller wait for the screen (and run its own checks, such as axe), assert that
 * nothing overflows sideways, and save `${name}-${width}.png`.
 */
export async function screenshotAtWidths(page: Page, name: string, ready?: (width: number) => Promise<void>): Promise<void> {
  for (const width of SCREENSHOT_WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await ready?.(width);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${name} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
    await screenshot(page, `${name}-${width}`);
  }
}

/** Switches to the dark scheme (for the rest of the test), lets the caller check the screen, and saves `${name}-dark.png`. */
export async function screenshotDark(page: Page, name: string, ready?: () => Promise<void>): Promise<void> {
  await page.emulateMedia({ colorScheme: "dark" });
  await ready?.();
  await screenshot(page, `${name}-dark`);
}
