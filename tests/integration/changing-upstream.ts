// A test upstream whose companies change between checks: it answers the company profile (operation 1) from records
// the test sets over HTTP, needs the key like the real service, and fails a company on request (500), so the
// monitor's checks can be driven through every kind of change, no change, and an upstream failure.
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface ChangingUpstream {
  url: string;
  /** Calls received per company number. */
  calls: Map<string, number>;
  /** Every call in order, with the time it arrived. */
  log: Array<{ crn: string; at: number }>;
  set(crn: string, profile: unknown): void;
  /** Answers every company not set with this profile, renumbered (a list of thousands without a copy of each). */
  setFallback(profile: Record<string, unknown>): void;
  fail(crn: string, failing: boolean): void;
  /** Holds the company's answers until released (a check that hangs, to kill its server mid-check). */
  hold(crn: string, holding: boolean): void;
  close(): Promise<void>;
}

export async function startChangingUpstream(apiKey: string): Promise<ChangingUpstream> {
  const profiles = new Map<string, unknown>();
  let fallback: Record<string, unknown> | undefined;
  const failing = new Set<string>();
  const calls = new Map<string, number>();
  const log: Array<{ crn: string; at: number }> = [];
  const held = new Map<string, Array<() => void>>();
  const server = http.createServer((request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    };
    if (request.headers["x-api-key"] !== apiKey) return send(403, { message: "bad key" });
    const match = /^\/companies\/([A-Z0-9]{8})$/.exec(new URL(request.url ?? "/", "http://x").pathname);
    if (!match) return send(404, { status: 404, error: "Not Found", message: "no such path" });
    const crn = match[1]!;
    calls.set(crn, (calls.get(crn) ?? 0) + 1);
    log.push({ crn, at: Date.now() });
    const waiting = held.get(crn);
    if (waiting) {
      waiting.push(() => answer());
      return;
    }
    return answer();
    function answer() {
      if (failing.has(crn)) return send(500, { status: 500, error: "Internal Server Error", message: "down" });
      const profile = profiles.get(crn) ?? (fallback ? { ...fallback, companyNumber: crn } : undefined);
      return profile ? send(200, profile) : send(404, { status: 404, error: "Not Found", message: "no company" });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    log,
    set: (crn, profile) => void profiles.set(crn, structuredClone(profile)),
    setFallback: (profile) => {
      fallback = structuredClone(profile);
    },
    fail: (crn, on) => void (on ? failing.add(crn) : failing.delete(crn)),
    hold: (crn, on) => {
      const waiting = held.get(crn);
      if (on) held.set(crn, waiting ?? []);
      else if (waiting) {
        held.delete(crn);
        for (const release of waiting) release();
      }
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

// biome-ignore lint/suspicious/noExplicitAny: the upstream's JSON, which tests edit by its spec field names
export type UpstreamProfile = Record<string, any>;

/**
 * The test upstream's first answer for a sandbox company: the sandbox's own profile, made active with accounts due
 * far ahead, so no no-limit override of the credit policy applies whatever today is and the limit comes from the figures.
 */
export async function seedActiveCompany(upstream: ChangingUpstream, sandboxUrl: string, apiKey: string, crn: string): Promise<UpstreamProfile> {
  const answer = await fetch(`${sandboxUrl}/companies/${crn}`, { headers: { "x-api-key": apiKey } });
  if (answer.status !== 200) throw new Error(`the sandbox answered ${answer.status} for ${crn}`);
  const profile: UpstreamProfile = { ...((await answer.json()) as UpstreamProfile), accountsDueDate: "2099-01-01", companyStatus: "Active" };
  upstream.set(crn, profile);
  return profile;
}
