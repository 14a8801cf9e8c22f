// Starts, once for the integration suite: the sandbox (answering lists, and a second answering single records), a
// hostile upstream, and one production BFF (scripts/serve.mjs) in front of each (local mode: no users); then BFFs WITH a
// users file: one for access and audit, one with low rate limits (on PostgreSQL when DATABASE_URL is set), and one
// whose audit store cannot be written. Tests talk to them over real HTTP.
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { ensureDataset } from "../../sandbox/dataset";
import { startSandboxServer } from "../../sandbox/server";
import { ensureBuild } from "../../scripts/lib/build";
import { freePort, startServer, type Server } from "../../scripts/lib/processes";
import { serverCommand } from "../../scripts/lib/server-node-options";
import { hashPassword } from "../../lib/auth/password";
import { startHostileUpstream } from "./hostile-upstream";
import { startRedis } from "./redis-server";
import { IDP_CLIENT, startMockIdp } from "./mock-idp";
import { type ScaleOut, startScaleOut } from "./scale-setup";

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
    /** The same upstream without a cache, to compare against. */
    bffNoCacheUrl: string;
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
  }
}

const root = path.resolve(import.meta.dirname, "../..");
const HOSTILE_TIMEOUT_MS = 1500;
// Short enough that the stalled-request tests take seconds; the limited BFF alone has it.
const REQUEST_TIMEOUT_MS = 2000;
// The timeout leaves room for a loaded two-core machine: 100 concurrent requests can stall the event loop for a
// second or more, and an answer read after its attempt's timer would count as a timeout.
const RESILIENCE = { timeoutMs: 4000, deadlineMs: 8000, breakerFailures: 3, breakerOpenMs: 1500, cacheTtlMs: 1000 };

export default async function setup(project: TestProject) {
  const apiKey = `it-${randomBytes(16).toString("hex")}`;
  await ensureBuild(root, (line) => console.log(line));
  const { file } = await ensureDataset({ companies: 20_000, seed: 20261122, log: (line) => console.log(line) });

  const sandbox = await startSandboxServer({ port: 0, datasetFile: file, apiKeys: [apiKey], recordShape: "list" });
  const sandboxSingle = await startSandboxServer({ port: 0, datasetFile: file, apiKeys: [apiKey], recordShape: "single" });
  const sandboxCompaniesHouse = await startSandboxServer({ port: 0, datasetFile: file, apiKeys: [apiKey], style: "companies-house" });
  const sandboxSparse = await startSandboxServer({ port: 0, datasetFile: file, apiKeys: [apiKey], style: "sparse" });
  const hostile = await startHostileUpstream(apiKey);
  const flaky = await startHostileUpstream(apiKey);
  const redis = await startRedis(await freePort());
  const metricsToken = `metrics-${randomBytes(16).toString("hex")}`;

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

  project.provide("apiKey", apiKey);
  project.provide("sandboxUrl", sandbox.url);
  const bffUrl = await startBff("sandbox", sandbox.url);
  project.provide("bffUrl", bffUrl);
  project.provide("bffSingleUrl", await startBff("single", sandboxSingle.url));
  project.provide("styles", {
    spec: { sandboxUrl: sandbox.url, bffUrl },
    "companies-house": { sandboxUrl: sandboxCompaniesHouse.url, bffUrl: await startBff("companies-house", sandboxCompaniesHouse.url) },
    sparse: { sandboxUrl: sandboxSparse.url, bffUrl: await startBff("sparse", sandboxSparse.url) },
  });
  // No cache here: every request of the fault and hostile-input tests must reach the upstream to be checked.
  project.provide("bffHostileUrl", await startBff("hostile", hostile.url, {
    UPSTREAM_TIMEOUT_MS: String(HOSTILE_TIMEOUT_MS),
    UPSTREAM_MAX_BODY_MB: "4",
    CACHE_TTL_SECONDS: "0",
    CACHE_STALE_SECONDS: "0",
  }));
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
  project.provide("bffResilienceUrl", await startBff("resilience", flaky.url, resilienceEnv));
  project.provide("bffNoCacheUrl", await startBff("no-cache", sandbox.url, { CACHE_TTL_SECONDS: "0", CACHE_STALE_SECONDS: "0" }));
  const redisBffs = redis
    ? [await startBff("redis-a", flaky.url, { ...resilienceEnv, REDIS_URL: redis.url }), await startBff("redis-b", flaky.url, { ...resilienceEnv, REDIS_URL: redis.url })]
    : [];
  project.provide("bffRedisUrls", redisBffs);
  project.provide("redisUrl", redis?.url ?? "");
  project.provide("flakyUrl", flaky.url);
  project.provide("metricsToken", metricsToken);
  project.provide("resilience", RESILIENCE);
  project.provide("hostileUrl", hostile.url);
  project.provide("hostileTimeoutMs", HOSTILE_TIMEOUT_MS);

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
  project.provide("users", users);
  project.provide("accessDbFile", path.join(tmp, "access.sqlite"));
  // The access BFF offers single sign-on too, against a provider on this machine.
  const idp = await startMockIdp();
  const accessPort = await freePort();
  project.provide("idpUrl", idp.url);
  project.provide("accessUrl", await startBff("access", sandbox.url, {
    ...withUsers, OIDC_ISSUER: idp.url, OIDC_CLIENT_ID: IDP_CLIENT.id, OIDC_CLIENT_SECRET: IDP_CLIENT.secret,
    OIDC_ADMINS: "boss@example.com", PUBLIC_URL: `http://127.0.0.1:${accessPort}`,
  }, accessPort));
  project.provide("limitedUrl", await startBff("limited", sandbox.url, {
    ...withUsers, RATE_LIMIT_USER_PER_MINUTE: "3", RATE_LIMIT_IP_PER_MINUTE: "5", RATE_LIMIT_SIGNIN_PER_15_MINUTES: "3",
    RATE_LIMIT_SIGNIN_FAILURES_PER_IP_PER_DAY: "10", SIGNIN_SLOWDOWN_MAX_MS: "1000",
    // The one trusted proxy: a loopback address no test calls from except as that proxy (limits.test.ts).
    TRUST_PROXIES: "127.0.0.50",
    REQUEST_HEADERS_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS), REQUEST_BODY_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  }));
  // A directory where the database file should be: SQLite cannot open it, so no audit record can be written.
  project.provide("noAuditUrl", await startBff("no-audit", sandbox.url, { DATABASE_FILE: tmp }));
  project.provide("databaseUrl", databaseUrl);
  project.provide("requestTimeoutMs", REQUEST_TIMEOUT_MS);
  const scale = redis ? await startScaleOut({
    apiKey, redisUrl: redis.url, databaseUrl, tmp, usersEnv: withUsers, startBff,
    pidOf: (url) => bffs.find((bff) => bff.url === url)?.child.pid ?? 0,
  }) : null;
  project.provide("scale", scale?.provided ?? null);
  project.provide("bffLogs", bffLogs);

  return async () => {
    await scale?.stop();
    await Promise.all(bffs.map((bff) => bff.stop()));
    await Promise.all([sandbox.close(), sandboxSingle.close(), sandboxCompaniesHouse.close(), sandboxSparse.close(), hostile.close(), flaky.close(), redis?.stop(), idp.close()]);
  };
}
