// Unauthenticated traffic: a 100-connection anonymous flood from one address with a signed-in user elsewhere timing
// lookups during it, and /api/ready's upstream calls per anonymous call.
import { spawn } from "node:child_process";
import path from "node:path";
import { REPO_ROOT } from "../placement";
import type { Finding } from "./finding";
import { getFrom, ms, percentile, postForm, sleep, timed } from "./http";
import type { AttackTarget } from "./target";

interface FloodCount { sent: number; statuses: Record<string, number>; seconds: number }

function flood(target: AttackTarget, options: { path: string; from: string; connections: number; seconds: number }): Promise<FloodCount> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(REPO_ROOT, "node_modules", ".bin", "tsx"), [path.join(import.meta.dirname, "flood-worker.ts")], {
      env: { ...process.env, FLOOD_URL: target.url, FLOOD_PATH: options.path, FLOOD_FROM: options.from, FLOOD_CONNECTIONS: String(options.connections), FLOOD_SECONDS: String(options.seconds) },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve(JSON.parse(out.trim().split("\n").at(-1)!) as FloodCount) : reject(new Error(`flood worker exited ${code}`))));
  });
}

async function signedIn(target: AttackTarget, from: string, username: string): Promise<string> {
  const answer = await postForm(target.url, "/api/auth/signin", { username, password: target.password(username), next: "/" }, { localAddress: from });
  if (!answer.cookie) throw new Error(`${username} could not sign in (${answer.location})`);
  return answer.cookie;
}

/** Lookups one after another of companies not yet asked for, timed, until `stop` says so. */
async function lookups(target: AttackTarget, from: string, cookie: string, companies: readonly string[], stop: () => boolean): Promise<{ ms: number[]; statuses: number[] }> {
  const times: number[] = [];
  const statuses: number[] = [];
  for (const crn of companies) {
    if (stop()) break;
    const answer = await timed(() => getFrom(target.url, `/api/companies/${crn}`, { localAddress: from, headers: { cookie } }));
    times.push(answer.ms);
    statuses.push(answer.value.status);
  }
  return { ms: times, statuses };
}

export async function anonymousFlood(target: AttackTarget, seconds: number): Promise<Finding> {
  const user = "erin";
  const cookie = await signedIn(target, "127.0.0.21", user);
  const [quiet, during] = [target.companies.slice(0, 200), target.companies.slice(200, 1200)];
  // The same user's lookups with no flood, for comparison.
  const baseline = await lookups(target, "127.0.0.21", cookie, quiet.slice(0, 30), () => false);
  let flooding = true;
  const flooded = flood(target, { path: `/api/companies/${quiet[0]}`, from: "127.0.0.20", connections: 100, seconds }).finally(() => (flooding = false));
  await sleep(1000); // the flood under way
  const timedDuring = await lookups(target, "127.0.0.21", cookie, during, () => !flooding);
  const count = await flooded;
  const perMinute = (value: number) => Math.round((value / count.seconds) * 60);
  const refused = count.statuses["429"] ?? 0;
  const p50 = percentile(timedDuring.ms, 50);
  const p95 = percentile(timedDuring.ms, 95);
  const allowance = target.limits.RATE_LIMIT_IP_PER_MINUTE;
  const notOk = timedDuring.statuses.filter((status) => status !== 200).length;
  return {
    name: "Anonymous flood",
    attack: `100 connections of anonymous lookups from one address for ${seconds} s; a signed-in user at another address looks up companies one after another meanwhile`,
    before: "1,400 anonymous requests a minute, 0 refused; signed-in lookups slowed to 2.5 s",
    now: `${count.sent.toLocaleString("en-GB")} anonymous requests in ${count.seconds.toFixed(0)} s (${perMinute(count.sent).toLocaleString("en-GB")} a minute): ${count.statuses["401"] ?? 0} answered 401, ${refused.toLocaleString("en-GB")} refused 429 (${perMinute(refused).toLocaleString("en-GB")} a minute); the signed-in user's lookups p50 ${ms(p50)}, p95 ${ms(p95)} during it (${timedDuring.ms.length} lookups, ${notOk} not 200; p50 ${ms(percentile(baseline.ms, 50))} without it)`,
    bound: `per address RATE_LIMIT_IP_PER_MINUTE (${allowance.toLocaleString("en-GB")}) before authentication; a signed-in user elsewhere answered (the integration test's bound: under 2 s)`,
    holds: (count.statuses["401"] ?? 0) <= allowance * Math.ceil(count.seconds / 60) && p95 < 2000 && notOk === 0,
    figures: { flood: count, lookupsDuring: timedDuring.ms.length, p50, p95, notOk, baselineP50: percentile(baseline.ms, 50) },
  };
}

/** N anonymous /api/ready calls from a few addresses, 10 at a time, and the upstream calls they caused. */
export async function readinessProbes(target: AttackTarget): Promise<Finding> {
  const perAddress = 100;
  const addresses = ["127.0.0.60", "127.0.0.61", "127.0.0.62"];
  // An earlier probe's result may still be kept; wait it out so the count starts from nothing kept.
  await sleep(target.limits.READY_CACHE_SECONDS * 1000 + 200);
  const before = await target.upstreamCalls();
  const run = await timed(() => Promise.all(addresses.map(async (from) => {
    const statuses: number[] = [];
    for (let i = 0; i < perAddress; i += 10) {
      statuses.push(...(await Promise.all(Array.from({ length: 10 }, () => getFrom(target.url, "/api/ready", { localAddress: from })))).map((answer) => answer.status));
    }
    return statuses;
  })));
  const calls = await target.upstreamCalls() - before;
  const statuses = run.value.flat();
  const refused = statuses.filter((status) => status === 429).length;
  const periods = Math.ceil(run.ms / 1000 / Math.max(1, target.limits.READY_CACHE_SECONDS)) + 1;
  return {
    name: "/api/ready upstream calls",
    attack: `${statuses.length} anonymous GET /api/ready from ${addresses.length} addresses, 10 at a time (${ms(run.ms)}); upstream calls counted by a proxy in front of the sandbox`,
    before: "one upstream call per anonymous call",
    now: `${calls} upstream call${calls === 1 ? "" : "s"} for ${statuses.length} calls; ${refused} refused (429), ${statuses.filter((status) => status === 200).length} answered ready`,
    bound: `one probe per READY_CACHE_SECONDS (${target.limits.READY_CACHE_SECONDS} s) however many callers; anonymous callers RATE_LIMIT_READY_PER_MINUTE (${target.limits.RATE_LIMIT_READY_PER_MINUTE}) per address`,
    holds: calls <= periods && refused >= statuses.length - addresses.length * target.limits.RATE_LIMIT_READY_PER_MINUTE,
    figures: { calls: statuses.length, upstreamCalls: calls, refused, ms: run.ms, statuses: Object.fromEntries([...new Set(statuses)].map((status) => [status, statuses.filter((s) => s === status).length])) },
  };
}
