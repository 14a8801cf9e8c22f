// The server's configuration, read from the environment once at start-up. A bad value stops the server with a
// message that names the variable; no value (and never the key) is echoed back.
import proxyaddr from "proxy-addr";
import { z } from "zod";
import { parseListSources } from "../screening/list-source";
import { parseEnvironment } from "./parse-env";

const httpUrl = z
  .url({ protocol: /^https?$/, error: "must be an http:// or https:// address" })
  .transform((value) => value.replace(/\/+$/, ""));

const port = z.coerce.number({ error: "must be a port number" }).int().min(1).max(65535);

/** A whole number within bounds, read from the environment's text. */
const whole = (unit: string, min: number, max: number) =>
  z.coerce.number({ error: `must be a number of ${unit}` }).int(`must be a whole number of ${unit}`)
    .min(min, `must be at least ${min}`).max(max, `must be at most ${max}`);

const perWindow = (what: string, fallback: number) =>
  z.coerce.number({ error: `must be a number of ${what}` }).int().min(1, "must be at least 1").max(1_000_000).default(fallback);

function compilesAsTrust(list: string[]): boolean {
  try {
    proxyaddr.compile(list);
    return true;
  } catch {
    return false;
  }
}

const LOOPBACK_NAMES = new Set(["::1", "localhost", "[::1]"]);
const LOOPBACK_IPV4 = /^127\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/**
 * Local mode (no users file, no single sign-on) needs no sign-in, so it may only listen on the machine itself:
 * 127.0.0.0/8, ::1 or localhost. The launcher, the server's own start-up check and the sign-in check share this rule.
 */
export function isLoopbackHost(host: string): boolean {
  const name = host.toLowerCase();
  const ipv4 = LOOPBACK_IPV4.exec(name);
  return LOOPBACK_NAMES.has(name) || ipv4?.slice(1).every((octet) => Number(octet) <= 255) === true;
}

