// Arm 3 — pages: first-load JavaScript per route (budget 170 kB gzipped for every route; recharts only where
// charts are shown), Chromium LCP and CLS of the home, company and Financials pages (budget LCP ≤ 1.0 s,
// CLS ≤ 0.05), and the time from submitting a company number to its header being visible.
import { demoCompany } from "../../sandbox/demo-companies";
import type { ArmOutcome, Budget } from "../results";
import { median, percentile, round } from "../stats";
import { MAX_FIRST_LOAD_KB, rechartsChunks, routeBundles } from "./bundles";
import { launchChromium, measureOpenCompany, measureTabSwitch, measureVitals, type PageToMeasure } from "./page-vitals";

const MAX_LCP_MS = 1000;
/** The company page is what analysts open all day: its LCP has a tighter budget than the rest. */
const MAX_COMPANY_LCP_MS = 600;
const MAX_CLS = 0.05;
const CHART_ROUTE = "/companies/[crn]/financials";
/** A tab of the very large company is usable (its first row visible) this soon after the click. */
const MAX_TAB_SWITCH_MS = 300;
const veryLarge = demoCompany("very-large").number;

const crn = demoCompany("ten-years-accounts").number;
const PAGES: PageToMeasure[] = [
  { id: "home", path: "/", ready: "h1" },
  {
    id: "company",
    path: `/companies/${crn}`,
    ready: "main header h1",
    clientData: "the header and overview come in the page's HTML (the profile is looked up by the server while it renders, lib/company/profile-on-server.ts), so LCP waits for the server's lookup and the first paint, not for hydration; the trading address and filing history are still fetched by the browser",
  },
  {
    id: "financials",
    path: `/companies/${crn}/financials`,
    ready: ".recharts-surface",
    clientData: "the profile comes with the HTML, but the charts' text is drawn after hydration and the on-demand recharts chunk",
  },
];

const SHELL_SHIFT =
  "they sit below the company header, and move down when the header's assessment badge and watch control, which draw nothing until the browser's own lookups answer, appear";

const kB = (bytes: number) => round(bytes / 1000, 1);

