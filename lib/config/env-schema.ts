// The server's configuration, read from the environment once at start-up. A bad value stops the server with a
// message that names the variable; no value (and never the key) is echoed back.
import { z } from "zod";

const httpUrl = z
  .url({ protocol: /^https?$/, error: "must be an http:// or https:// address" })
  .transform((value) => value.replace(/\/+$/, ""));

const port = z.coerce.number({ error: "must be a port number" }).int().min(1).max(65535);

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
      .default(64),
    SANDBOX_PORT: port.default(4010),
    SANDBOX_COMPANIES: z.coerce.number().int().min(100, "must be at least 100").max(2_000_000).default(20_000),
    SANDBOX_SEED: z.coerce.number().int().min(0).default(20261122),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
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
