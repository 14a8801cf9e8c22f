// Readiness that a flood cannot turn into upstream calls, that knows a refused key, and the refusal counters: one BFF
// of its own (a users file, the metrics token, low limits) in front of a stub upstream that counts the readiness
// probes and can refuse the server's key. Probes are counted where they arrive, at the stub.
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../lib/auth/password";
import { freePort, startServer, type Server } from "../../scripts/lib/processes";
import { serverCommand } from "../../scripts/lib/server-node-options";
import { readinessAnswerSchema } from "../../lib/resilience/readiness-answer";

const root = path.resolve(import.meta.dirname, "../..");
const KEY = `readiness-${randomBytes(8).toString("hex")}`;
const METRICS_TOKEN = `metrics-${randomBytes(12).toString("hex")}`;
const PASSWORD = `alice-${randomBytes(8).toString("hex")}`;
const READY_PER_MINUTE = 40;
const USER_PER_MINUTE = 3;
const SIGNIN_PER_PAIR = 3;
const CACHE_SECONDS = 2;

/** What reached the stub: the readiness probes (a lookup of company 00000000) and everything else. */
const received = { probes: 0, other: 0 };
let refuseKey = false;
const upstream = http.createServer((request, response) => {
  if (request.url === "/companies/00000000") received.probes += 1;
  else received.other += 1;
  // Slow enough that a burst of calls all arrive while the first probe is out.
  setTimeout(() => {
    response.writeHead(refuseKey || request.headers["x-api-key"] !== KEY ? 403 : 404, { "content-type": "application/json" });
    response.end(JSON.stringify({ status: 404, error: "Not Found" }));
  }, 150);
});

let server: Server;
let logFile: string;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
  const tmp = mkdtempSync(path.join(os.tmpdir(), "dashboard-readiness-"));
  const usersFile = path.join(tmp, "users.json");
  writeFileSync(usersFile, JSON.stringify([{ username: "alice", name: "Alice", role: "analyst", passwordHash: await hashPassword(PASSWORD) }]));
  logFile = path.join(root, "test-results", "integration-logs", "bff-readiness.log");
  writeFileSync(logFile, "");
  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
  for (const name of ["OIDC_ISSUER", "OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET", "HOST", "HOSTNAME", "DATABASE_URL", "REDIS_URL", "PUBLIC_URL"]) {
    Reflect.deleteProperty(env, name);
  }
  const port = await freePort();
  server = await startServer(...serverCommand(root, ["-p", String(port), "-H", "127.0.0.1"]), {
    cwd: root,
    env: {
      ...env, COMPANY_API_BASE_URL: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`, COMPANY_API_KEY: KEY,
      USERS_FILE: usersFile, DATABASE_FILE: path.join(tmp, "readiness.sqlite"), METRICS_TOKEN, LOG_LEVEL: "info", WATCH_SCHEDULER: "off",
      READY_CACHE_SECONDS: String(CACHE_SECONDS), RATE_LIMIT_READY_PER_MINUTE: String(READY_PER_MINUTE),
      RATE_LIMIT_USER_PER_MINUTE: String(USER_PER_MINUTE), RATE_LIMIT_IP_PER_MINUTE: "1000",
      RATE_LIMIT_SIGNIN_PER_15_MINUTES: String(SIGNIN_PER_PAIR),
    },
    readyUrl: `http://127.0.0.1:${port}/api/health`,
    logFile,
  });
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await new Promise<void>((resolve) => upstream.close(() => resolve()));
});

const ready = async (headers: Record<string, string> = {}) => {
  const answer = await fetch(`${server.url}/api/ready`, { headers });
  return { status: answer.status, retryAfter: answer.headers.get("retry-after"), body: (await answer.json()) as Record<string, unknown> };
};
const scraper = { authorization: `Bearer ${METRICS_TOKEN}` };

/** The sum of a metric's samples whose labels include `labels` (e.g. `reason="rate-limited"`). */
async function metric(name: string, labels = ""): Promise<number> {
  const text = await (await fetch(`${server.url}/api/metrics`, { headers: scraper })).text();
  return text.split("\n")
    .filter((line) => (line.startsWith(`${name} `) || line.startsWith(`${name}{`)) && line.includes(labels))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(" ") + 1)), 0);
}

async function signIn(password: string, username = "alice"): Promise<{ cookie: string | null; location: string }> {
  const answer = await fetch(`${server.url}/api/auth/signin`, {
    method: "POST", redirect: "manual", headers: { origin: server.url },
    body: new URLSearchParams({ username, password, next: "/" }),
  });
  const cookie = /dd-session=[^;]+/.exec(answer.headers.get("set-cookie") ?? "")?.[0] ?? null;
  return { cookie: cookie && cookie !== "dd-session=" ? cookie : null, location: answer.headers.get("location") ?? "" };
}

