// The scale-out topology the README describes, started once for the suite: two production servers (scripts/serve.mjs)
// sharing one store (PostgreSQL when DATABASE_URL is set, else one SQLite file) and one Redis, behind Debian's nginx.
// Their upstream is a hostile upstream of their own, whose log tells how often it was called, behind a thin proxy
// that also answers profiles of companies no other test knows (LEARNT_PREFIX), for the directory's learning test.
// Redis database 5 keeps their cache and limits apart from the other Redis-backed servers of the suite.
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { freePort } from "../../scripts/lib/processes";
import { startHostileUpstream } from "./hostile-upstream";
import { hasNginx, startNginx } from "./nginx-server";

export interface ScaleOut {
  /** nginx: what users reach. */
  url: string;
  /** Each server directly, to sign in on one and use the session on the other. */
  servers: string[];
  /** Process ids of the servers, so the last test can stop one during a load run. */
  pids: number[];
  upstreamUrl: string;
  store: "postgres" | "sqlite";
  ipPerMinute: number;
}

const IP_PER_MINUTE = 40;

/** Company numbers 098xxxxx answer a profile named from the number's digits ("LEARNT BCD… TRADING LIMITED"). */
export const LEARNT_PREFIX = "098";
export const learntName = (number: string) =>
  `LEARNT ${[...number.slice(LEARNT_PREFIX.length)].map((digit) => "ABCDEFGHIJ"[Number(digit)]).join("")} TRADING LIMITED`;

interface Options {
  apiKey: string;
  redisUrl: string;
  databaseUrl: string;
  tmp: string;
  usersEnv: Record<string, string>;
  startBff: (name: string, baseUrl: string, extra?: Record<string, string>) => Promise<string>;
  pidOf: (url: string) => number;
}

export async function startScaleOut(options: Options): Promise<{ provided: ScaleOut; stop: () => Promise<void> } | null> {
  if (!hasNginx()) {
    if (process.env.CI) throw new Error("nginx is not installed (.ci/run installs it)");
    console.warn("nginx is not installed: the scale-out tests are skipped");
    return null;
  }
  const hostile = await startHostileUpstream(options.apiKey);
  const upstream = await startLearntProxy(hostile.url);
  const redis = new URL(options.redisUrl);
  redis.pathname = "/5";
  const env = {
    ...options.usersEnv,
    REDIS_URL: redis.toString(),
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : { DATABASE_FILE: path.join(options.tmp, "scale.sqlite") }),
    // nginx is the one proxy in front, reaching the servers from 127.0.0.1: its X-Forwarded-For is believed, no one else's.
    TRUST_PROXIES: "127.0.0.1",
    // Per user: out of the way. Per address: low, and each test calls from addresses of its own (127.0.0.x).
    RATE_LIMIT_USER_PER_MINUTE: "1000000",
    RATE_LIMIT_IP_PER_MINUTE: String(IP_PER_MINUTE),
    CACHE_TTL_SECONDS: "300",
  };
  // One after the other: two servers starting at once on a loaded two-core machine only slows both.
  const servers = [await options.startBff("scale-a", upstream.url, env), await options.startBff("scale-b", upstream.url, env)];
  const pids = servers.map(options.pidOf);
  const nginx = await startNginx(path.join(options.tmp, "nginx"), await freePort(), servers.map((url) => new URL(url).host));
  return {
    provided: {
      url: nginx.url, servers, pids, upstreamUrl: upstream.url, store: options.databaseUrl ? "postgres" : "sqlite", ipPerMinute: IP_PER_MINUTE,
    },
    stop: async () => {
      await nginx.stop();
      await upstream.close();
      await hostile.close();
    },
  };
}

/** Answers LEARNT_PREFIX profiles itself and passes everything else, as it came, to the hostile upstream. */
async function startLearntProxy(target: string): Promise<{ url: string; close: () => Promise<void> }> {
  const learnt = new RegExp(`^/companies/(${LEARNT_PREFIX}\\d{5})$`);
  const server = http.createServer((request, response) => {
    const number = learnt.exec(request.url ?? "")?.[1];
    if (number) {
      response.writeHead(200, { "content-type": "application/json" });
      return void response.end(JSON.stringify({
        companyRegistrationNumber: number, businessName: learntName(number), companyStatus: "Active", regAddress: { postalCode: "LS1 1AA" },
      }));
    }
    const forwarded = http.request(`${target}${request.url}`, { method: request.method, headers: request.headers }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    forwarded.on("error", () => response.destroy());
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
