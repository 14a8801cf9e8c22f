import "server-only";
// The BFF's view of its configuration. Parsed on first use rather than at import, because `next build` imports
// route modules without the runtime environment.
import { serverEnv } from "./env";

export interface UpstreamConfig {
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
  maxBodyBytes: number;
  /** Bytes that all upstream answers being read at once may hold. */
  maxInFlightBytes: number;
}

export interface ResilienceConfig {
  /** One attempt's bound. */
  timeoutMs: number;
  /** The whole call's bound: queueing, every attempt and the backoff between them. */
  deadlineMs: number;
  retries: number;
  maxConcurrent: { lookups: number; reports: number; monitor: number };
  maxQueued: number;
  breakerFailures: number;
  breakerOpenMs: number;
}

export interface CacheConfig {
  ttlMs: number;
  staleMs: number;
  /** How long a lookup waits for the upstream before serving a stored answer, marked stale, instead. */
  staleWaitMs: number;
  maxBytes: number;
  redisUrl: string | undefined;
  /** False: answers are kept, and identical calls shared, per user (lib/cache/cache-key.ts). */
  sharedBetweenUsers: boolean;
}

export interface RequestLimits {
  maxPathBytes: number;
  maxQueryBytes: number;
  maxBodyBytes: number;
  /** How long a request's head, then its body, may take to arrive (lib/api/request-deadlines.ts). */
  headersTimeoutMs: number;
  bodyTimeoutMs: number;
}

let upstream: UpstreamConfig | undefined;

export function upstreamConfig(): UpstreamConfig {
  if (upstream) return upstream;
  const { COMPANY_API_BASE_URL, COMPANY_API_KEY, UPSTREAM_TIMEOUT_MS, UPSTREAM_MAX_BODY_MB, UPSTREAM_MAX_IN_FLIGHT_MB } = serverEnv();
  if (!COMPANY_API_BASE_URL || !COMPANY_API_KEY) {
    throw new Error(
      "Invalid configuration:\n  COMPANY_API_BASE_URL: must be set (npm start sets it to the sandbox when it is unset)",
    );
  }
  upstream = {
    baseUrl: COMPANY_API_BASE_URL,
    apiKey: COMPANY_API_KEY,
    timeoutMs: UPSTREAM_TIMEOUT_MS,
    maxBodyBytes: UPSTREAM_MAX_BODY_MB * 1024 * 1024,
    maxInFlightBytes: UPSTREAM_MAX_IN_FLIGHT_MB * 1024 * 1024,
  };
  return upstream;
}

export function resilienceConfig(): ResilienceConfig {
  const e = serverEnv();
  return {
    timeoutMs: e.UPSTREAM_TIMEOUT_MS,
    // Unset, the deadline leaves room for one attempt and the backoff before a retry of a quick failure.
    deadlineMs: e.UPSTREAM_DEADLINE_MS ?? Math.round(e.UPSTREAM_TIMEOUT_MS * 1.5),
    retries: e.UPSTREAM_RETRIES,
    maxConcurrent: { lookups: e.UPSTREAM_MAX_CONCURRENT, reports: e.UPSTREAM_MAX_CONCURRENT_REPORTS, monitor: e.WATCH_MAX_CONCURRENT },
    maxQueued: e.UPSTREAM_MAX_QUEUED,
    breakerFailures: e.BREAKER_FAILURES,
    breakerOpenMs: e.BREAKER_OPEN_MS,
  };
}

export function cacheConfig(): CacheConfig {
  const e = serverEnv();
  return {
    ttlMs: e.CACHE_TTL_SECONDS * 1000,
    staleMs: e.CACHE_STALE_SECONDS * 1000,
    staleWaitMs: e.UPSTREAM_STALE_WAIT_MS,
    maxBytes: e.CACHE_MAX_MB * 1024 * 1024,
    redisUrl: e.REDIS_URL,
    sharedBetweenUsers: e.CACHE_SHARED_BETWEEN_USERS === "true",
  };
}

export function requestLimits(): RequestLimits {
  const e = serverEnv();
  return {
    maxPathBytes: e.REQUEST_MAX_PATH_BYTES, maxQueryBytes: e.REQUEST_MAX_QUERY_BYTES, maxBodyBytes: e.REQUEST_MAX_BODY_KB * 1024,
    headersTimeoutMs: e.REQUEST_HEADERS_TIMEOUT_MS, bodyTimeoutMs: e.REQUEST_BODY_TIMEOUT_MS,
  };
}

