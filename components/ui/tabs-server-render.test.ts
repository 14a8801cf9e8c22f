// @vitest-environment jsdom
// The company tabs as the server draws them, before any script runs: already the ARIA tab list (Radix), each tab a
// link to its URL, the selected one the list's tab stop, and the panel labelled by it. The test reads the HTML.
import { createElement, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LinkTabs } from "./tabs";

const ITEMS = [
  { id: "overview", label: "Overview", href: "/companies/00000001" },
  { id: "officers", label: "Officers", href: "/companies/00000001/officers" },
  { id: "filings", label: "Filings", href: "/companies/00000001/filings" },
];

function Officers({ children }: { children: ReactNode }) {
  return LinkTabs({ items: ITEMS, activeId: "officers", label: "Company sections", children });
}

function serverDocument(): Document {
  const html = renderToString(createElement(Officers, null, "the panel"));
  return new DOMParser().parseFromString(`<body>${html}</body>`, "text/html");
}

describe("LinkTabs on the server", () => {
  it("draws a tab list whose tabs are links to each tab's URL, the selected one marked", () => {
    const doc = serverDocument();
    const list = doc.querySelector("[role=tablist]");
    expect(list?.getAttribute("aria-label")).toBe("Company sections");
    const tabs = [...doc.querySelectorAll("[role=tab]")];
    expect(tabs.map((tab) => [tab.tagName, tab.getAttribute("href"), tab.textContent, tab.getAttribute("aria-selected")])).toEqual(
      ITEMS.map((item) => ["A", item.href, item.label, String(item.id === "officers")]),
    );
    expect(tabs.every((tab) => list?.contains(tab))).toBe(true);
  });

  it("makes the selected tab the list's one tab stop, so the keyboard reaches it before the scripts run", () => {
    const tabs = [...serverDocument().querySelectorAll("[role=tab]")];
    expect(tabs.map((tab) => tab.getAttribute("tabindex"))).toEqual(ITEMS.map((item) => (item.id === "officers" ? "0" : "-1")));
  });

  it("draws the panel as the selected tab's tab panel, which the tab controls", () => {
    const doc = serverDocument();
    const panel = doc.querySelector("[role=tabpanel]");
    const selected = doc.querySelector("[role=tab][aria-selected=true]");
    expect(panel?.textContent).toBe("the panel");
    expect(panel?.getAttribute("aria-labelledby")).toBe(selected?.id);
    expect(selected?.getAttribute("aria-controls")).toBe(panel?.id);
    expect(panel?.getAttribute("tabindex")).toBe("0");
  });
});
