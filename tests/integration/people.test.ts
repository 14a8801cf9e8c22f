// People across companies (issue 36), through HTTP: the directory learns officers' appointments by directorPnr from
// the profiles the dashboard reads; GET /api/people/{pnr} lists them with each company's status and the service's
// count, and GET /api/people flags the officers of a company who directed another that went into liquidation or was
// struck off within five years. The expected values are computed here from the upstream's answers the test set.
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { officersLinkedAnswerSchema, personAnswerSchema } from "../../lib/people/people-answers";
import type { Server } from "../../scripts/lib/processes";
import { seedActiveCompany, startChangingUpstream, type ChangingUpstream, type UpstreamProfile } from "./changing-upstream";
import { monitorStore, startMonitorServer } from "./monitor-server";
import { call, signIn } from "./session";

const ACTIVE = "09990001";
const LIQUIDATED = "09990201";
const STRUCK_OFF_LONG_AGO = "09990202";
const PERSON = 77_000_001;

const DAY = 24 * 60 * 60 * 1000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const LIQUIDATED_ON = isoDay(Date.now() - 400 * DAY);
const STRUCK_OFF_ON = isoDay(Date.now() - 6 * 366 * DAY);

let upstream: ChangingUpstream;
let server: Server;
let cookie: string;
const answers = new Map<string, UpstreamProfile>();

/**
 * The sandbox company's first director, renumbered as the one person the three companies share; the other two
 * companies have no other officer (the active one's others are its own).
 */
function shared(profile: UpstreamProfile, overrides: Record<string, unknown>, others: "keep" | "drop"): UpstreamProfile {
  const [first, ...rest] = profile.directorsData as UpstreamProfile[];
  return { ...profile, directorsData: [{ ...first, directorPnr: PERSON, ...overrides }, ...(others === "keep" ? rest : [])] };
}

beforeAll(async () => {
  upstream = await startChangingUpstream(inject("apiKey"));
  const base = await seedActiveCompany(upstream, inject("sandboxUrl"), inject("apiKey"), ACTIVE);
  const event = (statusCode: string, statusCodeDesc: string, day: string) => ({ statusCode, statusCodeDesc, statusFiledDate: `${day}T00:00:00Z`, registeredDate: `${day}T00:00:00Z` });
  answers.set(ACTIVE, shared(base, { directorshipCountUpdated: { active_count: 5, non_active_count: 7, resined_count: 7, total: 12 } }, "keep"));
  answers.set(LIQUIDATED, shared({
    ...base, companyRegistrationNumber: LIQUIDATED, businessName: "PEOPLE TEST FOLDED LIMITED", companyStatus: "Liquidation",
    companyEvents: [event("LIQ", "Liquidator appointed (creditors' voluntary liquidation)", LIQUIDATED_ON)],
  }, { fromDate: "2015-03-01", toDate: "2020-01-31", appointment: "Resigned" }, "drop"));
  answers.set(STRUCK_OFF_LONG_AGO, shared({
    ...base, companyRegistrationNumber: STRUCK_OFF_LONG_AGO, businessName: "PEOPLE TEST LONG GONE LIMITED", companyStatus: "Dissolved",
    companyEvents: [event("DIS", "Dissolved", STRUCK_OFF_ON)],
  }, { fromDate: "2010-06-01", toDate: "" }, "drop"));
  for (const [crn, profile] of answers) upstream.set(crn, profile);
  const store = await monitorStore("people");
  server = await startMonitorServer({
    WATCH_SCHEDULER: "off", CACHE_TTL_SECONDS: "0", CACHE_STALE_SECONDS: "0", RATE_LIMIT_USER_PER_MINUTE: "100000", RATE_LIMIT_IP_PER_MINUTE: "100000",
    DIRECTORY_FILE: path.join(store, "directory.sqlite"),
  }, { upstream: upstream.url, store, log: "people" });
  cookie = (await signIn(server.url, "alice")).cookie!;
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await upstream?.close();
});

async function json(pathname: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await call(server.url, pathname, { cookie });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Learning follows the answer (it never delays it): asked until the directory knows `count` appointments. */
async function personKnowing(count: number): Promise<Record<string, unknown>> {
  const until = Date.now() + 15_000;
  for (;;) {
    const { status, body } = await json(`/api/people/${PERSON}`);
    if ((status === 200 && body.known === count) || Date.now() > until) return body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("people across companies", () => {
  it("answers 404 for a person whose appointments no profile read has taught", async () => {
    const { status, body } = await json(`/api/people/${PERSON}`);
    expect(status).toBe(404);
    expect(body.code).toBe("not-found");
  });

  it("learns each officer's appointments from the profiles read, with each company's status and the service's count", async () => {
    for (const crn of answers.keys()) expect((await call(server.url, `/api/companies/${crn}`, { cookie })).status, crn).toBe(200);
    const person = await personKnowing(3);
    const expected = [...answers.values()].map((profile) => {
      const record = (profile.directorsData as UpstreamProfile[]).find((director) => director.directorPnr === PERSON)!;
      return {
        company: profile.companyRegistrationNumber, companyName: profile.businessName, companyStatus: profile.companyStatus,
        role: record.directorRole, appointed: record.fromDate, resigned: record.toDate || null,
      };
    });
    const first = (answers.get(ACTIVE)!.directorsData as UpstreamProfile[])[0]!;
    const counts = [...answers.values()].map((profile) => {
      const record = (profile.directorsData as UpstreamProfile[]).find((director) => director.directorPnr === PERSON)!;
      return record.directorshipCountUpdated?.total ?? record.directorshipCount;
    });
    expect(person).toMatchObject({ pnr: PERSON, name: first.detailedInformation.fullName, known: 3, counted: Math.max(...counts) });
    expect(person.appointments).toEqual(expect.arrayContaining(expected));
    expect(person.appointments).toHaveLength(3);
    // The answer is what the API's description says (lib/people/people-answers.ts).
    expect(personAnswerSchema.safeParse(person).error).toBeUndefined();
    // Only the liquidation within five years is linked-company risk; the strike-off six years ago is not.
    expect(person.linked).toEqual([expect.objectContaining({ company: LIQUIDATED, kind: "liquidation", date: LIQUIDATED_ON })]);
  });

  it("flags the active company's officer for the other company that went into liquidation, not for the company itself", async () => {
    await personKnowing(3);
    const pnrs = (answers.get(ACTIVE)!.directorsData as UpstreamProfile[]).map((director) => director.directorPnr).join(",");
    const { status, body } = await json(`/api/people?company=${ACTIVE}&pnr=${pnrs}`);
    expect(status).toBe(200);
    expect(body).toEqual({
      company: ACTIVE,
      linked: [expect.objectContaining({ person: PERSON, company: LIQUIDATED, companyName: "PEOPLE TEST FOLDED LIMITED", kind: "liquidation", date: LIQUIDATED_ON })],
    });
    expect(officersLinkedAnswerSchema.safeParse(body).error).toBeUndefined();
    const { body: ownView } = await json(`/api/people?company=${LIQUIDATED}&pnr=${PERSON}`);
    expect(ownView.linked).toEqual([]);
  });

  it("refuses a malformed person number and officers' query with a problem naming the parameter", async () => {
    expect((await json("/api/people/0123")).body).toMatchObject({ code: "invalid-parameter", parameter: "pnr" });
    expect((await json(`/api/people?company=${ACTIVE}&pnr=abc`)).body).toMatchObject({ code: "invalid-parameter", parameter: "pnr" });
    expect((await json("/api/people?pnr=1")).body).toMatchObject({ code: "invalid-parameter", parameter: "company" });
  });
});
