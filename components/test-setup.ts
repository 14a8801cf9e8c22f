// Set-up of the component tests (jsdom): jest-dom's matchers (toBeInTheDocument, toHaveAccessibleDescription…),
// a fresh DOM after each test, and the browser parts jsdom lacks that the components use.
import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

afterEach(() => cleanup());

// findBy… and waitFor give up after 1 s by default; on two cores shared with the unit files and a background build,
// a panel's first fetch and render took longer (seen in CI). A wait that ends early costs nothing when it succeeds.
configure({ asyncUtilTimeout: 5_000 });

// The tab strip watches its own width to show its scroll hints; jsdom lays nothing out, so there is nothing to report.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// No print preview and no dark scheme in jsdom: media queries answer false (a test that prints says so by event).
window.matchMedia ??= (query: string) => ({
  matches: false, media: query, onchange: null,
  addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, dispatchEvent: () => false,
});
