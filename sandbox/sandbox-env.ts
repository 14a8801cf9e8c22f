// The sandbox's configuration, read from the environment once by its CLI; a bad value stops it with a message
// that names the variable (the same pattern as lib/config/env-schema.ts).
import { z } from "zod";
import { parseEnvironment } from "../lib/config/parse-env";

const port = z.coerce.number({ error: "must be a port number" }).int("must be a whole number").min(0).max(65535);

export const sandboxEnvSchema = z.object({
  SANDBOX_PORT: port.default(4010),
  SANDBOX_HOST: z.string().trim().min(1, "must not be empty").default("127.0.0.1"),
  SANDBOX_API_KEYS: z
    .string()
    .transform((value) => value.split(",").map((key) => key.trim()).filter(Boolean))
    .refine((keys) => keys.length > 0, "must list at least one key (comma-separated)")
    .optional(),
  // The one key the main README documents (and `npm start` gives the sandbox); SANDBOX_API_KEYS lists several.
  SANDBOX_API_KEY: z.string().trim().min(1, "must not be empty").optional(),
  SANDBOX_COMPANIES: z.coerce
    .number({ error: "must be a number of companies" })
    .int("must be a whole number")
    .min(100, "must be at least 100")
    .max(2_000_000, "must be at most 2000000")
    .default(20_000),
  SANDBOX_SEED: z.coerce.number({ error: "must be a whole number" }).int("must be a whole number").min(0).default(20261122),
  SANDBOX_RECORD_SHAPE: z.enum(["list", "single"], { error: "must be list or single" }).default("list"),
  // The register changes over simulated time (changes.ts): changes per simulated day across it (0: none), and how many
  // real seconds a simulated day lasts. On by default so that monitoring has something to find.
  SANDBOX_CHANGES_PER_DAY: z.coerce.number({ error: "must be a number of changes" }).int("must be a whole number").min(0).max(100_000).default(20),
  SANDBOX_DAY_SECONDS: z.coerce.number({ error: "must be a number of seconds" }).positive("must be more than 0").default(86_400),
  SANDBOX_STYLE: z.enum(["spec", "sparse", "companies-house"], { error: "must be spec, sparse or companies-house" }).default("spec"),
});

/** The keys accepted: SANDBOX_API_KEY and SANDBOX_API_KEYS together, or `sandbox-key` when neither is set. */
export type SandboxEnv = Omit<z.infer<typeof sandboxEnvSchema>, "SANDBOX_API_KEY" | "SANDBOX_API_KEYS"> & { SANDBOX_API_KEYS: string[] };

const DEFAULT_KEY = "sandbox-key";

/** Parses the environment, or throws one error listing every bad variable by name. */
export function parseSandboxEnv(source: Record<string, string | undefined>): SandboxEnv {
  const { SANDBOX_API_KEY, SANDBOX_API_KEYS, ...rest } = parseEnvironment(sandboxEnvSchema, source, "sandbox configuration");
  const keys = [...new Set([...(SANDBOX_API_KEY ? [SANDBOX_API_KEY] : []), ...(SANDBOX_API_KEYS ?? [])])];
  return { ...rest, SANDBOX_API_KEYS: keys.length > 0 ? keys : [DEFAULT_KEY] };
}
