// The e2e suite's `test`: Playwright's, plus an automatic check on every page that no response the browser receives
// (headers or body) carries the upstream key. playwright.config.ts gives `npm start` a known sandbox key for this.
import { test as base, expect, type Page } from "@playwright/test";

export * from "@playwright/test";

const upstreamKey = process.env.E2E_UPSTREAM_KEY;

/**
 * The build's own files (`/_next/static/…`) are named by their content: one whose body was read clean in this worker
 * is the same bytes in every later test, and is not read again. (Each test's pages load the same few megabytes of
 * them; reading each again over the browser's protocol, test after test, was work for both cores and no new check.)
 */
const cleanBuildFiles = new Set<string>();
const isBuildFile = (url: string) => new URL(url).pathname.startsWith("/_next/static/");

/** Watches every response the page receives for `secret`; `found()` waits for the reads and lists where it was. */
export function watchResponsesFor(page: Page, secret: string): { found: () => Promise<string[]> } {
  const leaks: string[] = [];
  const checks: Promise<void>[] = [];
  page.on("response", (response) => {
    checks.push(
      (async () => {
        const url = response.url();
        const headers = await response.allHeaders().catch(() => ({}));
        if (JSON.stringify(headers).includes(secret)) leaks.push(`${url} (headers)`);
        if (cleanBuildFiles.has(url)) return;
        // Redirects and aborted responses have no body to read.
        const body = await response.body().catch(() => null);
        if (body?.includes(secret)) leaks.push(`${url} (body)`);
        else if (body && response.status() === 200 && isBuildFile(url)) cleanBuildFiles.add(url);
      })(),
    );
  });
  return {
    found: async () => {
      await Promise.all(checks);
      return leaks;
    },
  };
}

export const test = base.extend<{ upstreamKeyNeverReachesTheBrowser: void }>({
  upstreamKeyNeverReachesTheBrowser: [
    async ({ page }, use) => {
      if (!upstreamKey) throw new Error("E2E_UPSTREAM_KEY is not set (playwright.config.ts sets it)");
      const watch = watchResponsesFor(page, upstreamKey);
      await use();
      expect(await watch.found(), "responses that carried the upstream key").toEqual([]);
    },
    { auto: true },
  ],
});
