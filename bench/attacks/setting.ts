// A setting of the server's schema read by name, for the settings other parts of issue 33 add (the bench reports a
// bound as "not in this build" rather than failing to compile when one is missing).
import type { ServerEnv } from "../../lib/config/env-schema";

export function setting(env: ServerEnv, name: string): unknown {
  return (env as unknown as Record<string, unknown>)[name];
}
