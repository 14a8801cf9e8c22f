// Starts, once for the integration suite, what the chosen test files use and nothing else (./suite-needs.ts reads
// which keys each file injects): the sandbox (answering lists, and a second answering single records), hostile
// upstreams, and production BFFs (scripts/serve.mjs) in front of them (local mode: no users); BFFs WITH a users file:
// one for access and audit, one with low rate limits (on PostgreSQL when DATABASE_URL is set), and one whose audit store
// cannot be written; the scale-out pair behind nginx. Tests talk to them over real HTTP. Files run in parallel; those
// using a server whose state another file changes take turns on it (./one-at-a-time.ts).
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { ProvidedContext } from "vitest";
import type { TestProject } from "vitest/node";
import { ensureDataset } from "../../sandbox/dataset";
import { sandboxScreeningSettings } from "../../sandbox/screening-list-default";
import { startSandboxServer } from "../../sandbox/server";
import { ensureBuild } from "../../scripts/lib/build";
import { freePort, startServer, type Server } from "../../scripts/lib/processes";
import { serverCommand } from "../../scripts/lib/server-node-options";
import { hashPassword } from "../../lib/auth/password";
import { startHostileUpstream } from "./hostile-upstream";
import { startRedis } from "./redis-server";
import { IDP_CLIENT, startMockIdp } from "./mock-idp";
import { type ScaleOut, startScaleOut } from "./scale-setup";
import { keysOf } from "./suite-needs";

const DATASET_SEED = 20261122;

export interface TestUser { username: string; password: string; role: "analyst" | "admin" }

declare module "vitest" {
  export interface ProvidedContext {
    apiKey: string;
    sandboxUrl: string;
    bffUrl: string;
    bffSingleUrl: string;
    bffHostileUrl: string;
    hostileUrl: string;
    hostileTimeoutMs: number;
    /** A second hostile upstream, switched down and up by tests (POST /__mode), behind the resilience BFFs. */
    flakyUrl: string;
    /** Short timeouts, a small breaker, a 1 s fresh cache in memory, metrics open to `metricsToken`. */
    bffResilienceUrl: string;
    /** Two BFF instances sharing one Redis cache (empty when no redis-server is available outside CI). */
    bffRedisUrls: string[];
    redisUrl: string;
    metricsToken: string;
    resilience: { timeoutMs: number; deadlineMs: number; breakerFailures: number; breakerOpenMs: number; cacheTtlMs: number };
    /** Where each BFF writes its logs, by name. */
    bffLogs: Record<string, string>;
    /** BFFs with a users file: access and audit; low limits; an audit store that cannot be written. */
    accessUrl: string;
    limitedUrl: string;
    /** The limited BFF's REQUEST_HEADERS_TIMEOUT_MS and REQUEST_BODY_TIMEOUT_MS, shorter than the default. */
    requestTimeoutMs: number;
    noAuditUrl: string;
    /** The access BFF's SQLite file, for tests that look at the store itself. */
    accessDbFile: string;
    users: TestUser[];
    /** Set when the limited BFF keeps its store in PostgreSQL. */
    databaseUrl: string;
    /** The mock OpenID Connect provider the access BFF signs in with. */
    idpUrl: string;
    /** By the sandbox's answer style (spec, companies-house, sparse): its sandbox and a BFF in front of it. */
    styles: Record<"spec" | "companies-house" | "sparse", { sandboxUrl: string; bffUrl: string }>;
    /** Two servers sharing one store and one Redis behind nginx (./scale-setup.ts); empty without nginx or Redis. */
    scale: ScaleOut | null;
    /** Where ./one-at-a-time.ts keeps its locks, for this run. */
    lockDir: string;
  }
}

const root = path.resolve(import.meta.dirname, "../..");
const HOSTILE_TIMEOUT_MS = 1500;
// Short enough that the stalled-request tests take seconds; the limited BFF alone has it.
const REQUEST_TIMEOUT_MS = 2000;
// The timeout leaves room for a loaded two-core machine: 100 concurrent requests can stall the event loop for a
// second or more, and an answer read after its attempt's timer would count as a timeout.
const RESILIENCE = { timeoutMs: 4000, deadlineMs: 8000, breakerFailures: 3, breakerOpenMs: 1500, cacheTtlMs: 1000 };

