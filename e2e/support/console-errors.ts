// Collects what a page writes to the console as an error, and uncaught exceptions, so a test can expect none.
import type { ConsoleMessage, Page } from "@playwright/test";

/**
 * Errors that are not faults. Chromium logs every 4xx/5xx answer ("Failed to load resource"), and the specs provoke
 * those from the BFF on purpose: refused filters, unknown companies, upstream failures, charges answered with 404.
 */
const ALLOWED: ReadonlyArray<(message: ConsoleMessage) => boolean> = [
  (message) => /^https?:\/\/[^/]+\/api\//.test(message.location().url),
];

/** Starts collecting; the returned array fills as the page runs. Call before the first navigation. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error" || ALLOWED.some((allowed) => allowed(message))) return;
    errors.push(`${message.text()} ${message.location().url}`);
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}
