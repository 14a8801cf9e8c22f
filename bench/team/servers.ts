// The team arm's two servers: the dashboard as it ships (the bench's startBff: scripts/serve.mjs on the production
// build) alone on core 0, and the sandbox on core 1, where this process (the HTTP analysts) and Chromium run too:
// the load generator takes its CPU from the sandbox's core, never from the server's.
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { hashPassword } from "../../lib/auth/password";
import { ensureDataset } from "../../sandbox/dataset";
import { sandboxScreeningSettings } from "../../sandbox/screening-list-default";
import type { Server } from "../../scripts/lib/processes";
import { REPO_ROOT } from "../placement";
import { freePort } from "../ports";
import { databaseFile, startBff, startSandbox } from "../servers";

export interface Analyst {
  username: string;
  password: string;
}

export interface TeamServers {
  sandbox: Server;
  /** The sandbox's key, for reading what the upstream holds (never sent to the dashboard's pages). */
  apiKey: string;
  bff: Server;
  analysts: Analyst[];
  stop(): Promise<void>;
}

/** Moves this process (every thread) and the children it starts from now on to core 1, beside the sandbox. */
export function pinSelfToLoadCore(): void {
  execFileSync("taskset", ["-a", "-p", "-c", "1", String(process.pid)], { stdio: "ignore" });
}

async function writeUsersFile(count: number): Promise<{ file: string; analysts: Analyst[] }> {
  const analysts = Array.from({ length: count }, (_, index) => ({
    username: `analyst-${String(index + 1).padStart(2, "0")}`,
    password: `team-${randomBytes(12).toString("hex")}`,
  }));
  const dir = path.join(REPO_ROOT, "bench", "tmp", "team");
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, "users.json");
  const entries = await Promise.all(analysts.map(async (analyst) => ({
    username: analyst.username, name: `Analyst ${analyst.username.slice(8)}`, role: "analyst", passwordHash: await hashPassword(analyst.password),
  })));
  writeFileSync(file, `${JSON.stringify(entries, null, 2)}\n`, { mode: 0o600 });
  return { file, analysts };
}

/**
 * The screening store the team's server reads, as `npm start` gives it: the sandbox's own list, loaded into a store of
 * the arm's own before the server starts (the server finds it current). Left to the default file, the arm's screening
 * lookups depended on what earlier runs had left in data/screening, and answered 503 where that was nothing.
 */
async function sandboxScreening(companies: number, seed: number): Promise<Record<string, string>> {
  const dataset = await ensureDataset({ companies, seed });
  return sandboxScreeningSettings(dataset.file, seed, databaseFile("team-screening"), (line) => console.warn(line));
}

export async function startTeamServers(options: { analysts: number; companies: number; seed: number; pin: boolean }): Promise<TeamServers> {
  const { file, analysts } = await writeUsersFile(options.analysts);
  const apiKey = `bench-${randomBytes(16).toString("hex")}`;
  const screening = await sandboxScreening(options.companies, options.seed);
  const sandbox = await startSandbox({ port: await freePort(1), apiKey, companies: options.companies, seed: options.seed, pin: options.pin, core: "load" });
  try {
    const bff = await startBff({
      port: await freePort(0), upstreamUrl: sandbox.url, apiKey, pin: options.pin, name: "team",
      env: {
        ...screening,
        USERS_FILE: file,
        // As shipped (lib/config/env-schema.ts's defaults): a team shares its lookups through the cache.
        CACHE_TTL_SECONDS: "300",
        CACHE_STALE_SECONDS: "86400",
        // The whole team comes from 127.0.0.1 here, where a real team has an address each: the per-address limits
        // would count fifty people as one. The per-user limit stays as shipped.
        RATE_LIMIT_USER_PER_MINUTE: "600",
        RATE_LIMIT_SIGNIN_PER_15_MINUTES: "100000",
        RATE_LIMIT_SIGNIN_FAILURES_PER_IP_PER_DAY: "100000",
      },
    });
    return { sandbox, apiKey, bff, analysts, stop: async () => void (await Promise.all([bff.stop(), sandbox.stop()])) };
  } catch (error) {
    await sandbox.stop();
    throw error;
  }
}

/** The directors' person numbers of each company, from the sandbox's profile (what the risk summary asks about). */
export async function directorPnrs(sandbox: Server, apiKey: string, numbers: readonly string[]): Promise<Map<string, number[]>> {
  const found = new Map<string, number[]>();
  for (const number of numbers) {
    const response = await fetch(`${sandbox.url}/companies/${number}`, { headers: { "x-api-key": apiKey } });
    // The spec's record shapes: the profile alone, or a list holding it.
    const answer: unknown = response.ok ? await response.json() : {};
    const profile = (Array.isArray(answer) ? answer[0] ?? {} : answer) as { directorsData?: { directorPnr?: number | null }[] };
    found.set(number, (profile.directorsData ?? []).map((director) => director.directorPnr).filter((pnr): pnr is number => typeof pnr === "number" && pnr > 0));
  }
  return found;
}

/** Signs in as the browser's form does (same Origin) and answers the session cookie's `name=value`. */
export async function signIn(baseUrl: string, analyst: Analyst): Promise<string> {
  const form = new URLSearchParams({ username: analyst.username, password: analyst.password, next: "/" });
  const response = await fetch(`${baseUrl}/api/auth/signin`, { method: "POST", body: form, redirect: "manual", headers: { origin: baseUrl } });
  const cookie = /dd-session=[^;]+/.exec(response.headers.get("set-cookie") ?? "")?.[0];
  if (!cookie || cookie === "dd-session=") throw new Error(`${analyst.username} could not sign in (${response.status})`);
  return cookie;
}

/** The analyst's own watchlist, made as the page's form makes it; answers its id. */
export async function makeWatchlist(baseUrl: string, cookie: string, name: string, companyNumbers: string[]): Promise<string> {
  const headers = { cookie, origin: baseUrl, "content-type": "application/json" };
  const created = await fetch(`${baseUrl}/api/watchlists`, { method: "POST", headers, body: JSON.stringify({ name }) });
  if (created.status !== 201) throw new Error(`watchlist not made: ${created.status} ${await created.text()}`);
  const { id } = (await created.json()) as { id: string };
  const added = await fetch(`${baseUrl}/api/watchlists/${id}/companies`, { method: "POST", headers, body: JSON.stringify({ companyNumbers }) });
  if (!added.ok) throw new Error(`companies not added to the watchlist: ${added.status} ${await added.text()}`);
  return id;
}
