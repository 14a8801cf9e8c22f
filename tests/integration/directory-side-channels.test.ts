// Issue 33's side channels, through HTTP: the group relation a user's lookup reveals is that user's alone (a
// colleague's "subsidiaries seen" must not tell them which companies the user opened), and with
// CACHE_SHARED_BETWEEN_USERS=false a colleague's lookup never warms yours (your first lookup goes upstream). Each
// server has a test upstream serving a profile whose group structure names a parent, and a directory of its own.
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Server } from "../../scripts/lib/processes";
import { seedActiveCompany, startChangingUpstream, type ChangingUpstream } from "./changing-upstream";
import { monitorStore, startMonitorServer } from "./monitor-server";
import { call, signIn } from "./session";

const PARENT = "09990109";
const PARENT_NAME = "SIDE CHANNEL PARENT LIMITED";
/** A subsidiary per server, so that the upstream's call counts of one never include the other's. */
const SHARED_CHILD = "09990101";
const OWN_CHILD = "09990102";

let upstream: ChangingUpstream;
let shared: Server;
let perUser: Server;

beforeAll(async () => {
  upstream = await startChangingUpstream(inject("apiKey"));
  const profile = await seedActiveCompany(upstream, inject("sandboxUrl"), inject("apiKey"), "09990001");
  for (const [crn, name] of [[SHARED_CHILD, "SIDE CHANNEL SUB ONE LIMITED"], [OWN_CHILD, "SIDE CHANNEL SUB TWO LIMITED"]]) {
    upstream.set(crn, {
      ...profile, companyRegistrationNumber: crn, businessName: name, previousNames: [],
      groupStructures: {
        ...(profile.groupStructures ?? {}), parentCompanyRegistrationNumber: PARENT, parentBusinessName: PARENT_NAME,
        ultimateParentCompanyRegistrationNumber: PARENT, ultimateParentBusinessName: PARENT_NAME,
      },
    });
  }
  const start = async (name: string, env: Record<string, string>) => {
    const store = await monitorStore(name);
    return startMonitorServer({
      WATCH_SCHEDULER: "off", CACHE_TTL_SECONDS: "300", RATE_LIMIT_USER_PER_MINUTE: "100000", RATE_LIMIT_IP_PER_MINUTE: "100000",
      DIRECTORY_FILE: path.join(store, "directory.sqlite"), ...env,
    }, { upstream: upstream.url, store, log: name });
  };
  shared = await start("side-channels-shared", {});
  perUser = await start("side-channels-per-user", { CACHE_SHARED_BETWEEN_USERS: "false" });
}, 180_000);

afterAll(async () => {
  await shared?.stop();
  await perUser?.stop();
  await upstream?.close();
});

const cookies = new Map<string, string>();
async function as(server: Server, user: string): Promise<string> {
  const key = `${server.url} ${user}`;
  if (!cookies.has(key)) cookies.set(key, (await signIn(server.url, user)).cookie!);
  return cookies.get(key)!;
}
async function open(server: Server, user: string, crn: string): Promise<void> {
  const answer = await call(server.url, `/api/companies/${crn}`, { cookie: await as(server, user) });
  expect(answer.status, `${user} opens ${crn}`).toBe(200);
}
async function subsidiaries(server: Server, user: string): Promise<Array<[string, string]>> {
  const answer = await call(server.url, `/api/search/subsidiaries?parent=${PARENT}`, { cookie: await as(server, user) });
  expect(answer.status).toBe(200);
  const body = (await answer.json()) as { subsidiaries: Array<{ number: string; source: string }> };
  return body.subsidiaries.map((row) => [row.number, row.source]);
}
/** Learning follows the answer: wait until the user's list holds what is expected. */
async function eventually(check: () => Promise<Array<[string, string]>>, expected: Array<[string, string]>): Promise<void> {
  await expect.poll(check, { timeout: 5000, interval: 100 }).toEqual(expected);
}

describe("the subsidiaries a lookup reveals", () => {
  it("are listed, as the user's own lookups, to the user who looked the company up, and to no colleague", async () => {
    await open(shared, "alice", SHARED_CHILD);
    await eventually(() => subsidiaries(shared, "alice"), [[SHARED_CHILD, "lookups"]]);
    expect(await subsidiaries(shared, "bob")).toEqual([]);
  });

  it("with the cache shared (the default), a colleague's lookup is answered from it, and is then theirs to list too", async () => {
    const before = upstream.calls.get(SHARED_CHILD) ?? 0;
    await open(shared, "bob", SHARED_CHILD);
    // The residual channel the README states: bob's lookup did not reach the upstream (and was faster for it).
    expect(upstream.calls.get(SHARED_CHILD) ?? 0).toBe(before);
    await eventually(() => subsidiaries(shared, "bob"), [[SHARED_CHILD, "lookups"]]);
  });
});

describe("CACHE_SHARED_BETWEEN_USERS=false", () => {
  it("sends a user's first lookup of a company a colleague opened upstream, and keeps their own second one", async () => {
    await open(perUser, "alice", OWN_CHILD);
    expect(upstream.calls.get(OWN_CHILD)).toBe(1);
    await open(perUser, "bob", OWN_CHILD);
    expect(upstream.calls.get(OWN_CHILD)).toBe(2);
    await open(perUser, "bob", OWN_CHILD);
    await open(perUser, "alice", OWN_CHILD);
    expect(upstream.calls.get(OWN_CHILD)).toBe(2);
    await eventually(() => subsidiaries(perUser, "bob"), [[OWN_CHILD, "lookups"]]);
    expect(await subsidiaries(perUser, "root")).toEqual([]);
  });
});
