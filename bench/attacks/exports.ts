// Exports: a 10,000-company watchlist's workbook with /api/health timed throughout, and a third user's reports
// while two users keep every report slot busy.
import type { Finding } from "./finding";
import { getFrom, ms, percentile, postForm, sleep, timed } from "./http";
import type { AttackTarget } from "./target";

async function cookieOf(target: AttackTarget, username: string, from: string): Promise<string> {
  const answer = await postForm(target.url, "/api/auth/signin", { username, password: target.password(username), next: "/" }, { localAddress: from });
  if (!answer.cookie) throw new Error(`${username} could not sign in`);
  return answer.cookie;
}

async function postJson(target: AttackTarget, path: string, cookie: string, body: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(`${target.url}${path}`, {
    method: "POST", body: JSON.stringify(body), headers: { cookie, origin: target.url, "content-type": "application/json" },
  });
  return { status: response.status, json: (await response.json().catch(() => ({}))) as Record<string, unknown> };
}

/** Reads a download whole, answering its status, size and time. */
async function download(target: AttackTarget, path: string, cookie: string): Promise<{ status: number; bytes: number; ms: number; retryAfter: number | null }> {
  const started = performance.now();
  const response = await fetch(`${target.url}${path}`, { headers: { cookie } });
  const bytes = (await response.arrayBuffer()).byteLength;
  const retryAfter = response.headers.get("retry-after");
  return { status: response.status, bytes, ms: performance.now() - started, retryAfter: retryAfter === null ? null : Number(retryAfter) };
}

export async function largeWorkbook(target: AttackTarget, companies: readonly string[]): Promise<Finding> {
  const cookie = await cookieOf(target, "gina", "127.0.0.80");
  const made = await postJson(target, "/api/watchlists", cookie, { name: "Attack: 10,000 companies" });
  const id = (made.json.id ?? (made.json.data as Record<string, unknown> | undefined)?.id) as string | undefined;
  if (made.status !== 201 || !id) throw new Error(`watchlist not made: ${made.status} ${JSON.stringify(made.json).slice(0, 200)}`);
  const numbers = companies.slice(0, 10_000);
  let listed = 0;
  for (let i = 0; i < numbers.length; i += 4000) {
    const added = await postJson(target, `/api/watchlists/${id}/companies`, cookie, { companyNumbers: numbers.slice(i, i + 4000) });
    if (added.status !== 200) throw new Error(`companies not added: ${added.status} ${JSON.stringify(added.json).slice(0, 200)}`);
    listed += ((added.json.added ?? (added.json.data as Record<string, unknown> | undefined)?.added) as unknown[] | undefined)?.length ?? 0;
  }
  let exporting = true;
  const health: number[] = [];
  const polling = (async () => {
    while (exporting) {
      health.push((await timed(() => getFrom(target.url, "/api/health", { localAddress: "127.0.0.81" }))).ms);
      await sleep(20);
    }
  })();
  const workbook = await download(target, `/api/watchlists/${id}/export?format=xlsx`, cookie);
  exporting = false;
  await polling;
  const worst = Math.max(...health);
  return {
    name: "Watchlist workbook of 10,000 companies",
    attack: `a watchlist of ${listed.toLocaleString("en-GB")} companies (never checked) exported as xlsx while /api/health is asked every 20 ms from another address`,
    before: "/api/health took 7.2 s while it was made",
    now: `/api/health at most ${ms(worst)} (p95 ${ms(percentile(health, 95))}, ${health.length} asked); the workbook answered ${workbook.status}, ${(workbook.bytes / 1e6).toFixed(1)} MB in ${ms(workbook.ms)}`,
    bound: "/api/health under 100 ms throughout (exports made off the main thread)",
    holds: workbook.status === 200 && listed === numbers.length && worst < 100,
    figures: { listed, healthMaxMs: worst, healthP95Ms: percentile(health, 95), healthSamples: health.length, workbook },
  };
}

export async function thirdUserReports(target: AttackTarget, companies: readonly string[]): Promise<Finding> {
  const [hana, ivan, judy] = await Promise.all([cookieOf(target, "hana", "127.0.0.90"), cookieOf(target, "ivan", "127.0.0.91"), cookieOf(target, "judy", "127.0.0.92")]);
  let flooding = true;
  const floodStatuses: number[] = [];
  // Two users each keep 4 reports asked for at once (the server's every slot and more), for as long as the third waits.
  const flood = Promise.all([hana, ivan].flatMap((cookie, who) => Array.from({ length: 4 }, async (_, lane) => {
    for (let i = 0; flooding; i++) {
      const answer = await download(target, `/api/reports/${companies[(who * 4 + lane) * 50 + (i % 50)]}?format=pdf`, cookie);
      floodStatuses.push(answer.status);
      if (answer.status === 429) await sleep(100);
    }
  })));
  await sleep(2000);
  const reports: Array<{ tries: number; ms: number; status: number }> = [];
  const deadline = performance.now() + 90_000;
  for (let r = 0; r < 3 && performance.now() < deadline; r++) {
    const started = performance.now();
    let tries = 0;
    let last = 0;
    while (performance.now() < deadline) {
      tries += 1;
      const answer = await download(target, `/api/reports/${companies[500 + r]}?format=pdf`, judy);
      last = answer.status;
      if (answer.status !== 429 && answer.status !== 503) break;
      await sleep(Math.min(5, answer.retryAfter ?? 1) * 1000);
    }
    reports.push({ tries, ms: performance.now() - started, status: last });
  }
  flooding = false;
  await flood;
  const got = reports.filter((report) => report.status === 200);
  return {
    name: "Report slots",
    attack: "two users each keep 4 PDF reports asked for at once; a third asks for 3 reports one after another (retrying after Retry-After when refused)",
    before: "the third user got 1 report in 83 tries",
    now: `the third user got ${got.length} of ${reports.length} reports, ${reports.map((report) => `${report.tries} ${report.tries === 1 ? "try" : "tries"} and ${ms(report.ms)}`).join("; ")}; the two flooding users ${floodStatuses.filter((status) => status === 200).length} reports, ${floodStatuses.filter((status) => status === 429).length} refused`,
    bound: "a user's share of the report slots, the rest queued in turn: each of the third user's reports answered at its first try",
    holds: got.length === 3 && reports.every((report) => report.tries === 1),
    figures: { reports, flood: { ok: floodStatuses.filter((status) => status === 200).length, refused: floodStatuses.filter((status) => status === 429).length, other: floodStatuses.filter((status) => status !== 200 && status !== 429).length } },
  };
}