describe("readiness", () => {
  it("answers a burst of anonymous calls with at most one upstream call, then limits anonymous callers per address", async () => {
    // Past the probe start-up may have made, so the burst meets no kept result.
    await sleep(CACHE_SECONDS * 1000 + 100);
    const before = received.probes;
    const burst = await Promise.all(Array.from({ length: 30 }, () => ready()));
    expect(burst.map((answer) => answer.status)).toEqual(Array(30).fill(200));
    for (const answer of burst) expect(answer.body).toEqual({ status: "ready" });
    expect(received.probes - before).toBe(1);

    const refusalsBefore = await metric("dashboard_rate_limit_refusals_total", 'reason="rate-limited"');
    const more = await Promise.all(Array.from({ length: 15 }, () => ready()));
    const refused = more.filter((answer) => answer.status === 429);
    // 40 a minute from one address: 30 above, 10 more, then refused.
    expect(refused).toHaveLength(30 + 15 - READY_PER_MINUTE);
    for (const answer of refused) {
      expect(Number(answer.retryAfter)).toBeGreaterThan(0);
      expect(answer.body).toMatchObject({ code: "rate-limited" });
    }
    expect(await metric("dashboard_rate_limit_refusals_total", 'reason="rate-limited"')).toBe(refusalsBefore + refused.length);
    // The scraper is not limited, and sees the checks.
    const detailed = await ready(scraper);
    expect(detailed).toMatchObject({ status: 200, body: { status: "ready", checks: { upstream: { ok: true, key: "accepted" } } } });
    // The answers the API's description states (lib/resilience/readiness-answer.ts): nothing missing, nothing beyond.
    expect(readinessAnswerSchema.parse(detailed.body)).toEqual(detailed.body);
    expect(readinessAnswerSchema.parse(burst[0]!.body)).toEqual(burst[0]!.body);
  });

  it("is not ready (503) when the upstream refuses the server's key, and the checks say the key was refused", async () => {
    refuseKey = true;
    try {
      await sleep(CACHE_SECONDS * 1000 + 100);
      const answer = await ready(scraper);
      expect(answer.status).toBe(503);
      expect(answer.body).toMatchObject({ status: "not-ready", checks: { upstream: { ok: false, key: "refused", detail: expect.stringContaining("refusing this server's key (status 403)") } } });
      expect(JSON.stringify(answer.body)).not.toContain(KEY);
      expect(readinessAnswerSchema.parse(answer.body)).toEqual(answer.body);
    } finally {
      refuseKey = false;
    }
    await sleep(CACHE_SECONDS * 1000 + 100);
    expect((await ready(scraper)).status).toBe(200);
  });
});

describe("refusals", () => {
  it("counts an API refusal and a refused page render by reason, and the page is neither an error nor a 500", async () => {
    const { cookie } = await signIn(PASSWORD);
    expect(cookie).toBeTruthy();
    const statuses: number[] = [];
    for (let i = 0; i <= USER_PER_MINUTE; i++) {
      statuses.push((await fetch(`${server.url}/api/companies/09990001`, { headers: { cookie: cookie! } })).status);
    }
    // The stub knows no company: the calls within the limit are answered 404, the one past it 429.
    expect(statuses).toEqual([...Array(USER_PER_MINUTE).fill(404), 429]);
    const refusals = await metric("dashboard_rate_limit_refusals_total", 'reason="rate-limited"');
    const errorsBefore = errorLines().length;

    // The company page looks its profile up on the server, through the same limits: refused, it still renders.
    const page = await fetch(`${server.url}/companies/09990001`, { headers: { cookie: cookie! } });
    expect(page.status).toBe(200);
    await page.text();
    expect(await metric("dashboard_rate_limit_refusals_total", 'reason="rate-limited"')).toBe(refusals + 1);
    expect(await metric("dashboard_bff_requests_total", 'status="500"')).toBe(0);
    await sleep(300);
    expect(errorLines().slice(errorsBefore)).toEqual([]);
  });

  it("counts sign-ins sent back by a sign-in limit", async () => {
    const before = await metric("dashboard_rate_limit_refusals_total", 'reason="signin-limited"');
    const locations: string[] = [];
    for (let i = 0; i < SIGNIN_PER_PAIR + 2; i++) locations.push((await signIn("wrong-password", "mallory")).location);
    const limited = locations.filter((location) => location.includes("error=rate-limited")).length;
    expect(limited).toBeGreaterThan(0);
    expect(await metric("dashboard_rate_limit_refusals_total", 'reason="signin-limited"')).toBe(before + limited);
  });
});

/** The server's error lines: pino's (level 50 and above) and Next's own ("⨯ Error: …", written as text). */
function errorLines(): string[] {
  return readFileSync(logFile, "utf8").split("\n").filter((line) => {
    if (!line.startsWith("{")) return line.includes("⨯");
    return (JSON.parse(line) as { level?: number }).level! >= 50;
  });
}
