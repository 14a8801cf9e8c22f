// Set-up of the component tests (jsdom): jest-dom's matchers (toBeInTheDocument, toHaveAccessibleDescription…),
// a fresh DOM after each test, and the browser parts jsdom lacks that the components use.
import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

afterEach(() => cleanup());

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
