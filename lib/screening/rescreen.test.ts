// One re-screen of a watched company, on the dashboard's database (SQLite, or PostgreSQL with TEST_DATABASE_URL): the
// first sets the baseline with no alert; a later one alerts each new match on every list watching the company, once,
// and nothing for what the last screening had or a false positive in force dismisses; a check's hook queues a
// re-screen (one waiting per company) only when whom the screening screens changed. The profile read and the
// screening are stood in for (the matcher has its own tests; tests/integration/rescreen.test.ts runs it all for real).
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { useTestDatabase } from "../db/test-database";
import { SqliteQueue } from "../jobs/sqlite-queue";
import { listAlerts } from "../monitor/alert-store";
import { addCompanies, createWatchlist } from "../monitor/watchlist-store";
import type { CompanyProfile } from "../upstream/schemas/company";
import type { ReviewedMatch, ReviewedScreening } from "./reviewed-screening";

let answer: ReviewedScreening | null = null;
vi.mock("./company-screening", () => ({ screenProfile: async () => answer }));
vi.mock("./list-reload-start", () => ({ serverScreeningStore: () => ({ listsInForce: async () => [{ list: "test" }] }) }));
vi.mock("../monitor/budget", () => ({ takeBudget: async () => undefined }));
const PROFILE = { companyNumber: "01234567", businessName: "ACME LIMITED", directorsData: [] };
/** Only the fields the subjects are read from; the rest of the spec's profile does not matter here. */
const asProfile = (value: object) => value as unknown as CompanyProfile;
let profile: Record<string, unknown> = PROFILE;
vi.mock("../upstream/client", () => ({ callUpstream: async () => ({ kind: "ok", body: profile }) }));

const { rescreenCompany, rescreenIfSubjectsChanged, RESCREEN_QUEUE } = await import("./rescreen");

const match = (id: string, topics: string[], falsePositive = false): ReviewedMatch => {
  const review = falsePositive ? { verdict: "false-positive" as const, reason: "another", by: "Alice", at: "2026-11-01T00:00:00.000Z", listVersion: "test 1" } : null;
  return { entity: { id, caption: `Entry ${id}`, schema: "Person", topics, datasets: ["t"] }, score: 0.9, features: [], review, reviews: review ? [review] : [], reviewNeeded: null };
};
const screening = (listVersion: string, matches: ReviewedMatch[]): ReviewedScreening => ({
  listVersion, screenedAt: "2026-11-28T10:00:00.000Z", threshold: 0.7, subjects: [{ kind: "person", role: "Director", name: "Ann Lee", matches }],
});

const QUEUE_KEY = Symbol.for("dashboard.jobQueue");
const holder = globalThis as Record<symbol, unknown>;

describe("re-screening a watched company", () => {
  const db = useTestDatabase();
  beforeAll(() => {
    holder[QUEUE_KEY] = Promise.resolve(new SqliteQueue(db().query));
  });
  afterAll(() => {
    holder[QUEUE_KEY] = undefined;
  });
  const crn = PROFILE.companyNumber;
  const titles = async () => (await listAlerts("alice", { kind: "screening-match" })).map((alert) => [alert.watchlistId, alert.title, alert.severity]).sort();

  it("sets the baseline first, then alerts each new match once on every list watching the company", async () => {
    expect(await rescreenCompany(crn)).toEqual({ kind: "not-watched" });
    const owner = { username: "alice", name: "Alice" };
    const lists = [await createWatchlist(owner, { name: "One", shared: false, intervalHours: 24 }), await createWatchlist(owner, { name: "Two", shared: false, intervalHours: 24 })];
    for (const list of lists) await addCompanies(list.id, [crn], "alice");

    answer = null;
    expect(await rescreenCompany(crn)).toEqual({ kind: "no-list" });
    answer = screening("test 1", [match("e1", ["sanction"])]);
    expect(await rescreenCompany(crn)).toEqual({ kind: "baseline" });
    expect(await titles()).toEqual([]);

    // The same matches again: nothing. A new PEP match and a new false positive already dismissed: the PEP alone.
    expect(await rescreenCompany(crn)).toEqual({ kind: "rescreened", alerts: 0 });
    answer = screening("test 2", [match("e1", ["sanction"]), match("e2", ["role.pep"]), match("e3", ["sanction"], true)]);
    expect(await rescreenCompany(crn)).toEqual({ kind: "rescreened", alerts: 2 });
    expect(await titles()).toEqual(lists.map((list) => [list.id, "New PEP match: Ann Lee", "amber"]).sort());
    // Kept as the last screening: run again, nothing more.
    expect(await rescreenCompany(crn)).toEqual({ kind: "rescreened", alerts: 0 });

    // A match that left and came back on a later version is news again.
    answer = screening("test 3", [match("e2", ["role.pep"])]);
    await rescreenCompany(crn);
    answer = screening("test 4", [match("e1", ["sanction"]), match("e2", ["role.pep"])]);
    expect(await rescreenCompany(crn)).toEqual({ kind: "rescreened", alerts: 2 });
    expect((await titles()).filter(([, title]) => title === "New sanctions match: Ann Lee").map(([, , level]) => level)).toEqual(["red", "red"]);
  });

});

// The SQLite queue's own table is read to see what waits (on PostgreSQL the queue is pg-boss's).
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("a check's hook", () => {
  const db = useTestDatabase();
  beforeAll(() => {
    holder[QUEUE_KEY] = Promise.resolve(new SqliteQueue(db().query));
  });
  afterAll(() => {
    holder[QUEUE_KEY] = undefined;
  });
  const crn = PROFILE.companyNumber;

  it("queues a re-screen only when whom the screening screens changed, one waiting per company", async () => {
    const waiting = async () => (await db().query.selectFrom("jobs").select("data").where("name", "=", RESCREEN_QUEUE).where("state", "=", "created").execute()).length;
    const list = await createWatchlist({ username: "alice", name: "Alice" }, { name: "Hooked", shared: false, intervalHours: 24 });
    await addCompanies(list.id, [crn], "alice");
    profile = PROFILE;
    answer = screening("test 1", []);
    expect(await rescreenCompany(crn)).toEqual({ kind: "baseline" });
    // Screened with no officers: the same profile queues nothing.
    expect(await rescreenIfSubjectsChanged(crn, asProfile(PROFILE))).toBe(false);
    expect(await waiting()).toBe(0);
    const appointed = { ...PROFILE, directorsData: [{ detailedInformation: { fullName: "Bob Roe", birthDate: "1970-01-01" }, directorRole: "Director" }] };
    expect(await rescreenIfSubjectsChanged(crn, asProfile(appointed))).toBe(true);
    expect(await rescreenIfSubjectsChanged(crn, asProfile(appointed))).toBe(false);
    expect(await waiting()).toBe(1);
    // Never screened, with a list in force: queued for its baseline.
    expect(await rescreenIfSubjectsChanged("07654321", asProfile(PROFILE))).toBe(true);
    expect(await waiting()).toBe(2);
    // The re-screen then keeps the new set of people: the check finds nothing changed any more.
    profile = appointed;
    answer = screening("test 5", []);
    await rescreenCompany(crn);
    expect(await rescreenIfSubjectsChanged(crn, asProfile(appointed))).toBe(false);
  });
});
