// `tsx --tsconfig bench/tsconfig.json bench/team/record.ts`: drives one scripted session in Chromium against a fresh
// team server and writes the requests the browser sent at each step (documents, RSC payloads, /api calls) to
// bench/tmp/team/recorded-requests.json. It is how bench/team/requests.ts's list was found, and how to check it after
// the app's pages change.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS } from "../../scripts/lib/chromium";
import { ensureDataset } from "../../sandbox/dataset";
import { ensureBuild } from "../../scripts/lib/build";
import { parseBenchEnv } from "../config";
import { REPO_ROOT, canPin } from "../placement";
import { browserStep } from "./browser-analyst";
import { readPortfolio } from "./portfolio";
import { sessionFor, watchlistFor } from "./script";
import { makeWatchlist, signIn, startTeamServers } from "./servers";

const say = (line: string) => console.error(`[team:record] ${line}`);
const INTERESTING_HEADERS = ["rsc", "next-router-state-tree", "next-router-prefetch", "next-router-segment-prefetch", "next-url", "accept"];

async function main(): Promise<void> {
  const env = parseBenchEnv(process.env);
  await ensureBuild(REPO_ROOT, say);
  const dataset = await ensureDataset({ companies: env.SANDBOX_COMPANIES, seed: env.SANDBOX_SEED, log: say });
  const portfolio = await readPortfolio(dataset.companiesCsv, 38);
  const servers = await startTeamServers({ analysts: 1, companies: env.SANDBOX_COMPANIES, seed: env.SANDBOX_SEED, pin: env.BENCH_PIN && canPin() });
  const browser = await chromium.launch({ executablePath: env.CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const base = servers.bff.url;
    const cookie = await signIn(base, servers.analysts[0]!);
    const settings = { seed: Number(process.env.TEAM_SEED ?? 38), thinkMinMs: 0, thinkMaxMs: 0, pdfEvery: 1 };
    const watchlistId = await makeWatchlist(base, cookie, "Recorded", watchlistFor(settings, portfolio, 0));
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const [name, value] = cookie.split("=") as [string, string];
    await context.addCookies([{ name, value, url: base }]);
    const page = await context.newPage();
    let current = "";
    const seen: Record<string, unknown[]> = {};
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.origin !== base || url.pathname.startsWith("/_next/static")) return;
      const headers = Object.fromEntries(Object.entries(request.headers()).filter(([key]) => INTERESTING_HEADERS.includes(key)));
      seen[current] = [...(seen[current] ?? []), { method: request.method(), path: `${url.pathname}${url.search}`, type: request.resourceType(), headers }];
    });
    for (const step of sessionFor(settings, portfolio, 0, 0).steps) {
      current = `${step.kind}${"tab" in step ? ` ${step.tab}` : ""}`;
      const timing = await browserStep(page, context, base, step, watchlistId);
      await page.waitForLoadState("networkidle").catch(() => undefined);
      say(`${current}: ${Math.round(timing.ms)} ms ${timing.detail ?? ""}`);
    }
    const file = path.join(REPO_ROOT, "bench", "tmp", "team", "recorded-requests.json");
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(seen, null, 2)}\n`);
    say(`wrote ${path.relative(REPO_ROOT, file)}`);
  } finally {
    await browser.close();
    await servers.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
