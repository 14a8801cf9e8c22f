// What every scenario is given: the BFF under attack, its users' passwords, the counting upstream in front of the
// sandbox, the shipped limits it runs with, and company numbers the sandbox knows.
import type { ServerEnv } from "../../lib/config/env-schema";

export interface AttackTarget {
  url: string;
  password(username: string): string;
  /** The counting proxy in front of the sandbox, which adds the key (/api/<path> is the upstream's <path>). */
  upstreamUrl: string;
  /** Upstream calls the BFF has made so far (the counting proxy between it and the sandbox). */
  upstreamCalls(): Promise<number>;
  limits: ServerEnv;
  /** Company numbers of the sandbox's dataset, in order; each scenario takes its own slice so none is cached for another. */
  companies: readonly string[];
}