/**
 * The test files this run chose (all of the folder's, or those named on the command line), read from the run's state
 * (Vitest's `state.getPaths()`, filled before any global setup runs); every file of the folder if it is empty.
 */
function chosenFiles(project: TestProject): string[] {
  const folder = path.join(root, "tests", "integration");
  const inFolder = (file: string) => file.startsWith(`${folder}${path.sep}`) && file.endsWith(".test.ts");
  const chosen = project.vitest.state.getPaths().filter(inFolder);
  return chosen.length ? chosen : readdirSync(folder).map((name) => path.join(folder, name)).filter(inFolder);
}

export default async function setup(project: TestProject) {
  const files = chosenFiles(project);
  const keys = keysOf(files);
  const needs = (...wanted: (keyof ProvidedContext)[]) => wanted.some((key) => keys.has(key));
  console.log(`integration: ${files.length} file(s) chosen; they inject ${[...keys].sort().join(", ")}`);
  const apiKey = `it-${randomBytes(16).toString("hex")}`;
  await ensureBuild(root, (line) => console.log(line));
  const { file } = await ensureDataset({ companies: 20_000, seed: DATASET_SEED, log: (line) => console.log(line) });

  // In this process, and cheap: started whatever the files chose (helpers read the hostile and flaky upstreams' logs).
  const sandbox = await startSandboxServer({ port: 0, datasetFile: file, apiKeys: [apiKey], recordShape: "list" });
  const hostile = await startHostileUpstream(apiKey);
  const flaky = await startHostileUpstream(apiKey);
  const closers: (() => Promise<unknown>)[] = [() => sandbox.close(), () => hostile.close(), () => flaky.close()];
  const redis = needs("redisUrl", "bffRedisUrls", "scale") ? await startRedis(await freePort()) : undefined;
  if (redis) closers.push(() => redis.stop());
  const metricsToken = `metrics-${randomBytes(16).toString("hex")}`;
  const lockDir = mkdtempSync(path.join(os.tmpdir(), "dashboard-it-locks-"));
  closers.push(async () => rmSync(lockDir, { recursive: true, force: true }));

  const bffs: Server[] = [];
  const logDir = path.join(root, "test-results", "integration-logs");
  mkdirSync(logDir, { recursive: true });
  const bffLogs: Record<string, string> = {};
  const tmp = mkdtempSync(path.join(os.tmpdir(), "dashboard-it-"));
  const startBff = async (name: string, baseUrl: string, extra: Record<string, string> = {}, port?: number) => {
    port ??= await freePort();
    // The suites send thousands of requests as one user from one address (hostile input, load): the rate limits
    // are lifted except where a test sets its own (the "limited" BFF).
    extra = {
      DATABASE_FILE: path.join(tmp, `${name}.sqlite`), RATE_LIMIT_USER_PER_MINUTE: "1000000", RATE_LIMIT_IP_PER_MINUTE: "1000000",
      // Each BFF its own screening store (no list loaded unless given one), never the working tree's data/screening.
      SCREENING_FILE: path.join(tmp, `${name}-screening.sqlite`),
      ...extra,
    };
    // Only the BFF given DATABASE_URL uses PostgreSQL; the others keep their own SQLite file.
    const inherited = { ...process.env };
    Reflect.deleteProperty(inherited, "DATABASE_URL");
    bffLogs[name] = path.join(logDir, `bff-${name}.log`);
    writeFileSync(bffLogs[name], "");
    const bff = await startServer(...serverCommand(root, ["-p", String(port), "-H", "127.0.0.1"]), {
      cwd: root,
      env: { ...inherited, COMPANY_API_BASE_URL: baseUrl, COMPANY_API_KEY: apiKey, LOG_LEVEL: "info", ...extra },
      readyUrl: `http://127.0.0.1:${port}/api/health`,
      logFile: bffLogs[name],
    });
    bffs.push(bff);
    return bff.url;
  };

  const users: TestUser[] = [
    { username: "alice", password: `alice-${randomBytes(8).toString("hex")}`, role: "analyst" },
    { username: "bob", password: `bob-${randomBytes(8).toString("hex")}`, role: "analyst" },
    { username: "root", password: `root-${randomBytes(8).toString("hex")}`, role: "admin" },
    // Signed in by the limits spec's flood test alone: its per-user count is spent by no other file running beside it.
    { username: "dana", password: `dana-${randomBytes(8).toString("hex")}`, role: "analyst" },
  ];
  const usersFile = path.join(tmp, "users.json");
  writeFileSync(usersFile, JSON.stringify(await Promise.all(users.map(async (user) => ({
    username: user.username, name: `${user.username[0]!.toUpperCase()}${user.username.slice(1)}`, role: user.role,
    passwordHash: await hashPassword(user.password),
  })))));
  const withUsers = { USERS_FILE: usersFile, RATE_LIMIT_SIGNIN_PER_15_MINUTES: "1000" };
  const databaseUrl = process.env.DATABASE_URL ?? "";
  project.provide("apiKey", apiKey);
  project.provide("sandboxUrl", sandbox.url);
  project.provide("hostileUrl", hostile.url);
  project.provide("hostileTimeoutMs", HOSTILE_TIMEOUT_MS);
  project.provide("flakyUrl", flaky.url);
  project.provide("metricsToken", metricsToken);
  project.provide("resilience", RESILIENCE);
  project.provide("redisUrl", redis?.url ?? "");
  project.provide("users", users);
  project.provide("databaseUrl", databaseUrl);
  project.provide("requestTimeoutMs", REQUEST_TIMEOUT_MS);
  project.provide("lockDir", lockDir);

  const resilienceEnv = {
    UPSTREAM_TIMEOUT_MS: String(RESILIENCE.timeoutMs),
    UPSTREAM_DEADLINE_MS: String(RESILIENCE.deadlineMs),
    BREAKER_FAILURES: String(RESILIENCE.breakerFailures),
    BREAKER_OPEN_MS: String(RESILIENCE.breakerOpenMs),
    CACHE_TTL_SECONDS: String(RESILIENCE.cacheTtlMs / 1000),
    UPSTREAM_MAX_BODY_MB: "4",
    METRICS_TOKEN: metricsToken,
    // Shorter than the held answer (1.5 s) and the timeout: a stored answer is served, stale, while the call goes on.
    UPSTREAM_STALE_WAIT_MS: "500",
  };
  let overSandbox: Promise<string> | undefined;
  // The plain BFF over the sandbox is both `bffUrl` and the spec style's: started once, by whichever asks first.
  // It screens against the sandbox's own list, loaded before it starts so that its first screening finds it (as npm start does).
  const bffOverSandbox = () => (overSandbox ??= sandboxScreening("sandbox").then((screening) => startBff("sandbox", sandbox.url, screening)));
  const sandboxScreening = (name: string) =>
    sandboxScreeningSettings(file, DATASET_SEED, path.join(tmp, `${name}-screening.sqlite`), (line) => console.log(line));
  const sandboxOfItsOwn = async (options: Partial<Parameters<typeof startSandboxServer>[0]>) => {
    const own = await startSandboxServer({ port: 0, datasetFile: file, apiKeys: [apiKey], ...options });
    closers.push(() => own.close());
    return own.url;
  };
  // Each group starts only when a chosen file injects one of its keys.
  const groups: [(keyof ProvidedContext)[], () => Promise<void>][] = [
    [["bffUrl"], async () => project.provide("bffUrl", await bffOverSandbox())],
    [["bffSingleUrl"], async () => project.provide("bffSingleUrl", await startBff("single", await sandboxOfItsOwn({ recordShape: "single" })))],
    [["styles"], async () => {
      const companiesHouse = await sandboxOfItsOwn({ style: "companies-house" });
      const sparse = await sandboxOfItsOwn({ style: "sparse" });
      project.provide("styles", {
        spec: { sandboxUrl: sandbox.url, bffUrl: await bffOverSandbox() },
        "companies-house": { sandboxUrl: companiesHouse, bffUrl: await startBff("companies-house", companiesHouse) },
        sparse: { sandboxUrl: sparse, bffUrl: await startBff("sparse", sparse) },
      });
    }],
    // No cache here: every request of the fault and hostile-input tests must reach the upstream to be checked.
    [["bffHostileUrl"], async () => project.provide("bffHostileUrl", await startBff("hostile", hostile.url, {
      UPSTREAM_TIMEOUT_MS: String(HOSTILE_TIMEOUT_MS),
      UPSTREAM_MAX_BODY_MB: "4",
      CACHE_TTL_SECONDS: "0",
      CACHE_STALE_SECONDS: "0",
    }))],
    [["bffResilienceUrl"], async () => project.provide("bffResilienceUrl", await startBff("resilience", flaky.url, resilienceEnv))],
    [["bffRedisUrls"], async () => project.provide("bffRedisUrls", redis
      ? [await startBff("redis-a", flaky.url, { ...resilienceEnv, REDIS_URL: redis.url }), await startBff("redis-b", flaky.url, { ...resilienceEnv, REDIS_URL: redis.url })]
      : [])],
    // The access BFF offers single sign-on too, against a provider on this machine.
    [["accessUrl", "accessDbFile", "idpUrl"], async () => {
      const idp = await startMockIdp();
      closers.push(() => idp.close());
      const accessPort = await freePort();
      project.provide("idpUrl", idp.url);
      project.provide("accessDbFile", path.join(tmp, "access.sqlite"));
      project.provide("accessUrl", await startBff("access", sandbox.url, {
        ...withUsers, OIDC_ISSUER: idp.url, OIDC_CLIENT_ID: IDP_CLIENT.id, OIDC_CLIENT_SECRET: IDP_CLIENT.secret,
        OIDC_ADMINS: "boss@example.com", PUBLIC_URL: `http://127.0.0.1:${accessPort}`,
      }, accessPort));
    }],
    [["limitedUrl"], async () => project.provide("limitedUrl", await startBff("limited", sandbox.url, {
      ...withUsers, RATE_LIMIT_USER_PER_MINUTE: "3", RATE_LIMIT_IP_PER_MINUTE: "5", RATE_LIMIT_SIGNIN_PER_15_MINUTES: "3",
      RATE_LIMIT_SIGNIN_FAILURES_PER_IP_PER_DAY: "10", SIGNIN_SLOWDOWN_MAX_MS: "1000",
      // The one trusted proxy: a loopback address no test calls from except as that proxy (limits.test.ts).
      TRUST_PROXIES: "127.0.0.50",
      REQUEST_HEADERS_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS), REQUEST_BODY_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    }))],
    // A directory where the database file should be: SQLite cannot open it, so no audit record can be written.
    [["noAuditUrl"], async () => project.provide("noAuditUrl", await startBff("no-audit", sandbox.url, { DATABASE_FILE: tmp }))],
    [["scale"], async () => {
      const scale = redis ? await startScaleOut({
        apiKey, redisUrl: redis.url, databaseUrl, tmp, usersEnv: withUsers, startBff,
        pidOf: (url) => bffs.find((bff) => bff.url === url)?.child.pid ?? 0,
      }) : null;
      if (scale) closers.unshift(() => scale.stop());
      project.provide("scale", scale?.provided ?? null);
    }],
  ];
  const teardown = async () => {
    await Promise.all(bffs.map((bff) => bff.stop()));
    for (const close of closers) await close();
  };
  try {
    await twoAtATime(groups.filter(([wanted]) => needs(...wanted)).map(([, start]) => start));
  } catch (error) {
    await teardown();
    throw error;
  }
  project.provide("bffLogs", bffLogs);
  return teardown;
}

/** Runs the starts two at a time: the machine has two cores, and a third server starting at once only slows the others. */
async function twoAtATime(starts: (() => Promise<void>)[]): Promise<void> {
  const queue = [...starts];
  await Promise.all([0, 1].map(async () => {
    for (let start = queue.shift(); start; start = queue.shift()) await start();
  }));
}