export interface ReportConfig {
  /** Reports being produced at once in this process, and by one user. */
  maxInProgress: number;
  maxPerUser: number;
  /** Exports waiting beyond those caps: how long at most, how many per user and per server. */
  queueWaitMs: number;
  maxWaitingPerUser: number;
  maxWaiting: number;
  /** Threads of the rendering pool. */
  workers: number;
}

export function reportConfig(): ReportConfig {
  const e = serverEnv();
  return {
    maxInProgress: e.REPORTS_MAX_IN_PROGRESS, maxPerUser: e.REPORTS_MAX_PER_USER, workers: e.REPORT_WORKERS,
    queueWaitMs: e.REPORTS_QUEUE_WAIT_SECONDS * 1000, maxWaitingPerUser: e.REPORTS_QUEUE_PER_USER, maxWaiting: e.REPORTS_QUEUE_MAX,
  };
}

export interface MonitorConfig {
  /** Upstream calls the re-checks may make per minute, across all lists, in this process. */
  perMinute: number;
  /** A new list's re-check interval. */
  intervalHours: number;
  /** Whether this process runs due checks itself ("off" leaves them to another server or to "Check now"). */
  scheduler: boolean;
  tickMs: number;
  /** Lists one user may own; companies one list may hold. */
  limits: { listsPerUser: number; companiesPerList: number };
  webhook: { attempts: number; baseDelayMs: number; allowHosts: readonly string[] };
  /** Unset: each job's expiry is worked out from its list's size and the budget. */
  jobExpirySeconds: number | undefined;
  /** Unset: no e-mail digests. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The hour (UTC) of the daily digest (lib/monitor/outbox.ts). */
  digestHourUtc: number;
}

export function monitorConfig(): MonitorConfig {
  const e = serverEnv();
  return {
    perMinute: e.WATCH_MAX_UPSTREAM_PER_MINUTE, intervalHours: e.WATCH_INTERVAL_HOURS, scheduler: e.WATCH_SCHEDULER === "on",
    tickMs: e.WATCH_TICK_SECONDS * 1000, limits: { listsPerUser: e.WATCH_MAX_LISTS_PER_USER, companiesPerList: e.WATCH_MAX_COMPANIES_PER_LIST },
    webhook: { attempts: e.WATCH_WEBHOOK_ATTEMPTS, baseDelayMs: e.WATCH_WEBHOOK_BACKOFF_MS, allowHosts: e.WATCH_WEBHOOK_ALLOW_HOSTS },
    jobExpirySeconds: e.WATCH_JOB_EXPIRY_SECONDS,
    smtpUrl: e.SMTP_URL, mailFrom: e.WATCH_MAIL_FROM, digestHourUtc: e.WATCH_DIGEST_HOUR_UTC,
  };
}

export interface JobsConfig {
  /** A server whose heartbeat is this old is taken for dead: a few missed beats, not a lease. */
  deadAfterMs: number;
  /** How often a server writes its heartbeat, and looks for dead servers whose jobs to release. */
  heartbeatMs: number;
}

export function jobsConfig(): JobsConfig {
  const deadAfterMs = serverEnv().JOBS_SERVER_DEAD_SECONDS * 1000;
  // Five beats fit in the time that makes a server dead, so a few missed ones (the database briefly away) kill none.
  return { deadAfterMs, heartbeatMs: Math.min(2000, deadAfterMs / 5) };
}

export interface ReadinessConfig {
  /** How long one upstream probe's result answers /api/ready. */
  cacheMs: number;
  /** Anonymous /api/ready calls one address may make per minute. */
  anonymousPerMinute: number;
}

export function readinessConfig(): ReadinessConfig {
  const e = serverEnv();
  return { cacheMs: e.READY_CACHE_SECONDS * 1000, anonymousPerMinute: e.RATE_LIMIT_READY_PER_MINUTE };
}

/** The bearer token that opens /api/metrics; unset, the endpoint answers 404. */
export function metricsToken(): string | undefined {
  return serverEnv().METRICS_TOKEN;
}

/** The data source a report names: the configured label, else the upstream's host (never its key or path). */
/** The screening's match threshold (SCREENING_THRESHOLD), checked at start-up. */
export function screeningThreshold(): number {
  return serverEnv().SCREENING_THRESHOLD;
}

export function dataSourceLabel(): string {
  const { COMPANY_API_SOURCE_LABEL, COMPANY_API_BASE_URL } = serverEnv();
  if (COMPANY_API_SOURCE_LABEL) return COMPANY_API_SOURCE_LABEL;
  return COMPANY_API_BASE_URL ? new URL(COMPANY_API_BASE_URL).host : "unknown";
}
