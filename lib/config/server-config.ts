import "server-only";
// The BFF's view of its configuration. Parsed on first use rather than at import, because `next build` imports
// route modules without the runtime environment.
import { parseServerEnv } from "./env-schema";

export interface UpstreamConfig {
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
  maxBodyBytes: number;
}

let cached: UpstreamConfig | undefined;

export function upstreamConfig(): UpstreamConfig {
  if (cached) return cached;
  const env = parseServerEnv(process.env);
  if (!env.COMPANY_API_BASE_URL || !env.COMPANY_API_KEY) {
    throw new Error(
      "Invalid configuration:\n  COMPANY_API_BASE_URL: must be set (npm start sets it to the sandbox when it is unset)",
    );
  }
  cached = {
    baseUrl: env.COMPANY_API_BASE_URL,
    apiKey: env.COMPANY_API_KEY,
    timeoutMs: env.UPSTREAM_TIMEOUT_MS,
    maxBodyBytes: env.UPSTREAM_MAX_BODY_MB * 1024 * 1024,
  };
  return cached;
}

/** The data source a report names: the configured label, else the upstream's host (never its key or path). */
export function dataSourceLabel(): string {
  const env = parseServerEnv(process.env);
  if (env.COMPANY_API_SOURCE_LABEL) return env.COMPANY_API_SOURCE_LABEL;
  return env.COMPANY_API_BASE_URL ? new URL(env.COMPANY_API_BASE_URL).host : "unknown";
}
