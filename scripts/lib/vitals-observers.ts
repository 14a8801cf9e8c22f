// What Chromium reports of a page's loading, gathered in the page as `window.__vitals`: the bench's LCP and CLS
// figures (bench/arms/page-vitals.ts) and the e2e test that nothing on a company page moves (e2e/layout-shift.spec.ts)
// read the same numbers. `shifted` names each element that moved, with its shift's score.

/** What the script below leaves in the page. */
export interface PageVitals {
  lcp: number;
  cls: number;
  lcpElement: string;
  shifted: string[];
}

// Installed before any page script: LCP is the last largest-contentful-paint entry; CLS is the largest session
// window of layout shifts without recent input (gaps under 1 s, windows up to 5 s), as web-vitals defines it.
export const VITALS_OBSERVERS = `
  window.__vitals = { lcp: 0, cls: 0, lcpElement: "", shifted: [] };
  const describe = (node) => {
    if (!node || node.nodeType !== 1) return node ? node.nodeName.toLowerCase() : "";
    const id = node.id ? "#" + node.id : "";
    const text = (node.textContent || "").trim().slice(0, 40);
    return node.tagName.toLowerCase() + id + (text ? ' "' + text + '"' : "");
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__vitals.lcp = entry.startTime;
      window.__vitals.lcpElement = describe(entry.element);
    }
  }).observe({ type: "largest-contentful-paint", buffered: true });
  let windowValue = 0, windowStart = 0, last = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      for (const source of entry.sources || []) {
        window.__vitals.shifted.push(describe(source.node) + " " + entry.value.toFixed(3));
      }
      if (windowValue && entry.startTime - last < 1000 && entry.startTime - windowStart < 5000) windowValue += entry.value;
      else { windowValue = entry.value; windowStart = entry.startTime; }
      last = entry.startTime;
      window.__vitals.cls = Math.max(window.__vitals.cls, windowValue);
    }
  }).observe({ type: "layout-shift", buffered: true });
`;
