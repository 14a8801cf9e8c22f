// The one reader of the process's environment: parsed once (env-schema.ts names any bad variable) and handed out
// from here. No "server-only" guard, because scripts (the directory import, the sandbox) read it too.
import { parseServerEnv, serverEnvSchema, type ServerEnv } from "./env-schema";

let parsed: ServerEnv | undefined;

export function serverEnv(): ServerEnv {
  parsed ??= parseServerEnv(process.env);
  return parsed;
}

/**
 * The log level alone: the logger is made when its module is imported, which `next build` and the scripts do
 * without the rest of the configuration. A bad value is refused where the whole environment is parsed, at start.
 */
export function logLevel(): ServerEnv["LOG_LEVEL"] {
  const level = serverEnvSchema.shape.LOG_LEVEL.safeParse(process.env.LOG_LEVEL || undefined);
  return level.success ? level.data : "info";
}

/** `next dev` (Next sets NODE_ENV): the CSP must then allow the eval that its fast refresh uses. */
export function isDevelopment(): boolean {
  return process.env.NODE_ENV === "development";
}