export const serverEnvSchema = z
  .object({
    COMPANY_API_BASE_URL: httpUrl.optional(),
    COMPANY_API_KEY: z.string().trim().min(1, "must not be empty").optional(),
    /** How reports name their data source, e.g. "Sandbox (generated data)"; unset: the upstream's host. */
    COMPANY_API_SOURCE_LABEL: z.string().trim().min(1, "must not be empty").max(100, "must be at most 100 characters").optional(),
    PORT: port.default(3000),
    HOST: z.string().trim().min(1).default("127.0.0.1"),
    UPSTREAM_TIMEOUT_MS: z.coerce
      .number({ error: "must be a number of milliseconds" })
      .int()
      .min(100, "must be at least 100 ms")
      .max(120_000, "must be at most 120000 ms")
      .default(10_000),
    UPSTREAM_MAX_BODY_MB: z.coerce
      .number({ error: "must be a number of megabytes" })
      .int()
      .min(1, "must be at least 1")
      .max(1024, "must be at most 1024")
      // Room for the sandbox's largest answer (charges registered between two dates over its whole 40 years; its size
      // is in bench/RESULTS.md, figures from source comments).
      .default(32),
    UPSTREAM_DEADLINE_MS: whole("milliseconds", 100, 300_000).optional(),
    UPSTREAM_RETRIES: whole("retries", 0, 2).default(2),
    UPSTREAM_MAX_CONCURRENT: whole("calls", 1, 1000).default(16),
    UPSTREAM_MAX_CONCURRENT_REPORTS: whole("calls", 1, 1000).default(4),
    WATCH_MAX_CONCURRENT: whole("calls", 1, 1000).default(2),
    WATCH_MAX_UPSTREAM_PER_MINUTE: whole("calls", 1, 100_000).default(120),
    WATCH_INTERVAL_HOURS: whole("hours", 1, 720).default(24),
    WATCH_SCHEDULER: z.enum(["on", "off"], { error: "must be on or off" }).default("on"),
    WATCH_TICK_SECONDS: whole("seconds", 1, 3600).default(30),
    /** Watchlists one user may own, and companies one list may hold: a runaway script cannot fill the store. */
    WATCH_MAX_LISTS_PER_USER: whole("lists", 1, 10_000).default(500),
    WATCH_MAX_COMPANIES_PER_LIST: whole("companies", 1, 1_000_000).default(25_000),
    WATCH_WEBHOOK_ATTEMPTS: whole("attempts", 1, 10).default(4),
    WATCH_WEBHOOK_BACKOFF_MS: whole("milliseconds", 10, 600_000).default(2000),
    /** Hosts (names or addresses, comma-separated) a webhook may reach over plain http or at a private address. */
    WATCH_WEBHOOK_ALLOW_HOSTS: z.string().trim().max(2000).default("")
      .transform((value) => value.split(",").map((host) => host.trim().toLowerCase().replace(/^\[|\]$/g, "")).filter(Boolean)),
    /** How long one slice of a check may run before it is taken for dead and retried (behind the heartbeat). */
    WATCH_JOB_EXPIRY_SECONDS: whole("seconds", 2, 82_800).optional(),
    /** How long a server's heartbeat may be missing before it is taken for dead and the jobs it held are retried. */
    JOBS_SERVER_DEAD_SECONDS: whole("seconds", 2, 3600).default(10),
    SMTP_URL: z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// address" }).optional(),
    WATCH_MAIL_FROM: z.string().trim().min(3).max(200).default("Due diligence monitor <monitor@localhost>"),
    /** The hour (UTC, 0–23) at which each list's daily digest of the alerts not sent at once goes out. */
    WATCH_DIGEST_HOUR_UTC: whole("hours", 0, 23).default(7),
    UPSTREAM_MAX_QUEUED: whole("calls", 0, 10_000).default(200),
    BREAKER_FAILURES: whole("failures", 1, 1000).default(5),
    BREAKER_OPEN_MS: whole("milliseconds", 100, 3_600_000).default(30_000),
    CACHE_TTL_SECONDS: whole("seconds", 0, 604_800).default(300),
    CACHE_STALE_SECONDS: whole("seconds", 0, 2_592_000).default(86_400),
    CACHE_MAX_MB: whole("megabytes", 1, 16_384).default(128),
    REDIS_URL: z.url({ protocol: /^rediss?$/, error: "must be a redis:// or rediss:// address" }).optional(),
    /** false: each user's lookups have a cache (and in-flight calls) of their own, so no colleague's lookup is timed. */
    CACHE_SHARED_BETWEEN_USERS: z.enum(["true", "false"], { error: "must be true or false" }).default("true"),
    REQUEST_MAX_PATH_BYTES: whole("bytes", 64, 8192).default(512),
    REQUEST_MAX_QUERY_BYTES: whole("bytes", 64, 8192).default(2048),
    REQUEST_MAX_BODY_KB: whole("kilobytes", 1, 10_240).default(64),
    /** A request's head must arrive whole within this time of its connection (or of its previous answer, kept alive). */
    REQUEST_HEADERS_TIMEOUT_MS: whole("milliseconds", 500, 300_000).default(5000),
    /** A request's body must arrive whole within this time of its head: a total, not an idle, bound. */
    REQUEST_BODY_TIMEOUT_MS: whole("milliseconds", 500, 300_000).default(5000),
    UPSTREAM_STALE_WAIT_MS: whole("milliseconds", 0, 120_000).default(2000),
    UPSTREAM_MAX_IN_FLIGHT_MB: whole("megabytes", 1, 16_384).default(128),
    REPORTS_MAX_IN_PROGRESS: whole("reports", 1, 100).default(4),
    REPORTS_MAX_PER_USER: whole("reports", 1, 100).default(2),
    /** Exports beyond the caps above wait in a fair queue: this long at most, this many per user and per server. */
    REPORTS_QUEUE_WAIT_SECONDS: whole("seconds", 1, 3600).default(60),
    REPORTS_QUEUE_PER_USER: whole("exports", 0, 1000).default(4),
    REPORTS_QUEUE_MAX: whole("exports", 0, 10_000).default(100),
    REPORT_WORKERS: whole("threads", 1, 32).default(2),
    METRICS_TOKEN: z.string().trim().min(16, "must be at least 16 characters").optional(),
    /** How long /api/ready keeps its upstream probe's result (0: probe on every call, still one probe at a time). */
    READY_CACHE_SECONDS: whole("seconds", 0, 300).default(5),
    /** /api/ready calls one address may make per minute without a session, token or the metrics token. */
    RATE_LIMIT_READY_PER_MINUTE: perWindow("requests", 60),
    SANDBOX_PORT: port.default(4010),
    /** The key npm start gives the sandbox; unset, a random one per run (the e2e suite sets it to look for leaks). */
    SANDBOX_API_KEY: z.string().trim().min(16, "must be at least 16 characters").optional(),
    /** The company directory's SQLite file (name search); created on first use. */
    DIRECTORY_FILE: z.string().trim().min(1, "must not be empty").default("data/directory/directory.sqlite"),
    /**
     * Screening lists in OpenSanctions' export format, comma-separated: a path, or `name=path` (lib/screening/list-source.ts).
     * Unset: npm start's embedded default loads the sandbox's own list.
     */
    SCREENING_LISTS: z.string().trim().optional().superRefine((value, context) => {
      if (!value) return;
      try {
        parseListSources(value);
      } catch (error) {
        context.addIssue({ code: "custom", message: error instanceof Error ? error.message : String(error) });
      }
    }),
    /** The embedded screening store's SQLite file (with DATABASE_URL the lists go to PostgreSQL instead). */
    SCREENING_FILE: z.string().trim().min(1, "must not be empty").default("data/screening/screening.sqlite"),
    /** How often the server looks for a changed list file to reload (0: never; `npm run screening:load` still does). */
    SCREENING_RELOAD_SECONDS: whole("seconds", 0, 86_400).default(60),
    /** The score (0 < x ≤ 1) at or above which a screening result is a match (lib/screening/screen.ts). */
    SCREENING_THRESHOLD: z.coerce.number({ error: "must be a number between 0 and 1" })
      .gt(0, "must be more than 0").max(1, "must be at most 1").default(0.7),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    USERS_FILE: z.string().trim().min(1, "must be a file path").optional(),
    OIDC_ISSUER: httpUrl.optional(),
    OIDC_CLIENT_ID: z.string().trim().min(1).optional(),
    OIDC_CLIENT_SECRET: z.string().trim().min(1).optional(),
    OIDC_ADMINS: z.string().trim().default(""),
    PUBLIC_URL: httpUrl.optional(),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// or postgresql:// address" }).optional(),
    DATABASE_FILE: z.string().trim().min(1).default("data/dashboard.sqlite"),
    SESSION_HOURS: z.coerce.number({ error: "must be a number of hours" }).min(0.01).max(24 * 30).default(12),
    TOKEN_DAYS: whole("days", 1, 3650).default(90),
    RATE_LIMIT_USER_PER_MINUTE: perWindow("requests", 600),
    // An office of about 50 analysts behind one address, at 60 requests a minute each (lib/limits/rate-limits.ts).
    RATE_LIMIT_IP_PER_MINUTE: perWindow("requests", 3000),
    RATE_LIMIT_SIGNIN_PER_15_MINUTES: perWindow("attempts", 10),
    RATE_LIMIT_SIGNIN_FAILURES_PER_IP_PER_DAY: perWindow("attempts", 100),
    /** The longest one sign-in waits before its password is checked, once its address or account is slowed. */
    SIGNIN_SLOWDOWN_MAX_MS: whole("milliseconds", 100, 60_000).default(5000),
    /** Reverse proxies whose X-Forwarded-For is believed: addresses or CIDRs, comma-separated (proxy-addr's notation). */
    TRUST_PROXIES: z.string().trim().default("").transform((value) => value.split(",").map((part) => part.trim()).filter(Boolean))
      .refine(compilesAsTrust, "must be IP addresses or CIDRs (or loopback, linklocal, uniquelocal), comma-separated"),
    /** Gone: counting hops believes whoever reaches the port directly. Refused by name so that no one relies on it. */
    TRUST_PROXY_HOPS: z.string().optional().refine((value) => value === undefined, {
      message: "is no longer supported: counting hops believes an X-Forwarded-For from anyone who reaches the port directly; " +
        "set TRUST_PROXIES to your reverse proxies' addresses or CIDRs (e.g. TRUST_PROXIES=10.0.0.5 or 10.0.0.0/24) instead",
    }),
  })
  .refine((env) => !env.OIDC_ISSUER || (env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET && env.PUBLIC_URL), {
    message: "OIDC_CLIENT_ID, OIDC_CLIENT_SECRET and PUBLIC_URL must be set when OIDC_ISSUER is set",
    path: ["OIDC_ISSUER"],
  })
  .refine((env) => env.USERS_FILE || env.OIDC_ISSUER || isLoopbackHost(env.HOST), {
    message:
      "no users are configured (local mode, no sign-in), so the dashboard listens on 127.0.0.1, ::1 or localhost only; " +
      "set USERS_FILE or OIDC_ISSUER to listen on another address",
    path: ["HOST"],
  })
  .refine((env) => !env.COMPANY_API_BASE_URL || env.COMPANY_API_KEY, {
    message: "must be set when COMPANY_API_BASE_URL is set",
    path: ["COMPANY_API_KEY"],
  })
  .refine((env) => env.UPSTREAM_MAX_IN_FLIGHT_MB >= env.UPSTREAM_MAX_BODY_MB, {
    message: "must not be smaller than UPSTREAM_MAX_BODY_MB (the largest answer must fit)",
    path: ["UPSTREAM_MAX_IN_FLIGHT_MB"],
  })
  .refine((env) => env.UPSTREAM_DEADLINE_MS === undefined || env.UPSTREAM_DEADLINE_MS >= env.UPSTREAM_TIMEOUT_MS, {
    message: "must not be shorter than UPSTREAM_TIMEOUT_MS (one attempt must fit in the deadline)",
    path: ["UPSTREAM_DEADLINE_MS"],
  });

export type ServerEnv = z.infer<typeof serverEnvSchema>;

/** Parses the environment, or throws one error listing every bad variable by name. */
export function parseServerEnv(source: Record<string, string | undefined>): ServerEnv {
  return parseEnvironment(serverEnvSchema, source, "configuration");
}
