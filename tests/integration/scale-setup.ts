// The scale-out topology the README describes, started once for the suite: two production servers (`next start`)
// sharing one store (PostgreSQL when DATABASE_URL is set, else one SQLite file) and one Redis, behind Debian's nginx.
// Their upstream is a hostile upstream of their own, whose log tells how often it was called. Redis database 5 keeps
// their cache and limits apart from the other Redis-backed servers of the suite.
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
  const upstream = await startHostileUpstream(options.apiKey);
  const redis = new URL(options.redisUrl);
  redis.pathname = "/5";
  const env = {
    ...options.usersEnv,
    REDIS_URL: redis.toString(),
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : { DATABASE_FILE: path.join(options.tmp, "scale.sqlite") }),
    // nginx is the one proxy in front: the client's address is the last X-Forwarded-For entry it sets.
    TRUST_PROXY_HOPS: "1",
    // Per user: out of the way. Per address: low, and each test calls from addresses of its own (127.0.0.x).
    RATE_LIMIT_USER_PER_MINUTE: "1000000",
    RATE_LIMIT_IP_PER_MINUTE: String(IP_PER_MINUTE),
    CACHE_TTL_SECONDS: "300",
  };
  // One after the other: two `next start` at once on a loaded two-core machine only slows both.
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
    },
  };
}
