// The server's configuration, read from the environment once at start-up. A bad value stops the server with a
// message that names the variable; no value (and never the key) is echoed back.
import { z } from "zod";

const httpUrl = z
  .url({ protocol: /^https?$/, error: "must be an http:// or https:// address" })
  .transform((value) => value.replace(/\/+$/, ""));

const port = z.coerce.number({ error: "must be a port number" }).int().min(1).max(65535);

const perWindow = (what: string, fallback: number) =>
  z.coerce.number({ error: `must be a number of ${what}` }).int().min(1, "must be at least 1").max(1_000_000).default(fallback);

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "::1", "localhost", "[::1]"]);

/** Local mode (no users file, no single sign-on) needs no sign-in, so it may only listen on the machine itself. */
export function isLoopbackHost(host: string): boolean {
  return LOOPBACK_HOSTS.has(host.toLowerCase());
}

export const serverEnvSchema = z
  .object({
    COMPANY_API_BASE_URL: httpUrl.optional(),
    COMPANY_API_KEY: z.string().trim().min(1, "must not be empty").optional(),
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
      .default(64),
    SANDBOX_PORT: port.default(4010),
    SANDBOX_COMPANIES: z.coerce.number().int().min(100, "must be at least 100").max(2_000_000).default(20_000),
    SANDBOX_SEED: z.coerce.number().int().min(0).default(20261122),
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
    RATE_LIMIT_USER_PER_MINUTE: perWindow("requests", 600),
    RATE_LIMIT_IP_PER_MINUTE: perWindow("requests", 1200),
    RATE_LIMIT_SIGNIN_PER_15_MINUTES: perWindow("attempts", 10),
    TRUST_PROXY_HOPS: z.coerce.number({ error: "must be a whole number" }).int().min(0).max(10).default(0),
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
  });

export type ServerEnv = z.infer<typeof serverEnvSchema>;

/** Parses the environment, or throws one error listing every bad variable by name. */
export function parseServerEnv(source: Record<string, string | undefined>): ServerEnv {
  const result = serverEnvSchema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
  throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
}