export async function pagesArm(options: { bffUrl: string; chromiumPath: string; runs: number; log: (line: string) => void }): Promise<{ outcome: ArmOutcome; chromiumVersion: string }> {
  const bundles = routeBundles();
  const recharts = rechartsChunks();
  const budgets: Budget[] = [];
  if (!bundles.length) throw new Error("no first-load figures: the build's manifests changed");
  for (const bundle of bundles) {
    // Route groups ("/(dashboard)") are not part of the URL a budget names.
    const route = bundle.route.replace(/\/\([^/]+\)/g, "") || "/";
    budgets.push({
      arm: "3",
      name: `First-load JS of ${route} (gzipped)`,
      limit: `≤ ${MAX_FIRST_LOAD_KB} kB`,
      measured: `${kB(bundle.gzipBytes)} kB`,
      met: bundle.gzipBytes <= MAX_FIRST_LOAD_KB * 1000,
      cause: `largest chunks: ${bundle.largest.map((chunk) => `${chunk.chunk} ${kB(chunk.gzipBytes)} kB`).join(", ")}`,
    });
  }
  const firstLoadWithRecharts = bundles.filter((bundle) => bundle.rechartsChunks.length).map((bundle) => bundle.route);

  const browser = await launchChromium(options.chromiumPath);
  const chromiumVersion = browser.version();
  try {
    options.log(`Chromium ${chromiumVersion}: ${options.runs} cold loads of each page`);
    const vitals = await measureVitals(browser, options.bffUrl, PAGES, options.runs);
    const openCompany = await measureOpenCompany(browser, options.bffUrl, crn, options.runs);
    const tabSwitch = await measureTabSwitch(browser, options.bffUrl, veryLarge, options.runs);
    for (const [tab, times] of Object.entries(tabSwitch)) {
      const middle = round(median(times), 0);
      budgets.push({
        arm: "3",
        name: `${tab} tab of ${veryLarge} usable after the click (median of ${times.length})`,
        limit: `≤ ${MAX_TAB_SWITCH_MS} ms`,
        measured: `${middle} ms (max ${Math.max(...times)})`,
        met: middle <= MAX_TAB_SWITCH_MS,
        cause: "from the click to the tab's first row being visible: Playwright's own checks before the click, the tab's page payload and chunk and its /api lookup through the BFF (both asked for on the pointer's arrival over the tab, a few tens of ms before Playwright clicks), and drawing the table's first rows (the renderer's main thread is busy most of the time: bench/changes-bought.md, eighth pass)",
      });
    }

    const rechartsPaths = new Set(recharts.map((chunk) => `/_next/${chunk.chunk}`));
    const perPage = Object.fromEntries(PAGES.map((page) => {
      const samples = vitals.filter((sample) => sample.page === page.id);
      const lcp = samples.map((sample) => sample.lcpMs).sort((a, b) => a - b);
      const cls = samples.map((sample) => sample.cls).sort((a, b) => a - b);
      return [page.id, {
        path: page.path,
        lcpMedianMs: round(median(lcp), 0),
        lcpMaxMs: round(percentile(lcp, 100), 0),
        clsMedian: round(median(cls), 4),
        clsMax: round(percentile(cls, 100), 4),
        ttfbMedianMs: round(median(samples.map((sample) => sample.ttfbMs)), 0),
        loadedRecharts: samples.some((sample) => sample.scripts.some((script) => rechartsPaths.has(script))),
        lcpElement: mostCommon(samples.map((sample) => sample.lcpElement)),
        shifted: mostCommon(samples.map((sample) => sample.shifted.join("; "))),
        fcpMedianMs: round(median(samples.map((sample) => sample.fcpMs)), 0),
      }];
    }));
    for (const page of PAGES) {
      const figures = perPage[page.id];
      const maxLcp = page.id === "company" ? MAX_COMPANY_LCP_MS : MAX_LCP_MS;
      budgets.push(
        {
          arm: "3",
          name: `LCP of ${page.id} (median of ${options.runs})`,
          limit: `≤ ${maxLcp} ms`,
          measured: `${figures.lcpMedianMs} ms (max ${figures.lcpMaxMs})`,
          met: figures.lcpMedianMs <= maxLcp,
          cause: `the LCP element is ${figures.lcpElement || "unknown"}; time to first byte ${figures.ttfbMedianMs} ms, first contentful paint ${figures.fcpMedianMs} ms (medians)${page.clientData ? `; ${page.clientData}` : ""}`,
        },
        {
          arm: "3",
          name: `CLS of ${page.id} (median of ${options.runs})`,
          limit: `≤ ${MAX_CLS}`,
          measured: `${figures.clsMedian} (max ${figures.clsMax})`,
          met: figures.clsMedian <= MAX_CLS,
          cause: `elements that shifted (with the shift's score): ${figures.shifted || "none recorded"}${page.id === "home" ? "" : `; ${SHELL_SHIFT}`}`,
        },
      );
    }
    const chartsElsewhere = PAGES.filter((page) => page.id !== "financials" && perPage[page.id].loadedRecharts).map((page) => page.id);
    budgets.push({
      arm: "3",
      name: "recharts loaded only where charts are shown",
      limit: `only ${CHART_ROUTE}`,
      measured: `first-load of: ${firstLoadWithRecharts.join(", ") || "no route"}; loaded by pages: ${PAGES.filter((page) => perPage[page.id].loadedRecharts).map((page) => page.id).join(", ") || "none"}`,
      met: firstLoadWithRecharts.length === 0 && chartsElsewhere.length === 0 && perPage.financials.loadedRecharts,
    });
    for (const budget of budgets) if (budget.met) delete budget.cause;

    const sortedOpen = [...openCompany].sort((a, b) => a - b);
    return {
      chromiumVersion,
      outcome: {
        status: "measured",
        title: "3. Pages",
        figures: {
          firstLoadJs: Object.fromEntries(bundles.map((bundle) => [bundle.route, { chunks: bundle.chunks, rawKB: kB(bundle.rawBytes), gzipKB: kB(bundle.gzipBytes), recharts: bundle.rechartsChunks.length > 0 }])),
          rechartsChunks: Object.fromEntries(recharts.map((chunk) => [chunk.chunk, { gzipKB: kB(chunk.gzipBytes) }])),
          vitals: perPage,
          tabSwitch: Object.fromEntries(Object.entries(tabSwitch).map(([tab, times]) => [tab, { medianMs: round(median(times), 0), maxMs: Math.max(...times), allMs: times }])),
          openCompany: { runs: openCompany.length, medianMs: round(median(openCompany), 0), maxMs: sortedOpen[sortedOpen.length - 1], allMs: openCompany },
        },
        budgets,
        notes: [
          "kB = 1000 bytes; gzip at Node's default level. First-load JS = the root main files every page loads plus the route's entry chunks; the nomodule polyfills modern browsers skip are not counted.",
          `Each page load is a fresh browser context (cold browser cache), against the production BFF and the sandbox on localhost, with no other load from this benchmark; one discarded warm-up load per page first (a fresh \`next start\` loads a route's server code on its first request); the company is ${crn} (twelve years of accounts).`,
          "LCP is the last largest-contentful-paint entry after the network is idle; CLS is the largest session window of layout shifts (web-vitals' definition).",
          "Open company: from pressing Enter in the home page's company-number box to the company header's h1 being visible, timed from the test driver (includes a few ms of DevTools protocol round trips).",
        ],
      },
    };
  } finally {
    await browser.close();
  }
}

function mostCommon(values: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? "";
}
