// A BFF of a test file's own over a changing upstream seeded with one active company: the scheduler off, no cache and
// the limits out of the way, so the file changes the company's answers and reads what every screen makes of them.
import { afterAll, beforeAll, inject } from "vitest";
import type { Server } from "../../scripts/lib/processes";
import { seedActiveCompany, startChangingUpstream, type ChangingUpstream, type UpstreamProfile } from "./changing-upstream";
import { monitorStore, startMonitorServer } from "./monitor-server";

export interface BffOverChangingUpstream {
  base: () => string;
  upstream: () => ChangingUpstream;
  /** The company's answer as seeded, before the test changes it. */
  profile: () => UpstreamProfile;
}

export function withBffOverChangingUpstream(name: string, crn: string): BffOverChangingUpstream {
  let upstream: ChangingUpstream | undefined;
  let bff: Server | undefined;
  let profile: UpstreamProfile | undefined;
  beforeAll(async () => {
    upstream = await startChangingUpstream(inject("apiKey"));
    profile = await seedActiveCompany(upstream, inject("sandboxUrl"), inject("apiKey"), crn);
    bff = await startMonitorServer({
      WATCH_SCHEDULER: "off", CACHE_TTL_SECONDS: "0", CACHE_STALE_SECONDS: "0", RATE_LIMIT_USER_PER_MINUTE: "100000", RATE_LIMIT_IP_PER_MINUTE: "100000",
    }, { upstream: upstream.url, store: await monitorStore(name), log: name });
  }, 120_000);
  afterAll(async () => {
    await bff?.stop();
    await upstream?.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error(`${name}: the BFF over the changing upstream has not started`);
    return value;
  };
  return { base: () => started(bff).url, upstream: () => started(upstream), profile: () => started(profile) };
}
